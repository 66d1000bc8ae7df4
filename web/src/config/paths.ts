/** Route paths that more than one feature needs to name. */
export const PATHS = {
  home: '/dashboard',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  companySetup: '/company-setup',
  superAdminDashboard: '/super-admin-dashboard',
  superAdminLogin: '/super-admin-login',
} as const;

/**
 * Every page of the signed-in app that exists (app/routes/app-pages.tsx renders them). The
 * navigation and the dashboard link only to these, so no link leads to a missing page.
 */
export const APP_PAGE_PATHS = [
  '/dashboard',
  '/calendar',
  '/company-setup',
  '/custom-prompt',
  '/admin',
  '/openai-settings',
  '/api-integrations',
  '/voice-config',
  '/api-usage',
  '/google-integrations',
  '/ghl-calendar',
  '/chat',
  '/public-chat-users',
  '/integration',
  '/billing',
  '/statistics',
  '/analytics',
  '/business-intelligence',
  '/advanced-analytics',
  '/business-chat',
  '/settings',
  '/profile',
  '/messages',
  '/super-admin-dashboard',
  '/terms-management',
] as const;
export type AppPagePath = (typeof APP_PAGE_PATHS)[number];

const existing: ReadonlySet<string> = new Set(APP_PAGE_PATHS);

export function pageExists(path: string): boolean {
  return existing.has(path);
}
