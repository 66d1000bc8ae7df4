import { setTimeout as sleep } from 'node:timers/promises';
import { respondFromKnowledge } from './builtin/builtin-responder';
import type { KnowledgeIndex } from './builtin/knowledge-index';
import type { AssistantProvider, ProviderEvent, ProviderRequest } from './provider';

// A built-in answer is ready at once; paced, it appears as a model's would, word by word.
const WORD_DELAY_MS = 15;

/**
 * The built-in responder needs no model and no network: it answers from the company's knowledge
 * index, and streams its reply in word-sized pieces like a model's answer.
 */
export class BuiltinProvider implements AssistantProvider {
  readonly name = 'builtin' as const;
  readonly remote = false;
  readonly model = 'builtin';

  constructor(
    private readonly index: KnowledgeIndex,
    private readonly companyName: string,
    /** Stream at reading pace (a visitor watching) rather than all at once. */
    private readonly pace: boolean,
  ) {}

  async *respond(request: ProviderRequest): AsyncIterable<ProviderEvent> {
    const reply = respondFromKnowledge(this.index, request.message, { companyName: this.companyName, history: request.history });
    if (reply.kind === 'decline' || reply.kind === 'contact') yield { type: 'asks-for-contact' };
    for (const [position, word] of (reply.text.match(/\S+\s*/g) ?? [reply.text]).entries()) {
      if (this.pace && position > 0) await sleep(WORD_DELAY_MS, undefined, { signal: request.signal }).catch(() => undefined);
      if (request.signal.aborted) return;
      yield { type: 'delta', text: word };
    }
    yield { type: 'usage', usage: { promptTokens: 0, completionTokens: 0, model: this.model, estimated: true } };
  }
}
