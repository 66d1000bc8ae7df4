import { createHash } from 'node:crypto';
import OpenAI from 'openai';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { ChangeBus } from '../platform/change-bus';
import type { Clock } from '../platform/clock';
import { CompanyCache } from '../platform/company-cache';
import { AppError, withErrorField } from '../platform/errors';
import { BuiltinProvider } from './builtin-provider';
import { buildKnowledgeIndex, type KnowledgeEntry, type KnowledgeIndex } from './builtin/knowledge-index';
import { compactVector } from './builtin/rank-fusion';
import { loadWordVectors } from './builtin/word-vectors';
import { EntryMeanings, fuseByMeaning, MeaningStore, needsMeaning } from './meaning/meaning-ranking';
import { SentenceEncoder } from './meaning/sentence-encoder';
import { CIRCUIT_PAUSE_MS, ModelCalls, type CallEvent, type CallOutcome, type UsageSink } from './model-calls';
import { OpenAiProvider } from './openai-provider';
import { assembleSystemPrompt, type EffectivePrompt } from './prompt-assembly';
import type { BookedAppointment, BookingTools, ChatTurn, ModelFunctions, ProviderChoice, ProviderRequest } from './provider';

// The assistant's public face is this file: the shapes the modules exchange with it are named here.
export type { CallOutcome, UsageEntry, UsageSink } from './model-calls';
export type { EffectivePrompt } from './prompt-assembly';
export type { BookedAppointment, BookingTools, ChatTurn, FunctionDefinition, ModelFunctions, ProviderChoice } from './provider';
export { groupQuestionsByMeaning, type QuestionGroup } from './builtin/question-groups';
export { titleKey } from './builtin/knowledge-index';
/** A knowledge entry as retrieval reads it. */
export type KnowledgeDocument = KnowledgeEntry;

/** What the assistant needs to know about a company; the modules that own it provide it. */
export type AssistantSources = {
  providerFor(companyId: string): Promise<ProviderChoice>;
  effectivePrompt(companyId: string): Promise<EffectivePrompt>;
  knowledge(companyId: string): Promise<KnowledgeDocument[]>;
};

export type AssistantEvent =
  | { type: 'delta'; text: string }
  | {
      type: 'done';
      reply: string;
      askForContact: boolean;
      /** The built-in responder offers the booking card (the visitor asked to book). */
      offerBooking: boolean;
      /** The day the booking card opens on, the one the visitor named (YYYY-MM-DD); null: today. */
      bookingFrom: string | null;
      /** What the model booked through its tool, if it did. */
      booked: BookedAppointment | null;
      outcome: CallOutcome;
      /** Who answered, and from which knowledge entries (handed to the model, or used by the built-in responder). */
      answeredBy: AnsweredBy;
      knowledge: string[];
      /** Topics the visitor may tap after the built-in responder declined. */
      related: string[];
    };

export type AnsweredBy = 'builtin' | 'model';

export type ReplyInput = {
  companyId: string;
  companyName: string;
  sessionId: string;
  history: ChatTurn[];
  message: string;
  /** Stream the built-in responder's words at reading pace instead of all at once. */
  pace?: boolean;
  /** The company's calendar, when visitors may book in the chat. */
  booking?: BookingTools;
};

type ModelChoice = Extract<ProviderChoice, { kind: 'openai' }>;
/** When a model answers a company: the model, its provider (built once) and the prompt it is given. */
type AssistantConfig = { model: { choice: ModelChoice; provider: OpenAiProvider; prompt: EffectivePrompt } | null };
/** A company's knowledge as retrieval holds it: the lexical index, and its entries' meanings for a model's ranking. */
type CompanyKnowledge = { index: KnowledgeIndex; meanings: EntryMeanings };

// Knowledge entries sent to a model per turn: enough context, bounded prompt size.
const KNOWLEDGE_IN_PROMPT = 4;
// The lexical ranking's candidates that the encoder's ranking is fused with.
const LEXICAL_CANDIDATES = 10;
// A question's vector takes about 20 ms; a busy encoder is not waited for longer than this.
const QUESTION_ENCODING_BUDGET_MS = 100;
// The encoder's worker gives its memory back after this long without anything to encode.
const ENCODER_IDLE_MS = 5 * 60_000;
const ASKS_FOR_CONTACT =
  /\b(e-?mail|phone(?: number)?|contact (?:details|information|info)|reach you|get in touch|call you back)\b/i;
