import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyMessage, CompanyMessagesResponse, CompanyThreadsResponse } from '@frontdesk/contracts/messages';
import { addStaffUser, errorOf, getAs, sendAs, signUpCompany, superAdminToken } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let operator: string;
let a: Awaited<ReturnType<typeof signUpCompany>>;
let b: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await superAdminToken(ctx);
  a = await signUpCompany(ctx, { companyName: 'Harbour Bakery' });
  b = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
});
afterAll(() => ctx.close());

const companyMessages = async (token: string) =>
  (await getAs(ctx, token, '/api/company/messages')).json<CompanyMessagesResponse>().messages;
const operatorThreads = async () =>
  (await getAs(ctx, operator, '/api/super-admin/messages/companies/all')).json<CompanyThreadsResponse>().companies;
const threadOf = async (companyId: string) => (await operatorThreads()).find((thread) => thread.company_id === companyId);

describe('messages between a company and the operator', () => {
  it('go both ways, with unread counts and read state on each side', async () => {
    const companyId = a.user.companyId ?? '';
    const sent = await sendAs(ctx, a.token, 'POST', '/api/company/messages', { message: '  Can we get a second chat link?  ' });
    expect(sent.statusCode).toBe(201);
    const own = sent.json<{ message: CompanyMessage }>().message;
    expect(own).toMatchObject({ message: 'Can we get a second chat link?', from_super_admin: false, read_status: 'unread' });

    expect(await threadOf(companyId)).toMatchObject({ company_name: 'Harbour Bakery', unread_count: 1 });
    const conversation = await getAs(ctx, operator, `/api/super-admin/messages/companies/${companyId}`);
    expect(conversation.json<CompanyMessagesResponse>().messages.map((m) => m.message)).toEqual([
      'Can we get a second chat link?',
    ]);
    // Reading is not marking: the operator's inbox still counts it until the conversation is marked.
    expect((await threadOf(companyId))?.unread_count).toBe(1);
    const marked = await sendAs(ctx, operator, 'PUT', `/api/super-admin/messages/companies/${companyId}/mark-read`);
    expect(marked.json()).toEqual({ updated: 1 });
    expect((await threadOf(companyId))?.unread_count).toBe(0);
    expect((await companyMessages(a.token))[0]?.read_status).toBe('read');

    const reply = await sendAs(ctx, operator, 'POST', `/api/super-admin/messages/companies/${companyId}`, {
      message: 'Yes: the widget on your site uses the same link.',
    });
    expect(reply.statusCode).toBe(201);
    const unread = (await companyMessages(a.token)).filter((m) => m.from_super_admin && !m.read_by_company);
    expect(unread.map((m) => m.message)).toEqual(['Yes: the widget on your site uses the same link.']);
    expect((await sendAs(ctx, a.token, 'PUT', '/api/company/messages/mark-read')).json()).toEqual({ updated: 1 });
    const afterRead = await companyMessages(a.token);
    expect(afterRead.every((m) => m.read_by_company)).toBe(true);
    expect(afterRead.at(-1)?.read_status).toBe('read');
  });

  it('stay unread for the company while the operator visits it (impersonation) and opens its Messages', async () => {
    const companyId = b.user.companyId ?? '';
    await sendAs(ctx, operator, 'POST', `/api/super-admin/messages/companies/${companyId}`, {
      message: 'Your invoice is ready.',
    });
    const visit = await sendAs(ctx, operator, 'POST', `/api/super-admin/tenants/${companyId}/impersonate`);
    expect(visit.statusCode).toBe(200);
    const visiting = visit.json<{ token: string }>().token;
    const marked = await sendAs(ctx, visiting, 'PUT', '/api/company/messages/mark-read');
    expect(marked.json()).toEqual({ updated: 0 });
    expect((await companyMessages(b.token)).find((m) => m.message === 'Your invoice is ready.')?.read_status).toBe('unread');

    const read = await sendAs(ctx, b.token, 'PUT', '/api/company/messages/mark-read');
    expect(read.json()).toEqual({ updated: 1 });
  });

  it("are the operator's when the operator writes while visiting the company", async () => {
    const companyId = b.user.companyId ?? '';
    const visit = await sendAs(ctx, operator, 'POST', `/api/super-admin/tenants/${companyId}/impersonate`);
    const visiting = visit.json<{ token: string }>().token;
    const sent = await sendAs(ctx, visiting, 'POST', '/api/company/messages', { message: 'Written during my visit.' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<{ message: CompanyMessage }>().message).toMatchObject({ from_super_admin: true });

    const seenByCompany = (await companyMessages(b.token)).find((m) => m.message === 'Written during my visit.');
    expect(seenByCompany).toMatchObject({ from_super_admin: true, read_by_company: false });
    // Not in the operator's unread count: the operator wrote it.
    const unreadBefore = (await threadOf(companyId))?.unread_count;
    await sendAs(ctx, visiting, 'POST', '/api/company/messages', { message: 'And a second note.' });
    expect((await threadOf(companyId))?.unread_count).toBe(unreadBefore);
  });

  it('keep each company to its own conversation', async () => {
    await sendAs(ctx, b.token, 'POST', '/api/company/messages', { message: 'Hello from the dentist' });
    const seenByA = await companyMessages(a.token);
    expect(seenByA.map((m) => m.message)).not.toContain('Hello from the dentist');
    const reactToB = await sendAs(
      ctx,
      a.token,
      'PUT',
      `/api/company/messages/${(await companyMessages(b.token))[0]?.id}/reaction`,
      {
        emoji: '👍',
      },
    );
    expect(reactToB.statusCode).toBe(404);
    expect((await companyMessages(b.token))[0]?.emoji_reaction).toBeNull();
  });

  it('take one of the five reactions, and null to take it back', async () => {
    const [first] = await companyMessages(a.token);
    const url = `/api/company/messages/${first?.id}/reaction`;
    const heart = await sendAs(ctx, a.token, 'PUT', url, { emoji: '❤️' });
    expect(heart.statusCode).toBe(200);
    expect(heart.json<CompanyMessage>().emoji_reaction).toBe('❤️');
    const other = await sendAs(ctx, a.token, 'PUT', url, { emoji: '🔥' });
    expect(other.statusCode).toBe(400);
    expect(errorOf(other).message).toMatch(/five reactions/);
    expect((await sendAs(ctx, a.token, 'PUT', url, { emoji: null })).json<CompanyMessage>().emoji_reaction).toBeNull();
  });

  it('refuse an empty or overlong message with a clear 400, and an unknown company with 404', async () => {
    const empty = await sendAs(ctx, a.token, 'POST', '/api/company/messages', { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe('Please write a message.');
    const long = await sendAs(ctx, a.token, 'POST', '/api/company/messages', { message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    const unknown = await sendAs(ctx, operator, 'POST', '/api/super-admin/messages/companies/company-nosuchcompany', {
      message: 'Hello?',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('are read and written only by members with the Messages page (the unread badge is for admins)', async () => {
    const staff = await addStaffUser(ctx, a.token);
    expect((await getAs(ctx, staff.token, '/api/company/messages')).statusCode).toBe(403);
    expect((await sendAs(ctx, staff.token, 'POST', '/api/company/messages', { message: 'Hi' })).statusCode).toBe(403);
    await sendAs(ctx, a.token, 'POST', '/api/admin/set-permissions', { [staff.user.id]: { messages: true } });
    expect((await getAs(ctx, staff.token, '/api/company/messages')).statusCode).toBe(200);
    expect((await getAs(ctx, a.token, '/api/super-admin/messages/companies/all')).statusCode).toBe(403);
  });
});
