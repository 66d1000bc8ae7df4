import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUBLIC_CHAT_USERS_TEXTS,
  type PublicChatUser,
  type PublicChatUsersResponse,
} from '@frontdesk/contracts/public-chat-users';
import { chatLeads } from '../../../src/db/schema/chat';
import { addStaffUser, bearer, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let owner: { token: string; companyId: string };
let other: { token: string; companyId: string };

// 120 visitors a minute apart, the newest last; every tenth asked about a wedding cake.
const VISITORS = 120;
const visitor = (companyId: string, i: number) => ({
  id: `lead-${companyId}-${String(i).padStart(3, '0')}`,
  companyId,
  name: i === 7 ? 'Ada 100%' : `Visitor${i}`,
  lastname: i === 42 ? 'Lovelace' : 'Smith',
  email: `visitor${i}@example.com`,
  phone: i === 99 ? '+1 (555) 010-9999' : '',
  conversationSummary: i % 10 === 0 ? 'Asked about a wedding cake for June.' : 'Asked about opening hours.',
  createdAt: new Date(Date.UTC(2026, 10, 1, 9, i)),
});

const list = (token: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/public-chat-users${query}`, headers: bearer(token) });
const page = async (token: string, query = '') => {
  const response = await list(token, query);
  expect(response.statusCode).toBe(200);
  return response.json<PublicChatUsersResponse>();
};
const names = (users: PublicChatUser[]) => users.map((user) => `${user.name} ${user.lastname}`);

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await signUpCompany(ctx, { companyName: 'Many Visitors Bakery' });
  const b = await signUpCompany(ctx, { companyName: 'Other Bakery' });
  owner = { token: a.token, companyId: a.user.companyId ?? '' };
  other = { token: b.token, companyId: b.user.companyId ?? '' };
  await ctx.database.db.insert(chatLeads).values(Array.from({ length: VISITORS }, (_, i) => visitor(owner.companyId, i)));
  await ctx.database.db.insert(chatLeads).values([{ ...visitor(other.companyId, 60), name: 'Lovelace', lastname: 'Theirs' }]);
});
afterAll(() => ctx.close());

describe('Public Chat Users', () => {
  it('pages through every visitor newest first, each once, with the totals of the footer', async () => {
    const first = await page(owner.token);
    expect(first.users).toHaveLength(50);
    expect(first.users[0]?.name).toBe('Visitor119');
    expect(first).toMatchObject({ total: VISITORS, matching: VISITORS });
    const second = await page(owner.token, `?cursor=${encodeURIComponent(first.next_cursor ?? '')}`);
    const third = await page(owner.token, `?cursor=${encodeURIComponent(second.next_cursor ?? '')}`);
    expect(third.users).toHaveLength(20);
    expect(third.next_cursor).toBeNull();
    const ids = [...first.users, ...second.users, ...third.users].map((user) => user.id);
    expect(new Set(ids).size).toBe(VISITORS);
  });

  it("searches name, e-mail, phone and conversation, every word, and never another company's visitors", async () => {
    const cakes = await page(owner.token, '?search=wedding%20cake');
    expect(cakes).toMatchObject({ total: VISITORS, matching: 12 });
    expect(cakes.users.every((user) => user.conversation_summary.includes('wedding cake'))).toBe(true);
    expect(names((await page(owner.token, '?search=ada%20lovelace')).users)).toEqual([]);
    expect(names((await page(owner.token, '?search=visitor42%20LOVELACE')).users)).toEqual(['Visitor42 Lovelace']);
    expect(names((await page(owner.token, '?search=visitor5%40example')).users)).toEqual(['Visitor5 Smith']);
    expect(names((await page(owner.token, '?search=5550109999')).users)).toEqual(['Visitor99 Smith']);
    expect(names((await page(other.token, '?search=lovelace')).users)).toEqual(['Lovelace Theirs']);
  });

  it("takes a search's % and _ as the characters they are", async () => {
    expect(names((await page(owner.token, '?search=100%25')).users)).toEqual(['Ada 100% Smith']);
    expect((await page(owner.token, '?search=_')).matching).toBe(0);
  });

  it('answers a bad search or page with a message the admin can act on', async () => {
    const long = await list(owner.token, `?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(PUBLIC_CHAT_USERS_TEXTS.searchTooLong);
    for (const bad of ['yesterday', '2026-02-30T00:00:00Z_x', '2026-02-29T10:00:00.5Z_x', '0000-01-01T00:00:00Z_x', '_x']) {
      const cursor = await list(owner.token, `?cursor=${encodeURIComponent(bad)}`);
      expect(cursor.statusCode, bad).toBe(400);
      expect(cursor.json().message).toContain(PUBLIC_CHAT_USERS_TEXTS.badCursor);
    }
    const limit = await list(owner.token, '?limit=1000');
    expect(limit.statusCode).toBe(400);
  });

  it("never pages into another company's visitors with their cursor", async () => {
    const theirs = await page(other.token);
    const cursor = theirs.users[0] ? `${theirs.users[0].created_at}_${theirs.users[0].id}` : '';
    const crossed = await page(owner.token, `?cursor=${encodeURIComponent(cursor)}`);
    expect(crossed.users.length).toBeGreaterThan(0);
    expect(crossed.users.every((user) => user.id.startsWith(`lead-${owner.companyId}-`))).toBe(true);
  });

  it('pages one by one through visitors who left details within the same millisecond', async () => {
    const { token, companyId } = await signUpCompany(ctx, { companyName: 'Busy Minute Bakery' }).then((a) => ({
      token: a.token,
      companyId: a.user.companyId ?? '',
    }));
    await ctx.database.db.execute(sql`
      insert into chat_leads (id, company_id, name, email, created_at) values
        ('same-ms-a', ${companyId}, 'First', 'first@example.com', '2026-11-02 10:00:00.123100+00'),
        ('same-ms-b', ${companyId}, 'Second', 'second@example.com', '2026-11-02 10:00:00.123900+00'),
        ('same-ms-c', ${companyId}, 'Third', 'third@example.com', '2026-11-02 10:00:00.123500+00')`);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null && seen.length < 5) {
      const next: PublicChatUsersResponse = await page(token, `?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...next.users.map((user) => user.name));
      cursor = next.next_cursor;
    }
    expect(seen).toEqual(['Second', 'Third', 'First']);
  });

  it('is closed to a user without the page', async () => {
    const clerk = await addStaffUser(ctx, owner.token);
    expect((await list(clerk.token)).statusCode).toBe(403);
  });
});
