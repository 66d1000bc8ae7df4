import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicChatUser } from '@frontdesk/contracts/public-chat';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi, type FakeResponse } from '../../../test/fake-api';
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

function openUsers(answer: FakeResponse) {
  createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: ['admin'] } },
    'GET /api/admin/public-chat-users': answer,
  });
  storeSession(makeUser());
  return renderApp('/public-chat-users');
}

const table = () => screen.getByRole('table');

describe('public chat users page', () => {
  it('loads, then lists the visitors with links to write or call them', async () => {
    openUsers({ body: { users: [grace, alan] } });
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
    const { user } = openUsers({ body: { users: [grace, alan] } });
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
    openUsers({ body: { users: [alan] } });
    expect(await screen.findByText('Total: 1 user')).toBeTruthy();
  });

  it('says so when no visitor has left details yet', async () => {
    openUsers({ body: { users: [] } });
    expect(await screen.findByText(TEXTS.publicChatUsers.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Total:/)).toBeNull();
  });

  it('shows the load failure text', async () => {
    openUsers({ status: 500 });
    expect((await screen.findByRole('alert')).textContent).toContain(TEXTS.publicChatUsers.loadFailed);
  });
});
