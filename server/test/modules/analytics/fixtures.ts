import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../support/test-app';

const MINUTE = 60_000;

export type SessionFixture = {
  /** Minutes before `now` the session started. */
  startedMinutesAgo: number;
  seconds: number;
  messages: number;
  device: 'mobile' | 'tablet' | 'desktop';
  responseMs?: number;
  answers?: number;
  /** The visitor's first message (for the common questions). */
  opening?: string;
  /** The browser's visitor id; none, as from a client other than the chat page, when left out. */
  visitor?: string;
};

/** Rows written straight into the database, at exact times, so figures can be computed by hand. */
export class ChatData {
  constructor(
    private readonly ctx: TestContext,
    private readonly companyId: string,
    private readonly now: number,
  ) {}

  at(minutesAgo: number): string {
    return new Date(this.now - minutesAgo * MINUTE).toISOString();
  }

  async session(fixture: SessionFixture): Promise<string> {
    const id = randomUUID();
    const started = this.now - fixture.startedMinutesAgo * MINUTE;
    await this.ctx.database.executeSql(
      `insert into chat_sessions (id, company_id, device_type, started_at, last_activity_at, message_count, response_ms_total, answer_count, visitor_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        this.companyId,
        fixture.device,
        new Date(started).toISOString(),
        new Date(started + fixture.seconds * 1000).toISOString(),
        fixture.messages,
        fixture.responseMs ?? 0,
        fixture.answers ?? 0,
        fixture.visitor ?? null,
      ],
    );
    if (fixture.opening)
      await this.ctx.database.executeSql(
        `insert into chat_messages (company_id, session_id, role, content, created_at) values ($1, $2, 'user', $3, $4)`,
        [this.companyId, id, fixture.opening, new Date(started).toISOString()],
      );
    return id;
  }

  /** A lead, in a session or (`sessionId` null) left without chatting; answers its id. */
  async lead(lead: {
    sessionId: string | null;
    minutesAgo: number;
    name: string;
    email?: string;
    phone?: string;
  }): Promise<string> {
    const id = randomUUID();
    await this.ctx.database.executeSql(
      `insert into chat_leads (id, company_id, session_id, name, email, phone, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, this.companyId, lead.sessionId, lead.name, lead.email ?? '', lead.phone ?? '', this.at(lead.minutesAgo)],
    );
    return id;
  }

  /** A visitor opening the chat (a new visitor unless one is given); answers the visitor's id. */
  async visit(minutesAgo: number, visitor: string = randomUUID()): Promise<string> {
    const at = this.at(minutesAgo);
    await this.ctx.database.executeSql(
      `insert into chat_visits (company_id, day, visitor_id, first_seen_at) values ($1, $2, $3, $4)`,
      [this.companyId, at.slice(0, 10), visitor, at],
    );
    return visitor;
  }
}

export const DAY_MINUTES = 24 * 60;
