import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** What changed for a company; caches of that kind drop the company's entry. */
export type ChangeTopic = 'knowledge' | 'assistant-config' | 'company' | 'brand' | 'calendar-config';

type Listener = (companyId: string) => void;
type Message = { topic: ChangeTopic; companyId: string; origin: string };

const CHANNEL = 'frontdesk:changes';

/**
 * Tells every instance that a company's data changed. Listeners in this process hear it at once;
 * with Redis, the other instances hear it through pub/sub. When the subscription was interrupted
 * (messages may have been missed), every listener is told that everything may have changed.
 */
export class ChangeBus {
  private readonly listeners = new Map<ChangeTopic, Listener[]>();
  private readonly resetListeners: (() => void)[] = [];
  private readonly origin = randomUUID();

  private constructor(
    private readonly publisher: Redis | undefined,
    private readonly subscriber: Redis | undefined,
    private readonly logger: FastifyBaseLogger,
  ) {}

  static local(logger: FastifyBaseLogger): ChangeBus {
    return new ChangeBus(undefined, undefined, logger);
  }

  /** `subscriber` must be a connection of its own: a subscribed Redis connection takes no other commands. */
  static async shared(publisher: Redis, subscriber: Redis, logger: FastifyBaseLogger): Promise<ChangeBus> {
    const bus = new ChangeBus(publisher, subscriber, logger);
    subscriber.on('message', (_channel: string, raw: string) => bus.receive(raw));
    let interrupted = false;
    subscriber.on('close', () => (interrupted = true));
    subscriber.on('ready', () => {
      if (!interrupted) return;
      interrupted = false;
      for (const reset of bus.resetListeners) reset();
    });
    await subscriber.subscribe(CHANNEL);
    return bus;
  }

  on(topic: ChangeTopic, listener: Listener): void {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
  }

  /** Called when changes may have been missed (the shared subscription was interrupted). */
  onReset(listener: () => void): void {
    this.resetListeners.push(listener);
  }

  /** Announces a change after it is committed; resolves once Redis has passed it on. */
  async publish(topic: ChangeTopic, companyId: string): Promise<void> {
    this.deliver(topic, companyId);
    if (!this.publisher) return;
    const message: Message = { topic, companyId, origin: this.origin };
    try {
      await this.publisher.publish(CHANNEL, JSON.stringify(message));
    } catch (error) {
      this.logger.error({ err: error, topic, companyId }, 'could not announce a change to the other instances');
    }
  }

  private receive(raw: string): void {
    try {
      const message = JSON.parse(raw) as Message;
      if (message.origin !== this.origin) this.deliver(message.topic, message.companyId);
    } catch (error) {
      this.logger.warn({ err: error }, 'ignored a malformed change message');
    }
  }

  private deliver(topic: ChangeTopic, companyId: string): void {
    for (const listener of this.listeners.get(topic) ?? []) listener(companyId);
  }
}
