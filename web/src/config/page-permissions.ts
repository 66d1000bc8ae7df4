import type { PagePermission } from '@frontdesk/contracts/permissions';
import type { AppPagePath } from './paths';

/**
 * The permissions that open a page for a user who is neither a company admin nor a super admin:
 * any one of them will do. The first is the one the page's menu entry asks for (document 000,
 * section 2.6); the others are the page's own key where the server accepts it for the page's
 * calls. A page not listed here is open to every signed-in user.
 */
export const PERMISSIONS_BY_PAGE: Partial<Record<AppPagePath, readonly PagePermission[]>> = {
  '/dashboard': ['dashboard'],
  '/messages': ['messages'],
  '/calendar': ['calendar'],
  '/company-setup': ['company-setup'],
  '/custom-prompt': ['custom-prompt'],
  '/admin': ['admin'],
  '/openai-settings': ['admin', 'openai-settings'],
  '/api-integrations': ['admin', 'api-integrations'],
  '/voice-config': ['admin'],
  '/api-usage': ['admin'],
  '/google-integrations': ['admin'],
  '/ghl-calendar': ['admin'],
  '/chat': ['admin'],
  '/public-chat-users': ['admin', 'public-chat-users'],
  '/integration': ['integration', 'admin'],
  '/billing': ['billing'],
  '/statistics': ['statistics'],
  '/analytics': ['admin', 'analytics'],
  '/business-intelligence': ['admin', 'business-intelligence'],
  '/advanced-analytics': ['admin', 'business-intelligence'],
  '/business-chat': ['chat', 'business-chat', 'admin'],
  '/settings': ['payment-settings'],
};
