import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CHAT_USERS_TEXTS, type PublicChatUser } from '@frontdesk/contracts/public-chat-users';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi, type FakeResponse, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const longSummary = `${'Asked about three-bedroom houses near the park. '.repeat(3)}Wants a viewing on Saturday.`;

const grace: PublicChatUser = {
  id: 'u-1',
  name: 'Grace',
  lastname: 'Hopper',
  email: 'grace@example.com',
  phone: '+1 (555) 010-0100',
  conversation_summary: longSummary,
  created_at: '2026-02-03T10:00:00.000Z',
};
const alan: PublicChatUser = {
  id: 'u-2',
  name: 'Alan',
  lastname: '',
  email: '',
  phone: '+44 20 7946 0000',
  conversation_summary: 'Asked for opening hours.',
  created_at: '2026-02-01T10:00:00.000Z',
};

const listOf = (users: PublicChatUser[], more: Partial<{ total: number; matching: number; next_cursor: string }> = {}) => ({
  body: { users, total: users.length, matching: users.length, next_cursor: null, ...more },
});

function openUsers(answer: FakeResponse, otherRoutes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: ['admin'] } },
    'GET /api/admin/public-chat-users': answer,
    ...otherRoutes,
  });
  storeSession(makeUser());
  return { ...renderApp('/public-chat-users'), api };
}

const table = () => screen.getByRole('table');

describe('public chat users page', () => {
  it('loads, then lists the visitors with links to write or call them', async () => {
    openUsers(listOf([grace, alan]));
    expect(await screen.findByText('Loading users...')).toBeTruthy();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByText('Grace Hopper')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'grace@example.com' }).getAttribute('href')).toBe('mailto:grace@example.com');
    expect(within(first).getByRole('link', { name: '+1 (555) 010-0100' }).getAttribute('href')).toBe('tel:+15550100100');
    expect(within(first).getByText(/Feb 3, 2026/)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByRole('link', { name: /@/ })).toBeNull();
    // The same people as cards for phones.
    expect(within(screen.getByRole('list', { name: 'Visitors' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Total: 2 users')).toBeTruthy();
  });

  it('cuts a long summary at 150 characters, with Show More and Show Less', async () => {
    const { user } = openUsers(listOf([grace, alan]));
    await screen.findByRole('table');
    const cut = `${longSummary.slice(0, 150).trimEnd()}…`;
    expect(within(table()).getByText(cut)).toBeTruthy();
    expect(within(table()).queryByText(longSummary)).toBeNull();
    // A short summary has nothing to expand.
    expect(within(table()).getAllByRole('button', { name: 'Show More' })).toHaveLength(1);

    await user.click(within(table()).getByRole('button', { name: 'Show More' }));
    expect(within(table()).getByText(longSummary)).toBeTruthy();
    const less = within(table()).getByRole('button', { name: 'Show Less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');

    await user.click(less);
    expect(within(table()).getByText(cut)).toBeTruthy();
  });

  it('counts a single user in the singular', async () => {
    openUsers(listOf([alan]));
    expect(await screen.findByText('Total: 1 user')).toBeTruthy();
  });

  it('says so when no visitor has left details yet', async () => {
    openUsers(listOf([]));
    expect(await screen.findByText(TEXTS.publicChatUsers.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Total:/)).toBeNull();
  });

  it('searches on the server as the admin types, and says when nobody matches', async () => {
    const { user, api } = openUsers(listOf([grace, alan]), {
      'GET /api/admin/public-chat-users?search=grace': listOf([grace], { total: 2, matching: 1 }),
      'GET /api/admin/public-chat-users?search=zed': listOf([], { total: 2, matching: 0 }),
    });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(PUBLIC_CHAT_USERS_TEXTS.searchLabel), 'grace');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText(`Total: 2 users · ${PUBLIC_CHAT_USERS_TEXTS.matching(1, 2)}`)).toBeTruthy();
    // Typing letter by letter asks once the typing pauses, not once a letter.
    expect(api.requests.filter((request) => request.path.includes('search=')).map((request) => request.path)).toEqual([
      '/api/admin/public-chat-users?search=grace',
    ]);

    await user.clear(screen.getByLabelText(PUBLIC_CHAT_USERS_TEXTS.searchLabel));
    await user.type(screen.getByLabelText(PUBLIC_CHAT_USERS_TEXTS.searchLabel), 'zed');
    expect(await screen.findByText(PUBLIC_CHAT_USERS_TEXTS.noMatches('zed'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PUBLIC_CHAT_USERS_TEXTS.clearSearch }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    expect((screen.getByLabelText(PUBLIC_CHAT_USERS_TEXTS.searchLabel) as HTMLInputElement).value).toBe('');
  });

  it('shows more visitors a page at a time, the keyboard going to the first of them', async () => {
    const { user } = openUsers(listOf([grace], { total: 2, matching: 2, next_cursor: 'after-grace' }), {
      'GET /api/admin/public-chat-users?cursor=after-grace': listOf([alan], { total: 2 }),
    });
    await screen.findByRole('table');
    expect(screen.getByText(`Total: 2 users · ${PUBLIC_CHAT_USERS_TEXTS.showing(1)}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PUBLIC_CHAT_USERS_TEXTS.loadMore }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: PUBLIC_CHAT_USERS_TEXTS.loadMore })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Alan');
    expect(screen.getByText('Total: 2 users')).toBeTruthy();
  });

  it('keeps the search when a search fails, and names the search its results answer while the next one loads', async () => {
    let answerGrace: (() => void) | undefined;
    const { user } = openUsers(listOf([grace, alan]), {
      'GET /api/admin/public-chat-users?search=broken': { status: 500 },
      'GET /api/admin/public-chat-users?search=nobody': listOf([], { total: 2, matching: 0 }),
      'GET /api/admin/public-chat-users?search=grace': () =>
        new Promise<FakeResponse>((resolve) => {
          answerGrace = () => resolve(listOf([grace], { total: 2, matching: 1 }));
        }),
    });
    await screen.findByRole('table');
    const box = () => screen.getByLabelText(PUBLIC_CHAT_USERS_TEXTS.searchLabel) as HTMLInputElement;
    await user.type(box(), 'broken');
    expect((await screen.findByRole('alert')).textContent).toContain(TEXTS.publicChatUsers.loadFailed);
    expect(box().value).toBe('broken');
    await user.clear(box());
    await user.type(box(), 'nobody');
    expect(await screen.findByText(PUBLIC_CHAT_USERS_TEXTS.noMatches('nobody'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PUBLIC_CHAT_USERS_TEXTS.clearSearch }));
    expect(document.activeElement).toBe(box());
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));

    // While "grace" is asked, the visitors on screen are still everyone's, and said to be.
    await user.type(box(), 'grace');
    await waitFor(() => expect(answerGrace).toBeDefined());
    expect(screen.getByText('Total: 2 users').textContent).toBe('Total: 2 users');
    answerGrace?.();
    expect(await screen.findByText(`Total: 2 users · ${PUBLIC_CHAT_USERS_TEXTS.matching(1, 2)}`)).toBeTruthy();
  });

  it('shows the load failure text', async () => {
    openUsers({ status: 500 });
    expect((await screen.findByRole('alert')).textContent).toContain(TEXTS.publicChatUsers.loadFailed);
  });
});
