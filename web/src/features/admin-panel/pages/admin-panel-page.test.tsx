import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@frontdesk/contracts/admin-users';
import { PAGE_PERMISSIONS, type PagePermission } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const withPages = (pages: PagePermission[]) => PAGE_PERMISSIONS.map((page) => ({ page, canAccess: pages.includes(page) }));
const owner: AdminUser = {
  id: 'u-1',
  email: 'ada@example.com',
  name: 'Ada',
  lastname: 'Lovelace',
  role: 'admin',
  permissions: withPages([...PAGE_PERMISSIONS]),
};
const grace: AdminUser = {
  id: 'u-2',
  email: 'grace@example.com',
  name: 'Grace',
  lastname: '',
  role: 'user',
  permissions: withPages(['dashboard', 'profile']),
};

function openPanel(routes: Record<string, FakeRoute> = {}, user = makeUser()) {
  const api = createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: user.permissions } },
    'GET /api/admin/users': { body: { users: [owner, grace] } },
    ...routes,
  });
  storeSession(user);
  return { api, ...renderApp('/admin') };
}

describe('admin panel', () => {
  it('shows users by e-mail against the 19 pages, admins ticked and fixed', async () => {
    openPanel();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(20);
    const ownerBilling = screen.getByRole('checkbox', { name: 'billing for ada@example.com' }) as HTMLInputElement;
    expect(ownerBilling.checked).toBe(true);
    expect(ownerBilling.disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'dashboard for grace@example.com' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'billing for grace@example.com' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows a user granted admin with every page, fixed, and their own ticks again once admin is taken back', async () => {
    const erin: AdminUser = { ...grace, id: 'u-3', email: 'erin@example.com', permissions: withPages(['admin', 'profile']) };
    const { user } = openPanel({ 'GET /api/admin/users': { body: { users: [owner, erin] } } });
    const cell = (page: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `${page} for erin@example.com` });
    await screen.findByRole('table');
    expect([cell('billing').checked, cell('billing').disabled]).toEqual([true, true]);
    expect([cell('admin').checked, cell('admin').disabled]).toEqual([true, false]);
    await user.click(cell('admin'));
    expect([cell('billing').checked, cell('billing').disabled]).toEqual([false, false]);
    expect(cell('profile').checked).toBe(true);
    // A change made meanwhile, then admin granted again: nothing hidden under it is left to save.
    await user.click(cell('profile'));
    await user.click(cell('admin'));
    await user.click(screen.getByRole('button', { name: TEXTS.admin.grantConfirm }));
    expect(cell('profile').checked).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' }).disabled).toBe(true);
  });

  it('saves only the cells the admin changed, then shows the matrix as the server now has it', async () => {
    // Another admin grants Grace billing while this one works: the save must not undo it.
    let saved = false;
    const { user, api } = openPanel({
      'GET /api/admin/users': () => ({
        body: {
          users: [owner, saved ? { ...grace, permissions: withPages(['dashboard', 'profile', 'billing', 'statistics']) } : grace],
        },
      }),
      'POST /api/admin/set-permissions': () => {
        saved = true;
        return { body: { message: TEXTS.admin.permissionsUpdated } };
      },
    });
    const save = await screen.findByRole<HTMLButtonElement>('button', { name: 'Save Changes' });
    expect(save.disabled).toBe(true);
    // A tick taken back is no change.
    await user.click(screen.getByRole('checkbox', { name: 'analytics for grace@example.com' }));
    expect(save.disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'analytics for grace@example.com' }));
    expect(save.disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'statistics for grace@example.com' }));
    await user.click(save);
    expect(await screen.findByText(TEXTS.admin.permissionsUpdated)).toBeTruthy();
    expect(api.find('POST', '/api/admin/set-permissions').map((request) => request.body)).toEqual([
      { 'u-2': { statistics: true } },
    ]);
    // The matrix is read again: the other admin's grant shows beside this one's.
    expect(api.find('GET', '/api/admin/users')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'billing for grace@example.com' }).checked).toBe(true),
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'statistics for grace@example.com' }).checked).toBe(true);
    expect(save.disabled).toBe(true);
  });

  it("shows the server's reason when it refuses a save, and keeps the changes", async () => {
    const refusal = TEXTS.admin.ownerAccessFixed('ada@example.com');
    const { user } = openPanel({
      'POST /api/admin/set-permissions': { status: 409, body: { message: refusal, code: 'CONFLICT' } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'billing for grace@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText(TEXTS.admin.permissionsUpdated)).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'billing for grace@example.com' }).checked).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' }).disabled).toBe(false);
  });

  it('on a phone, lists the users, each folding open to named checkboxes, and saves the same changes', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      const { user, api } = openPanel({
        'POST /api/admin/set-permissions': { body: { message: TEXTS.admin.permissionsUpdated } },
      });
      const list = await screen.findByRole('list', { name: 'Page permissions per user' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(list).getByText('Admin · every page')).toBeTruthy();
      expect(within(list).getByText(`2 of ${PAGE_PERMISSIONS.length} pages`)).toBeTruthy();

      await user.click(within(list).getByText('grace@example.com'));
      const billing = screen.getByRole<HTMLInputElement>('checkbox', { name: 'billing for grace@example.com' });
      expect(billing.checked).toBe(false);
      await user.click(billing);
      expect(within(list).getByText(`3 of ${PAGE_PERMISSIONS.length} pages`)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(TEXTS.admin.permissionsUpdated)).toBeTruthy();
      const [sent] = api.find('POST', '/api/admin/set-permissions').map((request) => request.body);
      expect(sent).toEqual({ 'u-2': { billing: true } });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks before granting admin, and Cancel leaves it unticked', async () => {
    const { user } = openPanel();
    const adminBox = (await screen.findByRole('checkbox', { name: 'admin for grace@example.com' })) as HTMLInputElement;
    await user.click(adminBox);
    const dialog = screen.getByRole('dialog', { name: TEXTS.admin.grantTitle });
    expect(within(dialog).getByText(TEXTS.admin.grantBody)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(adminBox.checked).toBe(false);
    await user.click(adminBox);
    await user.click(screen.getByRole('button', { name: TEXTS.admin.grantConfirm }));
    expect(adminBox.checked).toBe(true);
  });

  it('creates a user, and shows the server’s field errors under the fields', async () => {
    let calls = 0;
    const { user, api } = openPanel({
      'POST /api/admin/create-user': () =>
        ++calls === 1
          ? {
              status: 409,
              body: {
                message: 'An account with this email already exists',
                code: 'CONFLICT',
                details: { fieldErrors: { email: ['An account with this email already exists'] } },
              },
            }
          : { status: 201, body: { message: TEXTS.admin.userCreated, user: { ...grace, id: 'u-3', email: 'alan@example.com' } } },
    });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Name *'), 'Alan');
    await user.type(screen.getByLabelText('Email *'), 'alan@example.com');
    await user.type(screen.getByLabelText('Password *'), 'a-long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect((await screen.findAllByText('An account with this email already exists')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(TEXTS.admin.userCreated)).toBeTruthy();
    expect(api.find('POST', '/api/admin/create-user')[1]?.body).toEqual({
      name: 'Alan',
      lastname: '',
      email: 'alan@example.com',
      password: 'a-long-enough-password',
    });
    await waitFor(() => expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe(''));
  });

  it("says 'Please fill out all required fields.' when a required field is empty, and sends nothing", async () => {
    const { user, api } = openPanel({});
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Name *'), 'Alan');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(TEXTS.admin.fillRequired)).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.find('POST', '/api/admin/create-user')).toHaveLength(0);
  });

  it('shows an e-mail already in use once, under the field, until the e-mail is changed', async () => {
    const taken = 'An account with this email already exists';
    const { user } = openPanel({
      'POST /api/admin/create-user': {
        status: 409,
        body: { message: taken, code: 'CONFLICT', details: { fieldErrors: { email: [taken] } } },
      },
    });
    await screen.findByRole('table');
    const email = screen.getByLabelText('Email *');
    await user.type(screen.getByLabelText('Name *'), 'Alan');
    await user.type(email, 'grace@example.com');
    await user.type(screen.getByLabelText('Password *'), 'a-long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const message = await screen.findByText(taken);
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(email, 'x');
    await waitFor(() => expect(screen.queryByText(taken)).toBeNull());
  });

  it('shows a failure that concerns no field above the form, gone once a field changes', async () => {
    const { user } = openPanel({ 'POST /api/admin/create-user': { status: 500 } });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Name *'), 'Alan');
    await user.type(screen.getByLabelText('Email *'), 'alan@example.com');
    await user.type(screen.getByLabelText('Password *'), 'a-long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.type(screen.getByLabelText('Name *'), 'o');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('lets an ordinary user in only with the admin flag', async () => {
    openPanel({}, makeUser({ role: 'user', permissions: ['dashboard'] }));
    expect(await screen.findByText(TEXTS.admin.denied)).toBeTruthy();
  });

  it('opens to an ordinary user holding the admin flag, and says when the check fails', async () => {
    openPanel({}, makeUser({ role: 'user', permissions: ['dashboard', 'admin'] }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('says when the access check itself fails', async () => {
    openPanel({ 'GET /api/users/my-permissions': { status: 500 } }, makeUser({ role: 'user', permissions: ['dashboard'] }));
    expect(await screen.findByText(TEXTS.admin.verifyFailed)).toBeTruthy();
  });

  it('says when the users cannot be loaded', async () => {
    openPanel({ 'GET /api/admin/users': { status: 500 } });
    expect(await screen.findByText(TEXTS.admin.loadFailed)).toBeTruthy();
  });
});
