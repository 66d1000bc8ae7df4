import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { PagePermission } from '@frontdesk/contracts/permissions';
import { createFakeApi } from '../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../test/render-app';

function signedInAt(path: string, role: 'admin' | 'user', permissions: PagePermission[]) {
  const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions } } });
  const token = storeSession(makeUser({ role, permissions }));
  return { ...renderApp(path), api, token };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('top navigation', () => {
  it('shows an admin every link of a built page and both menus', async () => {
    const { user } = signedInAt('/dashboard', 'admin', []);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Calendar', 'Messages']);

    await user.click(within(nav).getByRole('button', { name: 'API' }));
    const apiMenu = screen.getByRole('list', { name: 'API menu' });
    expect(within(apiMenu).getByRole('link', { name: 'OpenAI Settings' }).getAttribute('href')).toBe('/openai-settings');

    await user.click(within(nav).getByRole('button', { name: 'Admin' }));
    expect(screen.queryByRole('list', { name: 'API menu' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Admin menu' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Company Setup',
      'Custom Prompt',
      'Billing',
      'Admin Panel',
      'Integration',
      'Statistics',
      'Analytics',
      'API Usage',
      'Business Intelligence',
      'Business Intelligence Chat',
      'Public Chat Simulator',
      'Public Chat Users',
    ]);
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Open messages' }).getAttribute('href')).toBe('/messages');
  });

  it('shows an ordinary user only what their permissions allow', async () => {
    const { user } = signedInAt('/dashboard', 'user', ['dashboard', 'profile', 'integration']);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard']);
    expect(within(nav).queryByRole('button', { name: 'API' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Admin' }));
    expect(
      within(screen.getByRole('list', { name: 'Admin menu' }))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Integration']);
    // Without the Messages page there is no messages icon either, on a wide screen or in the phone menu.
    expect(screen.queryByRole('link', { name: 'Open messages' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /menu/i }));
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).queryByRole('link', { name: /Messages/ })).toBeNull();
  });

  it('follows the permissions fetched after load, not only the stored ones', async () => {
    createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['dashboard', 'company-setup'] } } });
    storeSession(makeUser({ role: 'user', permissions: ['dashboard'] }));
    renderApp('/dashboard');
    await waitFor(() => expect(within(mainNav()).queryByRole('button', { name: 'Admin' })).not.toBeNull());
  });

  it('highlights the current page', async () => {
    signedInAt('/dashboard', 'admin', []);
    const link = within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('closes a menu on Escape, returning focus to its button, and on an outside click', async () => {
    const { user } = signedInAt('/dashboard', 'admin', []);
    const button = within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Admin' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Company Setup');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(screen.getByRole('heading', { name: TEXTS.dashboard.title }));
    expect(screen.queryByRole('list', { name: 'Admin menu' })).toBeNull();
  });

  it('groups the same links under API and Admin headings in the mobile menu', async () => {
    const { user } = signedInAt('/dashboard', 'admin', []);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByText('API')).toBeTruthy();
    expect(within(mobile).getByText('Admin')).toBeTruthy();
    expect(within(mobile).getByRole('link', { name: 'Public Chat Users' }).getAttribute('href')).toBe('/public-chat-users');
    // Messages once, with its badge, though the main links name it too.
    expect(within(mobile).getAllByRole('link', { name: /Messages/ })).toHaveLength(1);
    await user.click(within(mobile).getByRole('link', { name: 'Public Chat Users' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    // Escape inside the open menu closes it, and the keyboard goes back to its button.
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    within(screen.getByRole('navigation', { name: 'Mobile' }))
      .getByRole('link', { name: 'Public Chat Users' })
      .focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('logs out: tells the server, forgets the session and shows the sign-in page', async () => {
    const { user, api, token, router } = signedInAt('/dashboard', 'admin', []);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(TEXTS.auth.loggedOut)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.find('POST', '/api/auth/logout')[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('permissions')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it("counts the operator's unread messages on the messages icon, '9+' above 9, for admins only", async () => {
    const unread = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: `m-${index}`,
        message: `Hello ${index}`,
        from_super_admin: true,
        read_by_company: false,
        read_status: 'unread',
        emoji_reaction: null,
        created_at: '2030-01-01T10:00:00.000Z',
      }));
    createFakeApi({
      'GET /api/users/my-permissions': { body: { permissions: [] } },
      'GET /api/company/messages': { body: { messages: unread(12) } },
    });
    storeSession(makeUser({ role: 'admin' }));
    renderApp('/dashboard');
    // Seen as '9+'; heard as the link's name with the count.
    const link = await screen.findByRole('link', { name: /^Open messages\s*, 12 unread$/ });
    expect(link.querySelector('[aria-hidden="true"]:not(svg)')?.textContent).toBe('9+');
  });

  it('shows no unread badge to an ordinary user', async () => {
    const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['dashboard'] } } });
    storeSession(makeUser({ role: 'user', permissions: ['dashboard'] }));
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(api.find('GET', '/api/company/messages')).toEqual([]);
  });
});

describe('moving to another page from the menu', () => {
  it('gives the keyboard to the new page, not the link that led there', async () => {
    const { user, router } = signedInAt('/dashboard', 'user', ['dashboard', 'profile', 'calendar']);
    const calendar = within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Calendar' });
    calendar.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
    await waitFor(() => expect(document.activeElement?.id).toBe('page-content'));
  });
});
