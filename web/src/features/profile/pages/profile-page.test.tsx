import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi, type FakeResponse } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

function openProfile(routes: Record<string, FakeResponse>, overrides = {}) {
  const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['dashboard', 'profile'] } }, ...routes });
  storeSession(makeUser(overrides));
  return { api, ...renderApp('/profile') };
}

describe('profile page', () => {
  it('shows the role and company read-only', async () => {
    openProfile({}, { role: 'user', companyId: null });
    expect((await screen.findByLabelText<HTMLInputElement>('Role')).value).toBe('User');
    expect(screen.getByLabelText<HTMLInputElement>('Company ID').value).toBe('N/A');
    expect(screen.getByLabelText<HTMLInputElement>('Company ID').readOnly).toBe(true);
  });

  it('saves the user information and updates the name in the navigation', async () => {
    const saved = makeUser({ name: 'Augusta', email: 'augusta@example.com' });
    const { api, user } = openProfile({
      'PUT /api/users/me': { body: { user: saved, emailVerificationSent: true } },
    });
    expect((await screen.findByLabelText<HTMLInputElement>('Role')).value).toBe('Administrator');
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'augusta@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const notice = await screen.findByText(new RegExp(TEXTS.profile.updated));
    expect(notice.textContent).toContain(TEXTS.profile.verifyNewEmail);
    expect(api.find('PUT', '/api/users/me')[0]?.body).toEqual({
      name: 'Augusta',
      lastname: 'Lovelace',
      email: 'augusta@example.com',
    });
    expect(screen.getByRole('link', { name: 'Augusta Lovelace' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Augusta' });
    // A new edit is not "updated": the notice goes as soon as the form changes again.
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText(new RegExp(TEXTS.profile.updated))).toBeNull();
  });

  it('says which new address is waiting to be confirmed, on the address field, after a reload too', async () => {
    openProfile({ 'GET /api/users/me': { body: { user: makeUser({ pendingEmail: 'augusta@example.com' }) } } });
    const hint = await screen.findByText(TEXTS.profile.pendingEmail('augusta@example.com'));
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toContain(hint.id);
  });

  it("shows the server's message, else the spec's, when saving fails", async () => {
    const { user } = openProfile({ 'PUT /api/users/me': { status: 500 } });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.profile.updateFailed);
  });

  it('requires the new passwords to match before calling the server', async () => {
    const { api, user } = openProfile({});
    await user.type(await screen.findByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(TEXTS.profile.newPasswordsMismatch)).toBeTruthy();
    expect(api.find('POST', '/api/users/me/password')).toEqual([]);
  });

  it('changes the password and clears the form', async () => {
    const { api, user } = openProfile({ 'POST /api/users/me/password': { body: { message: 'Password changed' } } });
    await user.type(await screen.findByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(TEXTS.profile.passwordChanged)).toBeTruthy();
    expect(api.find('POST', '/api/users/me/password')[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe(''));
  });

  it("shows the server's reason when the password change is refused", async () => {
    const { user } = openProfile({
      'POST /api/users/me/password': {
        status: 400,
        body: { message: TEXTS.profile.wrongCurrentPassword, code: 'VALIDATION_FAILED' },
      },
    });
    await user.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.profile.wrongCurrentPassword);
    expect(window.localStorage.getItem('token')).not.toBeNull();
  });
});

describe('a user whose admin chose the password', () => {
  it('is kept on the profile page, told why, and free to go once they chose their own', async () => {
    const api = createFakeApi({
      'GET /api/users/my-permissions': { body: { permissions: ['dashboard', 'profile'] } },
      'POST /api/users/me/password': { body: { message: TEXTS.profile.passwordChanged } },
    });
    storeSession(makeUser({ role: 'user', mustChangePassword: true, permissions: ['dashboard', 'profile'] }));
    const { user, router } = renderApp('/dashboard');
    expect(await screen.findByText(TEXTS.profile.choosePassword)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');

    await user.type(screen.getByLabelText('Current password'), 'admin-chose-this');
    await user.type(screen.getByLabelText('New password'), 'my-own-passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'my-own-passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(TEXTS.profile.passwordChanged)).toBeTruthy();
    expect(api.find('POST', '/api/users/me/password')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(TEXTS.profile.choosePassword)).toBeNull());
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('the operator', () => {
  it('sees its account read-only, with where to change it, and no forms that would fail', async () => {
    storeSession(
      makeUser({ isSuperAdmin: true, role: 'super_admin', companyId: null, companySlug: null, name: 'Super', lastname: 'Admin' }),
    );
    createFakeApi({});
    renderApp('/profile');
    expect((await screen.findAllByText('Super Admin', { selector: 'dd' })).length).toBe(2);
    expect(screen.getByText(/SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });

  it('shows the e-mail as the server has it now, not as it was at sign-in', async () => {
    // The browser kept gus@ since sign-in; the change to gustav@ was confirmed from its link since.
    const confirmed = makeUser({ email: 'gustav@example.com' });
    const { api, user } = openProfile(
      {
        'GET /api/users/me': { body: { user: confirmed } },
        'PUT /api/users/me': { body: { user: { ...confirmed, lastname: 'Lovelace-King' }, emailVerificationSent: false } },
      },
      { email: 'gus@example.com' },
    );
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('gustav@example.com'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Lovelace-King');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(new RegExp(TEXTS.profile.updated));
    // What was saved stays on the page (the server's copy read at opening is not put back over it).
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lovelace-King'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ lastname: 'Lovelace-King' });
    // Saving a name leaves the e-mail as it is: no change back to the old address.
    expect(api.find('PUT', '/api/users/me')[0]?.body).toMatchObject({ email: 'gustav@example.com', lastname: 'Lovelace-King' });
  });
});