const DATA_INSTRUCTIONS = [
  "You answer a business owner's questions about their own customer-support chat: leads, conversions, sessions, visitors' questions, devices and the company's appointments.",
  'Get every figure by calling the functions; never invent or estimate a number. Call the one or two functions that answer the question.',
  'Then answer in two or three plain sentences with the key figures. If no function fits, say which questions you can answer.',
].join(' ');
const SUMMARY_INSTRUCTIONS =
  'Summarise this customer-support conversation for the business in at most three sentences: what the visitor wanted, what they were told, and any follow-up the team should do. Write in plain text.';

/**
 * The assistant: answers visitors with the company's provider (a model, or the built-in responder),
 * summarises conversations and tests model connections, every call through the one model-call
 * policy. The company's provider, prompt and knowledge index are cached and dropped on change.
 */
export class AssistantService {
  private readonly config: CompanyCache<AssistantConfig>;
  private readonly knowledge: CompanyCache<CompanyKnowledge>;
  private readonly calls: ModelCalls;
  private readonly meaning: MeaningStore | null;

  constructor(deps: {
    sources: AssistantSources;
    bus: ChangeBus;
    usage: UsageSink;
    clock: Clock;
    timeoutMs: number;
    /** Memory budget of the built knowledge indexes of every company together. */
    knowledgeCacheBytes: number;
    /** Whether the entries a model is handed are ranked by meaning too, or by their words only. */
    sentenceEncoder: boolean;
    logger: FastifyBaseLogger;
  }) {
    const { sources, bus } = deps;
    // The entries' vectors get half the knowledge indexes' budget again (608 bytes an entry).
    this.meaning = deps.sentenceEncoder
      ? new MeaningStore(new SentenceEncoder({ idleMs: ENCODER_IDLE_MS, logger: deps.logger }), deps.knowledgeCacheBytes / 2)
      : null;
    this.config = new CompanyCache(
      async (companyId) => {
        const choice = await sources.providerFor(companyId);
        // The built-in responder is given no prompt, so a company without a model does not read one.
        if (choice.kind !== 'openai') return { model: null };
        return { model: { choice, provider: new OpenAiProvider(choice), prompt: await sources.effectivePrompt(companyId) } };
      },
      { bus, topics: ['assistant-config'], ttlMs: 5 * 60_000 },
    );
    // Bounded by memory, not by the number of companies: one knowledge base may be a hundred times another.
    this.knowledge = new CompanyCache(
      async (companyId) => {
        const entries = await sources.knowledge(companyId);
        return { index: buildKnowledgeIndex(entries), meanings: new EntryMeanings(entries) };
      },
      {
        bus,
        topics: ['knowledge'],
        ttlMs: 10 * 60_000,
        maxCompanies: 10_000,
        maxBytes: { total: deps.knowledgeCacheBytes, of: ({ index }) => index.approximateBytes },
      },
    );
    this.calls = new ModelCalls({ usage: deps.usage, silenceMs: deps.timeoutMs, clock: deps.clock, logger: deps.logger });
    loadWordVectors();
  }

  /**
   * The answer to a visitor's message, streamed; ends with `done` unless the visitor left first.
   * A model that fails before writing a word is replaced by the built-in responder, so a broken
   * key or a model server that is down never leaves a visitor with only an apology.
   */
  async *reply(input: ReplyInput): AsyncGenerator<AssistantEvent> {
    const [{ model }, knowledge] = await Promise.all([this.config.get(input.companyId), this.knowledge.get(input.companyId)]);
    const { index } = knowledge;
    if (!model) {
      yield* this.builtinReply(input, index);
      return;
    }
    const { choice, prompt } = model;
    // A model is handed the most relevant entries.
    const handed = await this.relevantKnowledge(input, knowledge);
    const systemPrompt = assembleSystemPrompt({
      companyName: input.companyName,
      prompt,
      knowledge: handed.map((entry) => ({ title: entry.title, definition: entry.content })),
    });
    for await (const event of this.calls.stream({
      companyId: input.companyId,
      sessionId: input.sessionId,
      purpose: 'chat',
      provider: model.provider,
      circuit: circuitOf(input.companyId, choice),
      keySource: choice.source,
      request: { ...this.visitorRequest(input), systemPrompt },
    })) {
      if (event.type === 'delta') yield event;
      else if (event.outcome === 'abandoned') return;
      else if (event.outcome !== 'ok' && event.text === '') yield* this.builtinReply(input, index);
      else
        yield* finish(
          event,
          'model',
          handed.map((entry) => entry.title),
        );
    }
  }

