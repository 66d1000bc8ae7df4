import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import {
  BRAND_DEFAULTS,
  PUBLIC_CHAT_LIMITS,
  type ContactDetails,
  type PublicChatUser,
  type PublicCompany,
} from '@frontdesk/contracts/public-chat';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { AssistantEvent, AssistantService } from '../../assistant/assistant.service';
import { OpenAiProvider } from '../../assistant/openai-provider';
import type { ChatTurn } from '../../assistant/provider';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { AiSettingsService } from '../ai-settings/ai-settings.service';
import { AiUsageRepo } from '../ai-usage/ai-usage.repo';
import { usageRecord, type AiUsageService } from '../ai-usage/ai-usage.service';
import { extractiveSummary, SUMMARY_INSTRUCTIONS } from './conversation-summary';
import { deviceTypeOf } from './device-type';
import { findCompanyBySlugOrId, PublicChatRepo, type ChatLeadRow } from './public-chat.repo';

const CONTACT_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

export type Visitor = { ip: string; userAgent: string | undefined };
type PublicCompanyRef = { id: string; name: string; slug: string };

export type ChatTurnStream = { sessionId: string; events: AsyncGenerator<AssistantEvent> };

/** The public chat: no login, the company comes from the link, visitors are sessions. */
export class PublicChatService {
  constructor(
    private readonly deps: {
      database: DatabaseHandle;
      assistant: AssistantService;
      settings: AiSettingsService;
      usage: AiUsageService;
      limiter: RateLimiter;
      clock: Clock;
      timeoutMs: number;
      /** Messages per minute. */
      rateLimits: { perVisitor: number; perCompany: number };
      logger: FastifyBaseLogger;
    },
  ) {}

  async profile(slugOrId: string): Promise<PublicCompany> {
    const company = await this.company(slugOrId);
    const brand = await withTenant(this.deps.database, company.id, (db) => new PublicChatRepo(db, company.id).brand());
    return {
      name: company.name,
      slug: company.slug,
      primary_color: brand?.primaryColor ?? BRAND_DEFAULTS.primary_color,
      secondary_color: brand?.secondaryColor ?? BRAND_DEFAULTS.secondary_color,
      logo_url: brand?.logoUrl ?? '',
      welcome_message: brand?.welcomeMessage ?? BRAND_DEFAULTS.welcome_message,
    };
  }

  /**
   * Checks everything that can refuse the message (company, limits), stores it, and returns the
   * session and the stream of the answer. Refusals are thrown before anything is streamed.
   */
  async startTurn(
    slugOrId: string,
    input: { message: string; sessionId?: string },
    visitor: Visitor,
    stream?: { signal: AbortSignal },
  ): Promise<ChatTurnStream> {
    const company = await this.company(slugOrId);
    const { perVisitor, perCompany } = this.deps.rateLimits;
    this.limit(`chat:visitor:${company.id}:${visitor.ip}`, { limit: perVisitor, windowMs: 60_000 }, TEXTS.chat.tooManyMessages);
    this.limit(`chat:company:${company.id}`, { limit: perCompany, windowMs: 60_000 }, TEXTS.chat.companyBusy);
    const now = this.deps.clock.now();
    const { sessionId, history } = await withTenant(this.deps.database, company.id, async (db) => {
      const repo = new PublicChatRepo(db, company.id);
      // An unknown or foreign session id starts a fresh conversation rather than failing the visitor.
      const existing = input.sessionId ? await repo.findSession(input.sessionId) : undefined;
      const id = existing?.id ?? randomUUID();
      if (existing) {
        const turns = await repo.recentMessages(id, PUBLIC_CHAT_LIMITS.historyWindow);
        await repo.addMessage(id, 'user', input.message, now);
        await repo.touchSession(id, now, true);
        return { sessionId: id, history: turns };
      }
      await repo.createSession({
        id,
        deviceType: deviceTypeOf(visitor.userAgent),
        userAgent: visitor.userAgent?.slice(0, 400) ?? null,
        startedAt: now,
        lastActivityAt: now,
        messageCount: 1,
      });
      await repo.addMessage(id, 'user', input.message, now);
      return { sessionId: id, history: [] };
    });
    return { sessionId, events: this.answer(company, sessionId, history, input.message, stream?.signal) };
  }

  /** The whole answer at once, for clients that do not stream. */
  async chat(slugOrId: string, input: { message: string; sessionId?: string }, visitor: Visitor) {
    const turn = await this.startTurn(slugOrId, input, visitor);
    for await (const event of turn.events) {
      if (event.type === 'done') return { reply: event.reply, sessionId: turn.sessionId, askForContact: event.askForContact };
    }
    return { reply: TEXTS.chat.apology, sessionId: turn.sessionId, askForContact: false };
  }

