import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES_TEXTS, type CompanyMessage } from '@frontdesk/contracts/messages';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const fromAdmin: CompanyMessage = {
  id: 'm-1',
  message: 'Welcome aboard! Ask us anything.',
  from_super_admin: true,
  read_by_company: false,
  read_status: 'unread',
  emoji_reaction: null,
  created_at: '2030-01-01T10:00:00.000Z',
};
const mine: CompanyMessage = {
  id: 'm-2',
  message: 'Thanks! How do we add the widget?',
  from_super_admin: false,
  read_by_company: true,
  read_status: 'read',
  emoji_reaction: null,
  created_at: '2030-01-01T10:05:00.000Z',
};

function openMessages(routes: Record<string, FakeRoute>, user = makeUser()) {
  const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: [] } }, ...routes });
  storeSession(user);
  return { api, ...renderApp('/messages') };
}

describe('messages page (company)', () => {
  it("shows the conversation, marks the operator's new messages read and says there are new ones", async () => {
    let marked = false;
    const { api } = openMessages({
      'GET /api/company/messages': () => ({
        body: { messages: [marked ? { ...fromAdmin, read_by_company: true } : fromAdmin, mine] },
      }),
      'PUT /api/company/messages/mark-read': () => {
        marked = true;
        return { body: { updated: 1 } };
      },
    });
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText(fromAdmin.message)).toBeTruthy();
    expect(within(log).getByText('Read')).toBeTruthy();
    expect(await screen.findByText(MESSAGES_TEXTS.newFromAdmin)).toBeTruthy();
    await waitFor(() => expect(api.find('PUT', '/api/company/messages/mark-read')).toHaveLength(1));
  });

  it('sends with Enter, keeps Shift+Enter for new lines, and keeps the text when sending fails', async () => {
    let fail = true;
    const { user, api } = openMessages({
      'GET /api/company/messages': { body: { messages: [mine] } },
      'POST /api/company/messages': () => (fail ? { status: 500 } : { status: 201, body: { message: { ...mine, id: 'm-3' } } }),
    });
    const box = await screen.findByLabelText(MESSAGES_TEXTS.writeToAdmin);
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two{Enter}');
    expect(await screen.findByText(MESSAGES_TEXTS.sendFailed)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Line one\nline two');
    fail = false;
    await user.type(box, '{Enter}');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(api.find('POST', '/api/company/messages').map((request) => request.body)).toEqual([
      { message: 'Line one\nline two' },
      { message: 'Line one\nline two' },
    ]);
  });

  it('tells an operator visiting the company that they write as the platform admin', async () => {
    openMessages(
      { 'GET /api/company/messages': { body: { messages: [mine] } } },
      makeUser({ isSuperAdmin: true, impersonatedBy: 'operator-1' }),
    );
    expect(await screen.findByLabelText(MESSAGES_TEXTS.writeAsAdmin)).toBeTruthy();
    expect(screen.queryByLabelText(MESSAGES_TEXTS.writeToAdmin)).toBeNull();
  });

  it('searches with a found-count and says when nothing matches', async () => {
    const { user } = openMessages({
      'GET /api/company/messages': { body: { messages: [{ ...fromAdmin, read_by_company: true }, mine] } },
    });
    const search = await screen.findByRole('searchbox', { name: 'Search messages' });
    await user.type(search, 'widget');
    expect(screen.getByText('1 found')).toBeTruthy();
    expect(screen.queryByText(fromAdmin.message)).toBeNull();
    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByText(MESSAGES_TEXTS.noMatches('zebra'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByText(fromAdmin.message)).toBeTruthy();
  });

  it("reacts to the operator's message with one of the five reactions", async () => {
    const { user, api } = openMessages({
      'GET /api/company/messages': { body: { messages: [{ ...fromAdmin, read_by_company: true }] } },
      'PUT /api/company/messages/m-1/reaction': { body: { ...fromAdmin, read_by_company: true, emoji_reaction: '👍' } },
    });
    await user.click(await screen.findByRole('button', { name: 'thumbs up' }));
    expect(api.find('PUT', '/api/company/messages/m-1/reaction')[0]?.body).toEqual({ emoji: '👍' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'thumbs up' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('shows the empty state, and a failed load', async () => {
    openMessages({ 'GET /api/company/messages': { body: { messages: [] } } });
    expect(await screen.findByText(MESSAGES_TEXTS.empty)).toBeTruthy();
  });

  it('says when the messages cannot be fetched', async () => {
    openMessages({ 'GET /api/company/messages': { status: 500 } });
    expect(await screen.findByText(MESSAGES_TEXTS.fetchFailed)).toBeTruthy();
  });
});

describe('messages page (operator)', () => {
  const operator = makeUser({ isSuperAdmin: true, role: 'super_admin', companyId: null, companySlug: null });

  it('tells apart two companies of the same name by their id', async () => {
    const thread = (company_id: string, company_name: string) => ({
      company_id,
      company_name,
      unread_count: 0,
      last_message: null,
      last_message_at: null,
    });
    openMessages(
      {
        'GET /api/super-admin/messages/companies/all': {
          body: {
            companies: [
              thread('company-abc123', 'Beta Realty'),
              thread('company-def456', 'Beta Realty'),
              thread('company-ghi789', 'Hilltop Dental'),
            ],
          },
        },
      },
      operator,
    );
    const companies = await screen.findByRole('navigation', { name: 'Companies' });
    expect(await within(companies).findByText('company-abc123')).toBeTruthy();
    expect(within(companies).getByText('company-def456')).toBeTruthy();
    expect(within(companies).queryByText('company-ghi789')).toBeNull();
  });

  it('lists the companies with unread counts, opens one, marks it read and replies', async () => {
    const { user, api } = openMessages(
      {
        'GET /api/super-admin/messages/companies/all': {
          body: {
            companies: [
              {
                company_id: 'company-abc123',
                company_name: 'Harbour Bakery',
                unread_count: 2,
                last_message: 'Hello?',
                last_message_at: '2030-01-01T10:05:00.000Z',
              },
              {
                company_id: 'company-def456',
                company_name: 'Hilltop Dental',
                unread_count: 0,
                last_message: null,
                last_message_at: null,
              },
            ],
          },
        },
        'GET /api/super-admin/messages/companies/company-abc123': {
          body: { messages: [{ ...mine, message: 'Hello?', read_status: 'unread' }] },
        },
        'PUT /api/super-admin/messages/companies/company-abc123/mark-read': { body: { updated: 1 } },
        'POST /api/super-admin/messages/companies/company-abc123': {
          status: 201,
          body: { message: { ...fromAdmin, id: 'm-9' } },
        },
      },
      operator,
    );
    const companies = await screen.findByRole('navigation', { name: 'Companies' });
    expect(within(companies).getByText('2')).toBeTruthy();
    await user.click(within(companies).getByRole('button', { name: /Harbour Bakery/ }));
    expect(await screen.findByRole('heading', { name: 'Harbour Bakery' })).toBeTruthy();
    await waitFor(() => expect(api.find('PUT', '/api/super-admin/messages/companies/company-abc123/mark-read')).toHaveLength(1));
    await user.type(screen.getByLabelText('Write to Harbour Bakery'), 'We will call you today.{Enter}');
    await waitFor(() =>
      expect(api.find('POST', '/api/super-admin/messages/companies/company-abc123')[0]?.body).toEqual({
        message: 'We will call you today.',
      }),
    );
    // The inbox beside the conversation is read again after the send, so its last message is the one just sent.
    const sentAt = api.requests.findIndex((request) => request.method === 'POST');
    await waitFor(() =>
      expect(api.requests.slice(sentAt).some((request) => request.path === '/api/super-admin/messages/companies/all')).toBe(true),
    );
    // On a phone the chosen conversation takes the list's place (hidden below the lg width), with the way back.
    expect(companies.className).toContain('hidden lg:block');
    await user.click(screen.getByRole('button', { name: MESSAGES_TEXTS.allCompanies }));
    expect(screen.getByRole('navigation', { name: 'Companies' }).className).not.toContain('hidden');
    expect(screen.queryByRole('heading', { name: 'Harbour Bakery' })).toBeNull();
    // The keyboard goes on from the company it came back from, not from the top of the page.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Harbour Bakery'));
  });
});
