import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ModelCalls, type UsageEntry } from '../../src/assistant/model-calls';
import type { AssistantProvider, ProviderEvent, ProviderRequest } from '../../src/assistant/provider';
import { systemClock } from '../../src/platform/clock';

/** A model answering in three pieces; it keeps the signal each call was given. */
class ThreePieces implements AssistantProvider {
  readonly name = 'openai' as const;
  readonly remote = true;
  readonly model = 'test-model';
  readonly signals: AbortSignal[] = [];

  async *respond(request: ProviderRequest): AsyncIterable<ProviderEvent> {
    if (request.signal) this.signals.push(request.signal);
    for (const text of ['One ', 'two ', 'three.']) yield { type: 'delta', text };
  }
}

/** A model server that accepts the call and says nothing until the caller has given up on it. */
class Silent implements AssistantProvider {
  readonly name = 'openai' as const;
  readonly remote = true;
  readonly model = 'test-model';
  calls = 0;

  async *respond(request: ProviderRequest): AsyncIterable<ProviderEvent> {
    this.calls += 1;
    await new Promise((resolve) => request.signal?.addEventListener('abort', resolve, { once: true }));
    yield { type: 'delta', text: 'Too late.' };
  }
}

/** A model server that refuses every call at once. */
class Failing implements AssistantProvider {
  readonly name = 'openai' as const;
  readonly remote = true;
  readonly model = 'test-model';
  calls = 0;

  // eslint-disable-next-line require-yield -- it fails before its first event, as a refused call does
  async *respond(): AsyncIterable<ProviderEvent> {
    this.calls += 1;
    throw new Error('503 Service Unavailable');
  }
}

function setUp(silenceMs = 5_000) {
  const recorded: UsageEntry[] = [];
  const calls = new ModelCalls({
    usage: { record: async (entry) => void recorded.push(entry) },
    silenceMs,
    clock: systemClock,
    logger: pino({ level: 'silent' }),
  });
  const provider = new ThreePieces();
  const call = {
    companyId: 'company-1',
    sessionId: null,
    purpose: 'chat' as const,
    provider,
    circuit: 'company-1:test',
    keySource: 'company' as const,
    request: { systemPrompt: '', history: [], message: 'Hello?' },
  };
  return { calls, provider, call, recorded };
}

describe('a model call and its stream', () => {
  it('leaves a stream that ran to its end alone, and records the call as ok', async () => {
    const { calls, provider, call, recorded } = setUp();
    const end = await calls.complete(call);
    expect(end).toMatchObject({ outcome: 'ok', text: 'One two three.' });
    expect(provider.signals[0]?.aborted).toBe(false);
    expect(recorded.map((entry) => entry.status)).toEqual(['ok']);
  });

  it('cancels the model when its reader stops reading, and records the call as abandoned', async () => {
    const { calls, provider, call, recorded } = setUp();
    for await (const event of calls.stream(call)) {
      expect(event).toEqual({ type: 'delta', text: 'One ' });
      break;
    }
    expect(provider.signals[0]?.aborted).toBe(true);
    expect(recorded.map((entry) => entry.status)).toEqual(['abandoned']);
  });

  it('gives the built-in responder no signal to stop it, and records no usage for it', async () => {
    const { calls, call, recorded } = setUp();
    const seen: (AbortSignal | undefined)[] = [];
    const local: AssistantProvider = {
      name: 'builtin',
      remote: false,
      model: 'builtin',
      async *respond(request) {
        seen.push(request.signal);
        yield { type: 'delta', text: 'Local.' };
      },
    };
    expect(await calls.complete({ ...call, provider: local })).toMatchObject({ outcome: 'ok', text: 'Local.' });
    expect(seen).toEqual([undefined]);
    expect(recorded).toEqual([]);
  });
});

describe('the circuit of a model server', () => {
  it('opens after one silence, so only the first visitor waits for it', async () => {
    const { calls, call, recorded } = setUp(30);
    const silent = new Silent();
    expect(await calls.complete({ ...call, provider: silent })).toMatchObject({ outcome: 'timeout' });
    expect(await calls.complete({ ...call, provider: silent })).toMatchObject({ outcome: 'circuit_open' });
    expect(silent.calls).toBe(1);
    expect(recorded.map((entry) => entry.status)).toEqual(['timeout', 'circuit_open']);
  });

  it('opens only after three errors in a row, which cost nobody a wait', async () => {
    const { calls, call } = setUp();
    const failing = new Failing();
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i += 1) outcomes.push((await calls.complete({ ...call, provider: failing })).outcome);
    expect(outcomes).toEqual(['error', 'error', 'error', 'circuit_open']);
    expect(failing.calls).toBe(3);
  });

  it('counts errors in a row only: an answer in between starts the count again', async () => {
    const { calls, call, provider } = setUp();
    const failing = new Failing();
    expect((await calls.complete({ ...call, provider: failing })).outcome).toBe('error');
    expect((await calls.complete(call)).outcome).toBe('ok');
    for (let i = 0; i < 2; i += 1) expect((await calls.complete({ ...call, provider: failing })).outcome).toBe('error');
    expect(provider.signals).toHaveLength(1);
  });

  it('lets an admin testing a key try again after a silence', async () => {
    const { calls, call } = setUp(30);
    const silent = new Silent();
    const test = { ...call, purpose: 'test' as const, provider: silent };
    expect((await calls.complete(test)).outcome).toBe('timeout');
    expect((await calls.complete(test)).outcome).toBe('timeout');
    expect(silent.calls).toBe(2);
  });
});
