import type { FastifyBaseLogger } from 'fastify';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { CircuitBreakers } from '../platform/circuit-breaker';
import type { ProviderChoice } from '../modules/ai-settings/ai-settings.service';
import type { EffectivePrompt } from '../modules/prompts/prompts.service';
import type { AssistantConfigCache } from './assistant-config-cache';
import { answerWithoutModel } from './builtin-provider';
import type { KnowledgeIndexCache } from './knowledge-cache';
import { OpenAiProvider } from './openai-provider';
import { assembleSystemPrompt } from './prompt-assembly';
import type { ChatTurn, ProviderUsage } from './provider';

export type TurnOutcome = 'ok' | 'error' | 'timeout' | 'circuit_open';

/** What one answer cost; the caller stores it with the answer, in the same transaction. */
export type TurnUsage = {
  provider: 'builtin' | 'openai';
  model: string;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
  status: TurnOutcome;
};

export type AssistantEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; reply: string; askForContact: boolean; outcome: TurnOutcome; usage: TurnUsage };

export type ReplyInput = {
  companyId: string;
  companyName: string;
  history: ChatTurn[];
  message: string;
  /** Aborted when the visitor goes away, so the model call stops too. */
  signal?: AbortSignal;
  /** Stream the built-in responder's words at reading pace instead of all at once. */
  pace?: boolean;
};

// A built-in answer is ready at once; paced, it appears as it would from a model, word by word.
const BUILTIN_WORD_DELAY_MS = 15;

// Knowledge entries sent to a model per turn: enough context, bounded prompt size.
const KNOWLEDGE_IN_PROMPT = 4;
const ASKS_FOR_CONTACT =
  /\b(e-?mail|phone(?: number)?|contact (?:details|information|info)|reach you|get in touch|call you back)\b/i;

/** Answers a visitor: chooses the provider, bounds the wait, keeps the circuit, reports the cost. */
export class AssistantService {
  constructor(
    private readonly deps: {
      config: AssistantConfigCache;
      knowledge: KnowledgeIndexCache;
      breakers: CircuitBreakers;
      timeoutMs: number;
      logger: FastifyBaseLogger;
    },
  ) {}

  async *reply(input: ReplyInput): AsyncGenerator<AssistantEvent> {
    const { choice, prompt } = await this.deps.config.get(input.companyId);
    if (choice.kind === 'builtin') {
      yield* this.replyWithoutModel(input);
      return;
    }
    yield* this.replyWithModel(input, choice, prompt);
  }

  private async *replyWithoutModel(input: ReplyInput): AsyncGenerator<AssistantEvent> {
    const started = performance.now();
    const { index } = await this.deps.knowledge.get(input.companyId);
    const answer = answerWithoutModel(index, input.message, { companyName: input.companyName, history: input.history });
    for (const [index, chunk] of answer.chunks.entries()) {
      if (input.pace && index > 0) await new Promise((resolve) => setTimeout(resolve, BUILTIN_WORD_DELAY_MS));
      if (input.signal?.aborted) return;
      yield { type: 'delta', text: chunk };
    }
    const usage = turnUsage('builtin', 'ok', started, {
      promptTokens: 0,
      completionTokens: 0,
      model: 'builtin',
      estimated: true,
    });
    yield { type: 'done', reply: answer.text, askForContact: answer.askForContact, outcome: 'ok', usage };
  }

  private async *replyWithModel(
    input: ReplyInput,
    choice: Extract<ProviderChoice, { kind: 'openai' }>,
    prompt: EffectivePrompt,
  ): AsyncGenerator<AssistantEvent> {
    const started = performance.now();
    const noUsage: ProviderUsage = { promptTokens: 0, completionTokens: 0, model: choice.model, estimated: true };
    const breaker = this.deps.breakers.for(`${input.companyId}:${choice.source}`);
    if (!breaker.tryAcquire()) {
      yield* apologise('', 'circuit_open', turnUsage('openai', 'circuit_open', started, noUsage));
      return;
    }
    let verdict = false;
    try {
      yield* this.callModel(input, choice, prompt, started, noUsage, (success) => {
        verdict = true;
        if (success) breaker.recordSuccess();
        else breaker.recordFailure();
      });
    } finally {
      // A turn abandoned without a verdict must not keep a half-open circuit's only trial.
      if (!verdict) breaker.release();
    }
  }

  private async *callModel(
    input: ReplyInput,
    choice: Extract<ProviderChoice, { kind: 'openai' }>,
    prompt: EffectivePrompt,
    started: number,
    noUsage: ProviderUsage,
    settle: (success: boolean) => void,
  ): AsyncGenerator<AssistantEvent> {
    const { index } = await this.deps.knowledge.get(input.companyId);
    const lastVisitorTurn = [...input.history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
    const relevant = index.search(`${input.message} ${lastVisitorTurn}`.trim(), KNOWLEDGE_IN_PROMPT, {
      companyName: input.companyName,
    });
    const systemPrompt = assembleSystemPrompt({
      companyName: input.companyName,
      prompt,
      knowledge: relevant.map((ranked) => ({ title: ranked.entry.title, definition: ranked.entry.content })),
    });
    const provider = new OpenAiProvider(choice);
    const controller = new AbortController();
    const abort = () => controller.abort();
    input.signal?.addEventListener('abort', abort, { once: true });
    let timedOut = false;
    const arm = () => setTimeout(() => ((timedOut = true), controller.abort()), this.deps.timeoutMs);
    let timer = arm();
    let text = '';
    let usage: ProviderUsage | undefined;
    try {
      for await (const event of provider.respond({
        systemPrompt,
        history: input.history,
        message: input.message,
        signal: controller.signal,
      })) {
        // The limit is on silence, not on length: each piece of the answer restarts the clock.
        clearTimeout(timer);
        timer = arm();
        if (event.type === 'delta') {
          text += event.text;
          yield event;
        } else {
          usage = event.usage;
        }
      }
      // An aborted stream may simply end instead of throwing; it is still not an answer.
      if (controller.signal.aborted) throw new Error('model call aborted');
      settle(true);
      yield {
        type: 'done',
        reply: text,
        askForContact: ASKS_FOR_CONTACT.test(text),
        outcome: 'ok',
        usage: turnUsage('openai', 'ok', started, usage ?? noUsage),
      };
    } catch (error) {
      if (input.signal?.aborted && !timedOut) return;
      settle(false);
      const outcome = timedOut ? 'timeout' : 'error';
      this.deps.logger.warn(
        { companyId: input.companyId, outcome, reason: error instanceof Error ? error.message : String(error) },
        'assistant call failed',
      );
      yield* apologise(text, outcome, turnUsage('openai', outcome, started, usage ?? noUsage));
    } finally {
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', abort);
    }
  }
}

/** When no answer can be had: the spec's apology, after whatever part of an answer already went out. */
function* apologise(partial: string, outcome: TurnOutcome, usage: TurnUsage): Generator<AssistantEvent> {
  const apology = partial ? `\n\n${TEXTS.chat.apology}` : TEXTS.chat.apology;
  yield { type: 'delta', text: apology };
  yield { type: 'done', reply: partial + apology, askForContact: false, outcome, usage };
}

function turnUsage(provider: TurnUsage['provider'], status: TurnOutcome, started: number, usage: ProviderUsage): TurnUsage {
  return {
    provider,
    model: usage.model,
    promptTokens: usage.promptTokens,
    completionTokens: usage.completionTokens,
    durationMs: Math.round(performance.now() - started),
    status,
  };
}
