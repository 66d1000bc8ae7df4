import { InFlight } from './in-flight';

type Waiting<Item> = {
  items: Item[];
  /** Settles with this write. */
  done: Promise<void>;
  /** An earlier write of the same company that must be written for this one to be. */
  after: Promise<void> | undefined;
  resolve: () => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit per company: writes of one company made in the same turn of the event loop, or
 * while its previous batch is being written, go together in one transaction, so one transaction's
 * fixed cost (begin, tenant scope, commit) is shared by every write that queued. Each caller's
 * promise settles when its own items are committed or failed. A batch that fails is written again
 * caller by caller, so one bad write fails only its own caller; a write that must follow another
 * (`after`) is never written without it.
 */
export class GroupCommit<Item> {
  private readonly queues = new Map<string, Waiting<Item>[]>();
  private readonly drains = new InFlight();

  /** `maxBatch`: at most this many callers' writes go in one batch; the rest wait for the next. */
  constructor(
    private readonly write: (companyId: string, items: Item[]) => Promise<void>,
    private readonly options: { maxBatch: number } = { maxBatch: Infinity },
  ) {}

  add(companyId: string, items: Item[], options: { after?: Promise<void> } = {}): Promise<void> {
    let settle: Pick<Waiting<Item>, 'resolve' | 'reject'> = { resolve: () => {}, reject: () => {} };
    const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    const waiting: Waiting<Item> = { items, done, after: options.after, ...settle };
    const queue = this.queues.get(companyId);
    if (queue) queue.push(waiting);
    else {
      const fresh = [waiting];
      this.queues.set(companyId, fresh);
      void this.drains.track(this.drain(companyId, fresh));
    }
    return done;
  }

  /** Settles once every write queued so far (and any queued meanwhile) is committed or failed. */
  settled(): Promise<void> {
    return this.drains.settled();
  }

  private async drain(companyId: string, queue: Waiting<Item>[]): Promise<void> {
    // Requests whose data arrived together are handled within one turn of the event loop; waiting
    // for the end of that turn lets their writes join this batch. The embedded database answers
    // without yielding to the event loop, so without this no write would ever find a batch running.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = await this.withoutOrphans(queue.splice(0, this.options.maxBatch));
      try {
        if (batch.length > 0)
          await this.write(
            companyId,
            batch.flatMap((waiting) => waiting.items),
          );
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        else await this.writeOneByOne(companyId, batch);
      }
    }
    this.queues.delete(companyId);
  }

  /** The batch without the writes whose earlier write failed (it was in an earlier batch, so it has settled). */
  private async withoutOrphans(batch: Waiting<Item>[]): Promise<Waiting<Item>[]> {
    const kept: Waiting<Item>[] = [];
    for (const waiting of batch) {
      const { after } = waiting;
      if (after && !batch.some((other) => other.done === after)) {
        try {
          await after;
        } catch (error) {
          waiting.reject(error);
          continue;
        }
      }
      kept.push(waiting);
    }
    return kept;
  }

  private async writeOneByOne(companyId: string, batch: Waiting<Item>[]): Promise<void> {
    const failures = new Map<Promise<void>, unknown>();
    for (const waiting of batch) {
      try {
        // The earlier write's error is the cause, so a database that went away still reads as one (a 503).
        if (waiting.after && failures.has(waiting.after)) {
          throw new Error('the write this one follows failed', { cause: failures.get(waiting.after) });
        }
        await this.write(companyId, waiting.items);
        waiting.resolve();
      } catch (error) {
        failures.set(waiting.done, error);
        waiting.reject(error);
      }
    }
  }
}
