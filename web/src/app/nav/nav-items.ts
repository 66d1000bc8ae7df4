import type { PagePermission } from '@frontdesk/contracts/permissions';

export interface NavItem {
  label: string;
  to: string;
  permission: PagePermission;
}

/** The top navigation of document 000, section 2.6, in display order. */
export const MAIN_LINKS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', permission: 'dashboard' },
  { label: 'Calendar', to: '/calendar', permission: 'calendar' },
  { label: 'Messages', to: '/messages', permission: 'messages' },
];

export const API_MENU: readonly NavItem[] = [
  { label: 'OpenAI Settings', to: '/openai-settings', permission: 'admin' },
  { label: 'Business API', to: '/api-integrations', permission: 'admin' },
  { label: 'GHL Calendar', to: '/ghl-calendar', permission: 'admin' },
  { label: 'Google Integrations', to: '/google-integrations', permission: 'admin' },
  { label: 'Voice Configuration', to: '/voice-config', permission: 'admin' },
];

export const ADMIN_MENU: readonly NavItem[] = [
  { label: 'Company Setup', to: '/company-setup', permission: 'company-setup' },
  { label: 'Custom Prompt', to: '/custom-prompt', permission: 'custom-prompt' },
  { label: 'Billing', to: '/billing', permission: 'billing' },
  { label: 'Admin Panel', to: '/admin', permission: 'admin' },
  { label: 'Integration', to: '/integration', permission: 'integration' },
  { label: 'Statistics', to: '/statistics', permission: 'statistics' },
  { label: 'Analytics', to: '/analytics', permission: 'admin' },
  { label: 'API Usage', to: '/api-usage', permission: 'admin' },
  { label: 'Business Intelligence', to: '/business-intelligence', permission: 'admin' },
  { label: 'Business Intelligence Chat', to: '/business-chat', permission: 'chat' },
  { label: 'Public Chat Simulator', to: '/chat', permission: 'admin' },
  { label: 'Public Chat Users', to: '/public-chat-users', permission: 'admin' },
];

export const MESSAGES_ROUTE = '/messages';

/** The operator's own navigation: the console, the conversations with companies, the terms. */
export const OPERATOR_LINKS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/super-admin-dashboard', permission: 'dashboard' },
  { label: 'Messages', to: MESSAGES_ROUTE, permission: 'messages' },
  { label: 'Terms', to: '/terms-management', permission: 'admin' },
  { label: 'Payment Settings', to: '/settings', permission: 'payment-settings' },
];
