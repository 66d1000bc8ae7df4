import type { FastifyBaseLogger } from 'fastify';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { Clock } from '../platform/clock';
import type { CircuitBreakers } from '../platform/circuit-breaker';
import type { AiSettingsService, ProviderChoice } from '../modules/ai-settings/ai-settings.service';
import type { AiUsageService } from '../modules/ai-usage/ai-usage.service';
import type { PromptsService } from '../modules/prompts/prompts.service';
import { answerWithoutModel } from './builtin-provider';
import type { KnowledgeIndexCache } from './knowledge-cache';
import { OpenAiProvider } from './openai-provider';
import { assembleSystemPrompt } from './prompt-assembly';
import type { ChatTurn, ProviderUsage } from './provider';

export type AssistantEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; reply: string; askForContact: boolean; outcome: 'ok' | 'error' | 'timeout' | 'circuit_open' };

export type ReplyInput = {
  companyId: string;
  companyName: string;
  sessionId: string;
  history: ChatTurn[];
  message: string;
  /** Aborted when the visitor goes away, so the model call stops too. */
  signal?: AbortSignal;
};

// Knowledge entries sent to a model per turn: enough context, bounded prompt size.
const KNOWLEDGE_IN_PROMPT = 4;
const ASKS_FOR_CONTACT =
  /\b(e-?mail|phone(?: number)?|contact (?:details|information|info)|reach you|get in touch|call you back)\b/i;

/** Answers a visitor: chooses the provider, bounds the wait, keeps the circuit, records the cost. */
export class AssistantService {
  constructor(
    private readonly deps: {
      settings: AiSettingsService;
      prompts: PromptsService;
      knowledge: KnowledgeIndexCache;
      usage: AiUsageService;
      breakers: CircuitBreakers;
      clock: Clock;
      timeoutMs: number;
      logger: FastifyBaseLogger;
    },
  ) {}

  async *reply(input: ReplyInput): AsyncGenerator<AssistantEvent> {
    const choice = await this.deps.settings.providerFor(input.companyId);
    if (choice.kind === 'builtin') {
      yield* this.replyWithoutModel(input);
      return;
    }
    yield* this.replyWithModel(input, choice);
  }

  private async *replyWithoutModel(input: ReplyInput): AsyncGenerator<AssistantEvent> {
    const started = performance.now();
    const { index } = await this.deps.knowledge.get(input.companyId);
    const answer = answerWithoutModel(index, input.message, { companyName: input.companyName, history: input.history });
    for (const chunk of answer.chunks) yield { type: 'delta', text: chunk };
    await this.record(input, started, 'builtin', 'ok', {
      promptTokens: 0,
      completionTokens: 0,
      model: 'builtin',
      estimated: true,
    });
    yield { type: 'done', reply: answer.text, askForContact: answer.askForContact, outcome: 'ok' };
  }

  private async *replyWithModel(
    input: ReplyInput,
    choice: Extract<ProviderChoice, { kind: 'openai' }>,
  ): AsyncGenerator<AssistantEvent> {
    const started = performance.now();
    const breaker = this.deps.breakers.for(`${input.companyId}:${choice.source}`);
    if (!breaker.tryAcquire()) {
      await this.record(input, started, 'openai', 'circuit_open', {
        promptTokens: 0,
        completionTokens: 0,
        model: choice.model,
        estimated: true,
      });
      yield { type: 'delta', text: TEXTS.chat.apology };
      yield { type: 'done', reply: TEXTS.chat.apology, askForContact: false, outcome: 'circuit_open' };
      return;
    }
    const [prompt, { index }] = await Promise.all([
      this.deps.prompts.effective(input.companyId),
      this.deps.knowledge.get(input.companyId),
    ]);
    const lastVisitorTurn = [...input.history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
    const relevant = index.search(`${input.message} ${lastVisitorTurn}`.trim(), KNOWLEDGE_IN_PROMPT);
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
    let timer = setTimeout(() => ((timedOut = true), controller.abort()), this.deps.timeoutMs);
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
        timer = setTimeout(() => ((timedOut = true), controller.abort()), this.deps.timeoutMs);
        if (event.type === 'delta') {
          text += event.text;
          yield event;
        } else {
          usage = event.usage;
        }
      }
      breaker.recordSuccess();
      await this.record(
        input,
        started,
        'openai',
        'ok',
        usage ?? { promptTokens: 0, completionTokens: 0, model: choice.model, estimated: true },
      );
      yield { type: 'done', reply: text, askForContact: ASKS_FOR_CONTACT.test(text), outcome: 'ok' };
    } catch (error) {
      if (input.signal?.aborted && !timedOut) return;
      breaker.recordFailure();
      const outcome = timedOut ? 'timeout' : 'error';
      this.deps.logger.warn(
        { companyId: input.companyId, outcome, reason: error instanceof Error ? error.message : String(error) },
        'assistant call failed',
      );
      await this.record(
        input,
        started,
        'openai',
        outcome,
        usage ?? { promptTokens: 0, completionTokens: 0, model: choice.model, estimated: true },
      );
      const apology = text ? `\n\n${TEXTS.chat.apology}` : TEXTS.chat.apology;
      yield { type: 'delta', text: apology };
      yield { type: 'done', reply: text + apology, askForContact: false, outcome };
    } finally {
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', abort);
    }
  }

  private record(
    input: ReplyInput,
    started: number,
    provider: 'builtin' | 'openai',
    status: 'ok' | 'error' | 'timeout' | 'circuit_open',
    usage: ProviderUsage,
  ) {
    return this.deps.usage.record(input.companyId, {
      sessionId: input.sessionId,
      purpose: 'chat',
      provider,
      model: usage.model,
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
      durationMs: Math.round(performance.now() - started),
      status,
      createdAt: this.deps.clock.now(),
    });
  }
}
