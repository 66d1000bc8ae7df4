import { BrokenCircuitError, circuitBreaker, handleAll, type CircuitBreakerPolicy, type IBreaker } from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../platform/clock';
import { LRUCache } from 'lru-cache';
import {
  estimateTokens,
  type AssistantProvider,
  type BookedAppointment,
  type ProviderEvent,
  type ProviderRequest,
  type ProviderUsage,
} from './provider';

export type CallPurpose = 'chat' | 'summary' | 'test' | 'business-chat';

/** How a call ended: answered, failed, stayed silent too long, refused by an open circuit, or left by its caller. */
export type CallOutcome = 'ok' | 'error' | 'timeout' | 'circuit_open' | 'abandoned';

/** One call's cost and outcome, as stored for billing and API-usage analytics. */
export type UsageEntry = {
  companyId: string;
  sessionId: string | null;
  purpose: CallPurpose;
  provider: AssistantProvider['name'];
  model: string;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
  status: CallOutcome;
  keySource: KeySource;
  createdAt: Date;
};
/** Whose key a call is made with (billing charges the operator's); null when no key is used. */
export type KeySource = 'platform' | 'company' | null;

/** Where usage goes; the ai-usage module stores it. */
export interface UsageSink {
  record(entry: UsageEntry): Promise<void>;
}

export type ModelCall = {
  companyId: string;
  sessionId: string | null;
  purpose: CallPurpose;
  provider: AssistantProvider;
  /** Which circuit a remote provider's call belongs to (per company and key source). */
  circuit: string;
  keySource: KeySource;
  request: Omit<ProviderRequest, 'signal'>;
};

export type CallEvent =
  | { type: 'delta'; text: string }
  | {
      type: 'end';
      outcome: CallOutcome;
      text: string;
      asksForContact: boolean;
      offersBooking: boolean;
      /** The day the offered booking card opens on (YYYY-MM-DD); null: the company's today. */
      bookingFrom: string | null;
      booked: BookedAppointment | null;
      knowledge: string[];
      related: string[];
      error?: unknown;
    };

class ModelSilent extends Error {
  constructor(ms: number) {
    super(`the model said nothing for ${ms} ms`);
  }
}

// A circuit opens after this many failures in a row, and lets one trial call through after the pause.
const CIRCUIT_FAILURES = 3;
export const CIRCUIT_PAUSE_MS = 30_000;

/**
 * Opens a circuit after CIRCUIT_FAILURES failures in a row, or after one silence: a model that says
 * nothing costs each visitor the whole wait before the built-in responder answers, so only the first
 * visitor pays it, where an error costs none of them a wait. Test Connection's silences count as
 * errors.
 */
class ModelBreaker implements IBreaker {
  state = { failures: 0, silent: false };

  /** The failure about to be reported is a silence. */
  heardSilence(): void {
    this.state.silent = true;
  }

  success(): void {
    this.state = { failures: 0, silent: false };
  }

  failure(): boolean {
    const failures = this.state.failures + 1;
    const opens = this.state.silent || failures >= CIRCUIT_FAILURES;
    this.state = { failures, silent: false };
    return opens;
  }
}

type Circuit = { policy: CircuitBreakerPolicy; breaker: ModelBreaker };

/**
 * The one way a model is called, whoever calls it (the chat, a lead summary, Test Connection):
 * the provider may stay silent for at most `silenceMs` (before its first token and between
 * tokens), the caller's abort stops it, a circuit per company stops calling a failing model
 * server for a while, and every call to a model server has its usage recorded (the built-in
 * responder, no model, has none).
 *
 * The circuit judges a call by whether the model starts answering: a failure before the first
 * piece of the answer counts against it inside the breaker; one after it is reported to it too.
 */
export class ModelCalls {
  private readonly circuits = new LRUCache<string, Circuit>({ max: 10_000 });

  constructor(private readonly deps: { usage: UsageSink; silenceMs: number; clock: Clock; logger: FastifyBaseLogger }) {}

  get silenceMs(): number {
    return this.deps.silenceMs;
  }