  /** The built-in responder's answer from the knowledge; it reports the entries it used. */
  private async *builtinReply(input: ReplyInput, index: KnowledgeIndex): AsyncGenerator<AssistantEvent> {
    for await (const event of this.calls.stream({
      companyId: input.companyId,
      sessionId: input.sessionId,
      purpose: 'chat',
      provider: new BuiltinProvider(index, input.companyName, input.pace ?? false),
      circuit: `${input.companyId}:builtin`,
      keySource: null,
      request: { ...this.visitorRequest(input), systemPrompt: '' },
    })) {
      if (event.type === 'delta') yield event;
      else if (event.outcome !== 'abandoned') yield* finish(event, 'builtin', event.knowledge);
    }
  }

  private visitorRequest(input: ReplyInput): Omit<ProviderRequest, 'signal' | 'systemPrompt'> {
    return { history: input.history, message: input.message, ...(input.booking ? { booking: input.booking } : {}) };
  }

  /** Stops the sentence encoder's worker, if it runs. */
  async close(): Promise<void> {
    await this.meaning?.encoder.close();
  }

  /** A model-written summary of a conversation, or null without a model or when the model fails. */
  async summarize(companyId: string, sessionId: string | null, transcript: string): Promise<string | null> {
    const { model } = await this.config.get(companyId);
    if (!model) return null;
    const { choice } = model;
    const end = await this.calls.complete({
      companyId,
      sessionId,
      purpose: 'summary',
      provider: model.provider.withSettings({ maxTokens: 200, temperature: 0.2 }),
      circuit: circuitOf(companyId, choice),
      keySource: choice.source,
      request: { systemPrompt: SUMMARY_INSTRUCTIONS, history: [], message: transcript },
    });
    const text = end.text.trim();
    return end.outcome === 'ok' && text ? text.slice(0, 2000) : null;
  }

  /**
   * The business chat with a model: it reads the company's data only through `functions` (tool
   * calls, never SQL) and answers in words. Null without a model or when the call failed, so the
   * caller answers without one.
   */
  async answerFromData(companyId: string, question: string, functions: ModelFunctions): Promise<string | null> {
    const { model } = await this.config.get(companyId);
    if (!model) return null;
    const { choice } = model;
    const end = await this.calls.complete({
      companyId,
      sessionId: null,
      purpose: 'business-chat',
      provider: model.provider.withSettings({ temperature: 0.2 }),
      circuit: circuitOf(companyId, choice),
      keySource: choice.source,
      request: { systemPrompt: DATA_INSTRUCTIONS, history: [], message: question, functions },
    });
    const text = end.text.trim();
    return end.outcome === 'ok' && text ? text : null;
  }

  /** Test Connection: one tiny completion with the key and model given; a failure explains itself. */
  async testConnection(companyId: string, target: { apiKey: string; baseUrl: string | undefined; model: string }): Promise<void> {
    const end = await this.calls.complete({
      companyId,
      sessionId: null,
      purpose: 'test',
      provider: new OpenAiProvider({ ...target, maxTokens: 5, temperature: 0 }),
      // Its own circuit per key tried: a key being fixed is not held back by the failures of the last one.
      circuit: `test:${companyId}:${createHash('sha256')
        .update(`${target.baseUrl ?? ''}\n${target.apiKey}`)
        .digest('hex')
        .slice(0, 16)}`,
      // The key being tried is the one the admin typed in: a test is never billed.
      keySource: 'company',
      request: { systemPrompt: '', history: [], message: 'Reply with the word OK.' },
    });
    if (end.outcome !== 'ok') throw withErrorField(explainFailure(end, this.calls.silenceMs));
  }

