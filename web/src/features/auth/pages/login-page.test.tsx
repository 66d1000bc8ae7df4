import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi } from '../../../test/fake-api';
import { makeUser, renderApp } from '../../../test/render-app';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('signs in, stores the session, fetches permissions and opens the dashboard', async () => {
    const account = makeUser({ role: 'user', permissions: ['dashboard'] });
    const api = createFakeApi({
      'POST /api/auth/login': { body: { token: 'token-1', user: account } },
      'GET /api/users/my-permissions': { body: { permissions: ['dashboard', 'profile'] } },
      'GET /api/company/slug/company-abc123': { body: { data: { slug: 'acme' } } },
    });
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: TEXTS.dashboard.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.find('POST', '/api/auth/login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(window.localStorage.getItem('token')).toBe('token-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toEqual(account);
    await waitFor(() => expect(window.localStorage.getItem('permissions')).toBe('["dashboard","profile"]'));
    expect(api.find('GET', '/api/users/my-permissions')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('reads Signing in... and stays disabled while the request is out', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    createFakeApi({ 'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: TEXTS.auth.signingIn });
    expect(busy.disabled).toBe(true);
    answer({ body: {} });
    expect(await screen.findByText(TEXTS.auth.invalidLoginResponse)).toBeTruthy();
  });

  it("shows the server's message when sign-in is refused, and stays on the page", async () => {
    createFakeApi({
      'POST /api/auth/login': { status: 401, body: { message: TEXTS.auth.invalidCredentials, code: 'INVALID_CREDENTIALS' } },
    });
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.auth.invalidCredentials);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Login failed' when the server says nothing", async () => {
    createFakeApi({ 'POST /api/auth/login': { status: 502 } });
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.auth.loginFailed);
  });

  it('checks the fields before calling the server', async () => {
    const api = createFakeApi({});
    const { user } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('warns while Caps Lock is on and lets the password be shown', async () => {
    const { user } = renderApp('/login');
    const password = screen.getByLabelText('Password');
    await user.click(password);
    await user.keyboard('{CapsLock}A');
    expect(screen.getByText(TEXTS.auth.capsLockOn)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('links to registration and password recovery', () => {
    renderApp('/login');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('offers a new verification link when sign-in is refused for an unverified address', async () => {
    const api = createFakeApi({
      'POST /api/auth/login': { status: 403, body: { message: TEXTS.auth.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' } },
      'POST /api/auth/resend-verification': { body: { message: TEXTS.verifyEmail.resent } },
    });
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: TEXTS.verifyEmail.resend }));
    expect(await screen.findByText(TEXTS.verifyEmail.resent)).toBeTruthy();
    expect(api.find('POST', '/api/auth/resend-verification')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('focuses the error of a failed sign-in, and drops it as soon as a field changes', async () => {
    createFakeApi({
      'POST /api/auth/login': { status: 401, body: { message: TEXTS.auth.invalidCredentials, code: 'INVALID_CREDENTIALS' } },
    });
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(TEXTS.auth.invalidCredentials);
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
