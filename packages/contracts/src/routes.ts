/**
 * The browser addresses of the route table (document 000, section 2.1, with /settings from
 * document 001, the advanced analytics page and the visitor's booking page). The server answers these with the app and status
 * 200; any other address gets the app's "Page not found" with status 404.
 */
export const CLIENT_ROUTES = [
  '/',
  '/super-admin-login',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/:token',
  '/verify-email/:token',
  '/dashboard',
  '/super-admin-dashboard',
  '/profile',
  '/admin',
  '/company-setup',
  '/custom-prompt',
  '/billing',
  '/chat',
  '/integration',
  '/statistics',
  '/public-chat-users',
  '/analytics',
  '/business-intelligence',
  '/openai-settings',
  '/api-integrations',
  '/business-chat',
  '/messages',
  '/ghl-calendar',
  '/google-integrations',
  '/calendar',
  '/voice-config',
  '/terms-management',
  '/api-usage',
  '/settings',
  // The advanced analytics page (its route is cut off in the spec; this is ours).
  '/advanced-analytics',
  '/public-chat/:slug',
  '/booking/:ref',
] as const;

const patterns = CLIENT_ROUTES.map((route) => new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}/?$`));

/** Whether a browser address (path only) is one of the route table's. */
export function isClientRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