  async *stream(call: ModelCall): AsyncGenerator<CallEvent> {
    const started = performance.now();
    // Only a model server's call is ever stopped (silence, a caller that stopped reading); the
    // built-in responder's reply is made at once, and a turn is spared an AbortController.
    const controller = call.provider.remote ? new AbortController() : null;
    const request = controller ? { ...call.request, signal: controller.signal } : call.request;
    const events = call.provider.respond(request)[Symbol.asyncIterator]();
    const circuit = call.provider.remote ? this.circuit(call.circuit) : null;
    let text = '';
    let usage: ProviderUsage | undefined;
    let asksForContact = false;
    let offersBooking = false;
    let bookingFrom: string | null = null;
    let booked: BookedAppointment | null = null;
    let knowledge: string[] = [];
    let related: string[] = [];
    let answering = false;
    let finished = false;
    let outcome: CallOutcome = 'ok';
    let failure: unknown;
    let recorded: Promise<void> = Promise.resolve();
    try {
      const next = () =>
        this.nextWithin(events, controller).catch((error: unknown) => {
          // Visitors are spared the next wait; an admin testing a key waits on purpose and may retry.
          if (error instanceof ModelSilent && call.purpose !== 'test') circuit?.breaker.heardSilence();
          throw error;
        });
      let step = circuit ? await circuit.policy.execute(next) : await next();
      answering = true;
      while (!step.done) {
        const event: ProviderEvent = step.value;
        if (event.type === 'delta') {
          text += event.text;
          yield { type: 'delta', text: event.text };
        } else if (event.type === 'usage') {
          // A model that used tools answered in several rounds; each one is paid for.
          usage = usage ? addUsage(usage, event.usage) : event.usage;
        } else if (event.type === 'offers-booking') {
          offersBooking = true;
          bookingFrom = event.from;
        } else if (event.type === 'booked') {
          booked = event.booking;
        } else if (event.type === 'used-knowledge') {
          knowledge = event.titles;
        } else if (event.type === 'related-topics') {
          related = event.titles;
        } else {
          asksForContact = true;
        }
        step = await next();
      }
      finished = true;
    } catch (error) {
      finished = true;
      outcome = classify(error);
      failure = error;
      // A failure before the first event was already counted by the breaker itself.
      if (answering && circuit) await reportFailure(circuit.policy, error);
      this.deps.logger.warn(
        {
          companyId: call.companyId,
          purpose: call.purpose,
          outcome,
          reason: error instanceof Error ? error.message : String(error),
        },
        'model call failed',
      );
    } finally {
      // Neither finished nor failed: whoever was reading stopped reading.
      if (!finished) outcome = 'abandoned';
      // A stream that ran to its end holds nothing open; any other is cancelled (and an abort
      // costs an AbortError with its stack on every turn).
      if (outcome !== 'ok') controller?.abort();
      // The built-in responder is no model: its reply costs nothing, nothing reads a row of it
      // (billing counts platform-key calls, API usage leaves it out) and the chat's messages hold
      // the answer, so a company without a model writes one row less a turn (bench/README.md).
      if (call.provider.remote)
        recorded = this.deps.usage.record({
          companyId: call.companyId,
          sessionId: call.sessionId,
          purpose: call.purpose,
          provider: call.provider.name,
          model: usage?.model ?? call.provider.model,
          promptTokens: usage?.promptTokens ?? (outcome === 'circuit_open' ? 0 : estimatedPromptTokens(call.request)),
          completionTokens: usage?.completionTokens ?? estimateTokens(text),
          durationMs: Math.round(performance.now() - started),
          status: outcome,
          keySource: call.keySource,
          createdAt: this.deps.clock.now(),
        });
      // Awaited below; until then a failure must not go unhandled.
      recorded.catch(() => undefined);
      // A caller that stopped reading gets no 'end'; it is let go once the row is written.
      if (outcome === 'abandoned') await recorded;
    }
    // The end goes out before the usage row is written, so the caller's own writes made on it (the
    // chat's answer) join the row's transaction; the call is over once the row is written.
    try {
      yield {
        type: 'end',
        outcome,
        text,
        asksForContact,
        offersBooking,
        bookingFrom,
        booked,
        knowledge,
        related,
        ...(failure === undefined ? {} : { error: failure }),
      };
    } finally {
      await recorded;
    }
  }

  /** The whole answer at once (summaries, tests). */
  async complete(call: ModelCall): Promise<Extract<CallEvent, { type: 'end' }>> {
    for await (const event of this.stream(call)) if (event.type === 'end') return event;
    throw new Error('a model call ended without its end event');
  }

  /** The next event, unless the provider stays silent too long (remote only: those have a controller). */
  private async nextWithin(
    events: AsyncIterator<ProviderEvent>,
    controller: AbortController | null,
  ): Promise<IteratorResult<ProviderEvent>> {
    if (!controller) return events.next();
    const silence = AbortSignal.timeout(this.deps.silenceMs);
    const onSilence = () => controller.abort(new ModelSilent(this.deps.silenceMs));
    silence.addEventListener('abort', onSilence, { once: true });
    try {
      const step = await events.next();
      // An aborted stream may simply end instead of throwing; it is still not an answer.
      if (controller.signal.aborted) throw controller.signal.reason;
      return step;
    } catch (error) {
      if (controller.signal.reason instanceof ModelSilent) throw controller.signal.reason;
      throw error;
    } finally {
      silence.removeEventListener('abort', onSilence);
    }
  }

  private circuit(key: string): Circuit {
    let circuit = this.circuits.get(key);
    if (!circuit) {
      const breaker = new ModelBreaker();
      circuit = { policy: circuitBreaker(handleAll, { halfOpenAfter: CIRCUIT_PAUSE_MS, breaker }), breaker };
      this.circuits.set(key, circuit);
    }
    return circuit;
  }
}

function classify(error: unknown): Exclude<CallOutcome, 'ok' | 'abandoned'> {
  if (error instanceof BrokenCircuitError) return 'circuit_open';
  if (error instanceof ModelSilent) return 'timeout';
  return 'error';
}

/** A failure after the answer had started is still a failure of the model server: the circuit counts it. */
async function reportFailure(circuit: CircuitBreakerPolicy, error: unknown): Promise<void> {
  await circuit.execute(() => Promise.reject(error)).catch(() => undefined);
}

function estimatedPromptTokens(request: ModelCall['request']): number {
  return estimateTokens([request.systemPrompt, ...request.history.map((turn) => turn.content), request.message].join('\n'));
}

function addUsage(total: ProviderUsage, more: ProviderUsage): ProviderUsage {
  return {
    promptTokens: total.promptTokens + more.promptTokens,
    completionTokens: total.completionTokens + more.completionTokens,
    model: more.model,
    estimated: total.estimated || more.estimated,
  };
}
