import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const TOKEN = 'reset_0123456789abcdefghij';

describe('forgot password page', () => {
  it('gives the same neutral answer whatever the address', async () => {
    const api = createFakeApi({ 'POST /api/auth/forgot-password': { body: { message: 'ok' } } });
    const { user } = renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(TEXTS.forgotPassword.sent);
    expect(api.requests[0]?.body).toEqual({ email: 'nobody@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says sending failed when the server cannot be reached', async () => {
    createFakeApi({ 'POST /api/auth/forgot-password': { status: 503 } });
    const { user } = renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.forgotPassword.failed);
  });

  it("passes on the server's reason for refusing, such as too many requests", async () => {
    createFakeApi({
      'POST /api/auth/forgot-password': { status: 429, body: { message: TEXTS.auth.tooManyRequests, code: 'RATE_LIMITED' } },
    });
    const { user } = renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.auth.tooManyRequests);
  });
});

describe('reset password page', () => {
  const LINK_WORKS = { [`GET /api/auth/reset-password/${TOKEN}`]: { body: { message: 'This link can be used.' } } };

  it('requires matching passwords', async () => {
    const api = createFakeApi(LINK_WORKS);
    const { user } = renderApp(`/reset-password/${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(TEXTS.resetPassword.mismatch)).toBeTruthy();
    expect(api.find('POST', `/api/auth/reset-password/${TOKEN}`)).toEqual([]);
  });

  it('resets, forgets any stored session and goes to sign-in after three seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createFakeApi({
      ...LINK_WORKS,
      [`POST /api/auth/reset-password/${TOKEN}`]: { body: { message: 'Password reset' } },
    });
    const { user, router } = renderApp(`/reset-password/${TOKEN}`);
    // Another tab signs in meanwhile; the reset must still leave no stored session behind.
    storeSession(makeUser());
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(TEXTS.resetPassword.success)).toBeTruthy();
    expect(api.find('POST', `/api/auth/reset-password/${TOKEN}`)[0]?.body).toEqual({ password: 'a-new-password' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows no form for a used or expired link, only why and where to get a new one', async () => {
    createFakeApi({
      [`GET /api/auth/reset-password/${TOKEN}`]: {
        status: 400,
        body: { message: TEXTS.resetPassword.invalidLink, code: 'INVALID_LINK' },
      },
    });
    renderApp(`/reset-password/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.resetPassword.invalidLink);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  it("shows the server's reason when the link stops working before the form is sent", async () => {
    createFakeApi({
      ...LINK_WORKS,
      [`POST /api/auth/reset-password/${TOKEN}`]: {
        status: 400,
        body: { message: TEXTS.resetPassword.invalidLink, code: 'INVALID_LINK' },
      },
    });
    const { user } = renderApp(`/reset-password/${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.resetPassword.invalidLink);
  });
});