  async contact(slugOrId: string, input: ContactDetails, visitor: Visitor): Promise<void> {
    const company = await this.company(slugOrId);
    this.limit(`chat:contact:${company.id}:${visitor.ip}`, CONTACT_LIMIT, TEXTS.chat.tooManyMessages);
    const leadId = randomUUID();
    const now = this.deps.clock.now();
    const { sessionId, turns } = await withTenant(this.deps.database, company.id, async (db) => {
      const repo = new PublicChatRepo(db, company.id);
      const session = input.sessionId ? await repo.findSession(input.sessionId) : undefined;
      const conversation = session ? await repo.recentMessages(session.id, 200) : [];
      // The lead is stored first with a summary made on the spot, so nothing is lost if the model fails.
      await repo.insertLead({
        id: leadId,
        sessionId: session?.id ?? null,
        name: input.name,
        lastname: input.lastname,
        email: input.email,
        phone: input.phone,
        conversationSummary: extractiveSummary(conversation, input.name),
        createdAt: now,
      });
      return { sessionId: session?.id ?? null, turns: conversation };
    });
    // Only a session of this company is named in the usage record, never the id the visitor sent.
    const summary = await this.modelSummary(company.id, sessionId, turns);
    if (summary)
      await withTenant(this.deps.database, company.id, (db) =>
        new PublicChatRepo(db, company.id).setLeadSummary(leadId, summary),
      );
  }

  async leads(companyId: string): Promise<PublicChatUser[]> {
    const rows = await withTenant(this.deps.database, companyId, (db) => new PublicChatRepo(db, companyId).listLeads());
    return rows.map(leadView);
  }

  private async *answer(
    company: PublicCompanyRef,
    sessionId: string,
    history: ChatTurn[],
    message: string,
    signal?: AbortSignal,
  ): AsyncGenerator<AssistantEvent> {
    for await (const event of this.deps.assistant.reply({
      companyId: company.id,
      companyName: company.name,
      history,
      message,
      // A streaming visitor is shown the answer at reading pace; the JSON endpoint answers at once.
      ...(signal ? { signal, pace: true } : {}),
    })) {
      if (event.type === 'done') {
        const now = this.deps.clock.now();
        // The answer and what it cost are stored together: one transaction per turn's end.
        await withTenant(this.deps.database, company.id, async (db) => {
          const repo = new PublicChatRepo(db, company.id);
          await repo.addMessage(sessionId, 'assistant', event.reply, now);
          await repo.touchSession(sessionId, now, false);
          await new AiUsageRepo(db, company.id).insert(
            usageRecord({ ...event.usage, sessionId, purpose: 'chat', createdAt: now }),
          );
        });
      }
      yield event;
    }
  }

  /** A model-written summary when the company has a model; null otherwise or on any failure. */
  private async modelSummary(companyId: string, sessionId: string | null, turns: ChatTurn[]): Promise<string | null> {
    if (turns.length === 0) return null;
    const choice = await this.deps.settings.providerFor(companyId);
    if (choice.kind !== 'openai') return null;
    const provider = new OpenAiProvider({ ...choice, maxTokens: 200, temperature: 0.2 });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.deps.timeoutMs);
    const started = performance.now();
    let text = '';
    let tokens = { promptTokens: 0, completionTokens: 0 };
    let status: 'ok' | 'error' | 'timeout' = 'ok';
    try {
      const transcript = turns.map((turn) => `${turn.role === 'user' ? 'Visitor' : 'Assistant'}: ${turn.content}`).join('\n');
      for await (const event of provider.respond({
        systemPrompt: SUMMARY_INSTRUCTIONS,
        history: [],
        message: transcript,
        signal: controller.signal,
      })) {
        if (event.type === 'delta') text += event.text;
        else tokens = event.usage;
      }
    } catch (error) {
      status = controller.signal.aborted ? 'timeout' : 'error';
      this.deps.logger.warn(
        { companyId, reason: error instanceof Error ? error.message : String(error) },
        'summary by model failed; keeping the extractive one',
      );
    } finally {
      clearTimeout(timer);
    }
    await this.deps.usage.record(companyId, {
      sessionId,
      purpose: 'summary',
      provider: 'openai',
      model: choice.model,
      promptTokens: tokens.promptTokens,
      completionTokens: tokens.completionTokens,
      durationMs: Math.round(performance.now() - started),
      status,
      createdAt: this.deps.clock.now(),
    });
    return status === 'ok' && text.trim() ? text.trim().slice(0, 2000) : null;
  }

  private async company(slugOrId: string): Promise<PublicCompanyRef> {
    const company = await findCompanyBySlugOrId(this.deps.database.db, slugOrId);
    if (!company) throw notFound(TEXTS.chat.companyNotFound);
    if (company.isBlocked) throw new AppError(ERROR_CODES.chatUnavailable, TEXTS.chat.unavailable);
    return company;
  }

  private limit(key: string, rule: RateLimitRule, message: string): void {
    const result = this.deps.limiter.hit(key, rule);
    if (!result.allowed) {
      throw new AppError(
        ERROR_CODES.rateLimited,
        message,
        { retryAfterSeconds: result.retryAfterSeconds },
        { 'retry-after': String(result.retryAfterSeconds) },
      );
    }
  }
}

function leadView(row: ChatLeadRow): PublicChatUser {
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    conversation_summary: row.conversationSummary,
    created_at: row.createdAt.toISOString(),
  };
}