  /**
   * The entries a model is handed: the lexical ranking's best, fused with the sentence encoder's
   * ranking when the words alone found no entry that covers the question (and the entries'
   * meanings are ready: the company's first model turn starts encoding them).
   */
  private async relevantKnowledge(input: ReplyInput, { index, meanings }: CompanyKnowledge): Promise<KnowledgeDocument[]> {
    const lastVisitorTurn = [...input.history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
    const query = `${input.message} ${lastVisitorTurn}`.trim();
    const lexical = index.search(query, LEXICAL_CANDIDATES, { companyName: input.companyName });
    const byWords = lexical.slice(0, KNOWLEDGE_IN_PROMPT).map((ranked) => ranked.entry);
    const vectors = this.meaning ? meanings.vectorsFrom(this.meaning) : null;
    if (!this.meaning || !vectors || !needsMeaning(lexical)) return byWords;
    const question = await this.meaning.encoder.embedQuestionWithin(query, QUESTION_ENCODING_BUDGET_MS);
    if (!question) return byWords;
    return fuseByMeaning(lexical, meanings.entries, vectors, compactVector(question)).slice(0, KNOWLEDGE_IN_PROMPT);
  }
}

/** One circuit per company and key source: the operator's key failing does not stop a company's own. */
function circuitOf(companyId: string, choice: ModelChoice): string {
  return `${companyId}:${choice.source}`;
}

/** The answer, or the spec's apology after whatever part of an answer already went out. */
function* finish(
  end: Extract<CallEvent, { type: 'end' }>,
  answeredBy: AnsweredBy,
  knowledge: string[],
): Generator<AssistantEvent> {
  if (end.outcome === 'ok') {
    yield {
      type: 'done',
      reply: end.text,
      askForContact: !end.offersBooking && !end.booked && (end.asksForContact || ASKS_FOR_CONTACT.test(end.text)),
      offerBooking: end.offersBooking,
      bookingFrom: end.bookingFrom,
      booked: end.booked,
      outcome: 'ok',
      answeredBy,
      knowledge,
      related: end.related,
    };
    return;
  }
  const apology = end.text ? `\n\n${TEXTS.chat.apology}` : TEXTS.chat.apology;
  yield { type: 'delta', text: apology };
  yield {
    type: 'done',
    reply: end.text + apology,
    askForContact: false,
    offerBooking: false,
    bookingFrom: null,
    booked: end.booked,
    outcome: end.outcome,
    answeredBy,
    knowledge: [],
    related: [],
  };
}

function explainFailure(end: Extract<CallEvent, { type: 'end' }>, silenceMs: number): AppError {
  const { error } = end;
  if (end.outcome === 'timeout') {
    return new AppError(
      ERROR_CODES.aiProviderFailed,
      `${TEXTS.openai.connectionFailed}: no answer within ${Math.round(silenceMs / 1000)} seconds.`,
    );
  }
  if (end.outcome === 'circuit_open') {
    return new AppError(
      ERROR_CODES.aiProviderFailed,
      `${TEXTS.openai.connectionFailed}: the last attempts with this key failed; try again in ${CIRCUIT_PAUSE_MS / 1000} seconds.`,
    );
  }
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AppError(ERROR_CODES.validation, TEXTS.openai.invalidKey, { fieldErrors: { api_key: [TEXTS.openai.invalidKey] } });
  }
  if (error instanceof OpenAI.NotFoundError) {
    return new AppError(ERROR_CODES.validation, `${TEXTS.openai.connectionFailed}: the model is not available for this key.`);
  }
  if (error instanceof OpenAI.APIError && error.status) {
    return new AppError(ERROR_CODES.aiProviderFailed, `${TEXTS.openai.connectionFailed}: the provider answered ${error.status}.`);
  }
  return new AppError(ERROR_CODES.aiProviderFailed, `${TEXTS.openai.connectionFailed}: the model server could not be reached.`);
}
