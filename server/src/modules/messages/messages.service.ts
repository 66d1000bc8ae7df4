import { randomUUID } from 'node:crypto';
import { MESSAGES_TEXTS, type CompanyMessage, type CompanyThread, type MessageReaction } from '@frontdesk/contracts/messages';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import type { RateLimitRule, RateLimits } from '../../platform/rate-limits';
import type { AccountsService } from '../accounts/accounts.service';
import { CompanyMessagesRepo, listThreads, type CompanyMessageRow } from './messages.repo';

// A conversation with a person, not a channel for bulk text: generous for people, small for scripts.
const SEND_LIMIT: RateLimitRule = { name: 'company-message', points: 30, durationSeconds: 10 * 60 };

type Side = 'company' | 'super_admin';

export type MessagesDeps = { database: DatabaseHandle; accounts: AccountsService; limits: RateLimits; clock: Clock };

/** The conversation between each company and the platform's operator, seen from either side. */
export class MessagesService {
  constructor(private readonly deps: MessagesDeps) {}

  async list(companyId: string, viewer: Side): Promise<CompanyMessage[]> {
    if (viewer === 'super_admin') await this.requireCompany(companyId);
    const rows = await this.repo(companyId, (repo) => repo.list());
    return rows.map(view);
  }

  /** `side` is the page it is written from; an operator visiting the company writes as the operator, not in its name. */
  async send(principal: Principal, companyId: string, text: string, side: Side): Promise<CompanyMessage> {
    const from: Side = principal.impersonatedBy ? 'super_admin' : side;
    if (side === 'super_admin') await this.requireCompany(companyId);
    await this.deps.limits.consume(SEND_LIMIT, `${from}:${principal.actorId}:${companyId}`, MESSAGES_TEXTS.tooMany);
    const row = await this.repo(companyId, (repo) =>
      repo.insert({
        id: randomUUID(),
        message: text,
        fromSuperAdmin: from === 'super_admin',
        authorId: principal.actorId,
        // The author has read their own message; the other side has not.
        readByCompany: from === 'company',
        readBySuperAdmin: from === 'super_admin',
        createdAt: this.deps.clock.now(),
      }),
    );
    return view(row);
  }

  /**
   * Marks everything the other side wrote as read by `reader`. An operator visiting the company
   * reads its messages without taking them from the company's unread count.
   */
  async markRead(principal: Principal, companyId: string, reader: Side): Promise<number> {
    if (reader === 'company' && principal.impersonatedBy) return 0;
    if (reader === 'super_admin') await this.requireCompany(companyId);
    return this.repo(companyId, (repo) => repo.markRead(reader));
  }

  async react(companyId: string, messageId: string, emoji: MessageReaction | null): Promise<CompanyMessage> {
    const row = await this.repo(companyId, (repo) => repo.setReaction(messageId, emoji));
    if (!row) throw notFound(MESSAGES_TEXTS.notFound);
    return view(row);
  }

  /** The operator's inbox: every company and what it sent that the operator has not read yet. */
  async threads(): Promise<CompanyThread[]> {
    const rows = await listThreads(this.deps.database.db);
    return rows.map((row) => ({
      company_id: row.companyId,
      company_name: row.companyName,
      unread_count: row.unreadCount,
      last_message: row.lastMessage,
      last_message_at: row.lastMessageAt?.toISOString() ?? null,
    }));
  }

  private repo<T>(companyId: string, work: (repo: CompanyMessagesRepo) => Promise<T>): Promise<T> {
    return withTenant(this.deps.database, companyId, (db) => work(new CompanyMessagesRepo(db, companyId)));
  }

  private async requireCompany(companyId: string): Promise<void> {
    if (!(await this.deps.accounts.company(companyId))) throw notFound(TEXTS.superAdmin.companyNotFound);
  }
}

function view(row: CompanyMessageRow): CompanyMessage {
  const readByRecipient = row.fromSuperAdmin ? row.readByCompany : row.readBySuperAdmin;
  return {
    id: row.id,
    message: row.message,
    from_super_admin: row.fromSuperAdmin,
    read_by_company: row.readByCompany,
    read_status: readByRecipient ? 'read' : 'unread',
    emoji_reaction: (row.emojiReaction as MessageReaction | null) ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
