import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthUser } from '@frontdesk/contracts/auth';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';

/** Renders the whole app at `path`, as main.tsx does after a full page load (StrictMode included). */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { user, router };
}

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    role: 'admin',
    companyId: 'company-abc123',
    companySlug: 'acme',
    name: 'Ada',
    lastname: 'Lovelace',
    isSuperAdmin: false,
    impersonatedBy: null,
    mustChangePassword: false,
    permissions: ['dashboard', 'profile'],
    ...overrides,
  };
}

/** A token shaped like a JWT whose payload carries `exp` (seconds since the epoch). */
export function makeJwt(exp: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user-1', exp })}.signature`;
}

/** Leaves a session in local storage, as an earlier visit would have. */
export function storeSession(user: AuthUser, token = makeJwt(Math.floor(Date.now() / 1000) + 3600)): string {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
  return token;
}
