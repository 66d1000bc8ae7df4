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
    this.signals.push(request.signal);
    for (const text of ['One ', 'two ', 'three.']) yield { type: 'delta', text };
  }
}

function setUp() {
  const recorded: UsageEntry[] = [];
  const calls = new ModelCalls({
    usage: { record: async (entry) => void recorded.push(entry) },
    silenceMs: 5_000,
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
});
