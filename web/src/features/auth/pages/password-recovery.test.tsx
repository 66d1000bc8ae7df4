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
  it('requires matching passwords', async () => {
    const api = createFakeApi({});
    const { user } = renderApp(`/reset-password/${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(TEXTS.resetPassword.mismatch)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('resets, forgets any stored session and goes to sign-in after three seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createFakeApi({ [`POST /api/auth/reset-password/${TOKEN}`]: { body: { message: 'Password reset' } } });
    const { user, router } = renderApp(`/reset-password/${TOKEN}`);
    // Another tab signs in meanwhile; the reset must still leave no stored session behind.
    storeSession(makeUser());
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(TEXTS.resetPassword.success)).toBeTruthy();
    expect(api.requests[0]?.body).toEqual({ password: 'a-new-password' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's reason when the link is no good", async () => {
    createFakeApi({
      [`POST /api/auth/reset-password/${TOKEN}`]: {
        status: 400,
        body: { message: TEXTS.resetPassword.invalidLink, code: 'INVALID_LINK' },
      },
    });
    const { user } = renderApp(`/reset-password/${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.resetPassword.invalidLink);
  });
});
