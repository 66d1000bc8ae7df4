import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const TOKEN = 'tok_0123456789abcdefghij';

describe('verify e-mail page', () => {
  it('shows verifying, then success, and goes to sign-in after three seconds, calling once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (value: { body: unknown }) => void = () => undefined;
    const api = createFakeApi({
      [`GET /api/auth/verify-email/${TOKEN}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    const { router } = renderApp(`/verify-email/${TOKEN}`);

    expect(await screen.findByText(TEXTS.verifyEmail.verifying)).toBeTruthy();
    act(() => answer({ body: { message: TEXTS.verifyEmail.verified } }));
    expect(await screen.findByText(TEXTS.verifyEmail.success)).toBeTruthy();
    // StrictMode mounts the page twice; the single-use token must still be sent once.
    expect(api.find('GET', `/api/auth/verify-email/${TOKEN}`)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(router.state.location.pathname).toBe(`/verify-email/${TOKEN}`);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('takes someone signed in, confirming a new address, to their profile rather than to sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    createFakeApi({
      [`GET /api/auth/verify-email/${TOKEN}`]: { body: { message: TEXTS.verifyEmail.verified } },
      'GET /api/users/my-permissions': { body: { permissions: [] } },
      'GET /api/users/me': { body: { user: makeUser({ email: 'new@example.com' }) } },
    });
    storeSession(makeUser());
    const { router } = renderApp(`/verify-email/${TOKEN}`);
    expect(await screen.findByText(TEXTS.verifyEmail.successSignedIn)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('says a link opened again belongs to an address already verified', async () => {
    createFakeApi({ [`GET /api/auth/verify-email/${TOKEN}`]: { body: { message: TEXTS.verifyEmail.alreadyVerified } } });
    renderApp(`/verify-email/${TOKEN}`);
    expect(await screen.findByText(TEXTS.verifyEmail.alreadyVerified)).toBeTruthy();
  });

  it("shows the failure with the server's reason and a Go to Login button", async () => {
    createFakeApi({
      [`GET /api/auth/verify-email/${TOKEN}`]: {
        status: 400,
        body: { message: TEXTS.verifyEmail.invalidLink, code: 'INVALID_LINK' },
      },
    });
    const { user, router } = renderApp(`/verify-email/${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TEXTS.verifyEmail.failed);
    expect(alert.textContent).toContain(TEXTS.verifyEmail.invalidLink);
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('rejects a malformed link without calling the server', async () => {
    const api = createFakeApi({});
    renderApp('/verify-email/short');
    expect((await screen.findByRole('alert')).textContent).toContain(TEXTS.verifyEmail.invalidLink);
    expect(api.requests).toEqual([]);
  });
});
