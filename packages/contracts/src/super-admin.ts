import { z } from 'zod';

/**
 * `url` opens the company with a one-minute, single-use code in its query (?super_admin_token=…),
 * which the page exchanges for the session; `token` is the session itself, for API clients.
 */
export const impersonateResponseSchema = z.object({ token: z.string(), url: z.string() });
export type ImpersonateResponse = z.infer<typeof impersonateResponseSchema>;

export const exchangeCodeBodySchema = z.object({ code: z.string().min(16).max(128) });
export type ExchangeCodeBody = z.infer<typeof exchangeCodeBodySchema>;

/** A company as the operator's console lists it (document 000, the Tenant entity). */
export const tenantSchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  company_slug: z.string(),
  is_blocked: z.boolean(),
  created_at: z.string(),
  /** Someone at the company has verified their e-mail address (a sign-up never confirmed has not). */
  verified: z.boolean(),
  stats: z.object({
    userCount: z.number().int(),
    /** Visitors' conversations with a message in the last ACTIVE_CHAT_HOURS hours. */
    activeChats: z.number().int(),
  }),
});
export type Tenant = z.infer<typeof tenantSchema>;
export const tenantsResponseSchema = z.object({ tenants: z.array(tenantSchema) });
export type TenantsResponse = z.infer<typeof tenantsResponseSchema>;
export const tenantResponseSchema = z.object({ tenant: tenantSchema });
export type TenantResponse = z.infer<typeof tenantResponseSchema>;

/** A conversation counts as active while its last message is younger than this. */
export const ACTIVE_CHAT_HOURS = 24;
export const TOP_COMPANIES = 5;

export const tenantStatusBodySchema = z.object({ isBlocked: z.boolean({ error: 'isBlocked must be true or false' }) });
export type TenantStatusBody = z.infer<typeof tenantStatusBodySchema>;
export const tenantStatusResponseSchema = z.object({ message: z.string(), tenant: tenantSchema });

export const platformDashboardSchema = z.object({
  totalCompanies: z.number().int(),
  activeCompanies: z.number().int(),
  totalUsers: z.number().int(),
  activeChats: z.number().int(),
  companiesWithUsers: z.number().int(),
  companiesWithActiveChats: z.number().int(),
  companiesWithUnreadMessages: z.number().int(),
  topCompanies: z.array(z.object({ company_id: z.string(), company_name: z.string(), userCount: z.number().int() })),
});
export type PlatformDashboard = z.infer<typeof platformDashboardSchema>;

export const dbStatusSchema = z.object({
  status: z.literal('connected'),
  companyCount: z.number().int(),
  database: z.enum(['pglite', 'postgres']),
  latencyMs: z.number(),
});
export type DbStatus = z.infer<typeof dbStatusSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_type: z.enum(['user', 'super_admin', 'system']),
  actor: z.string().nullable(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const auditLogResponseSchema = z.object({ entries: z.array(auditEntrySchema), next_before: z.number().int().nullable() });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** What each recorded action is called on the console. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'super_admin.login': 'Super admin signed in',
  'super_admin.password_changed': 'Super admin password changed (configuration)',
  'super_admin.disabled': 'Super admin disabled (no longer configured)',
  'company.impersonate': 'Opened the company',
  'company.block': 'Blocked the company',
  'company.unblock': 'Unblocked the company',
  'users.create': 'Created a user',
  'users.permissions': 'Changed permissions',
  'terms.update': 'Updated the terms',
  'payment.keys': 'Changed the Stripe keys',
  'payment.keys.removed': 'Removed the saved Stripe keys',
};

/** The console's texts (document 000, section 2.7 and section 8). */
export const SUPER_ADMIN_TEXTS = {
  title: 'Dashboard',
  subtitle: 'Company overview and management',
  loading: 'Loading tenants...',
  authRequired: 'Authentication Required',
  authRequiredHint: 'Please log in to access the super admin dashboard',
  /** A company user signed in, on the console's address: how to reach the console. */
  companyAccount: (email: string) => `You are signed in as ${email}, a company account.`,
  signInAsOperator: 'Log out and sign in as super admin',
  searchCompanies: 'Search companies',
  searchPlaceholder: 'Name, chat address or id',
  statusFilter: 'Status',
  statusOptions: { all: 'All', active: 'Active', blocked: 'Blocked' },
  sortBy: 'Sort by',
  sortOptions: { newest: 'Newest first', name: 'Name (A–Z)', users: 'Most users', chats: 'Most active chats' },
  noMatches: 'No company matches this search.',
  noCompanies: 'No company has signed up yet.',
  notVerified: 'Sign-up not confirmed: no e-mail address verified yet',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} companies`,
  showMore: 'Show more',
  fetchTenantsFailed: 'Failed to fetch tenants',
  networkError: 'Network error',
  statusFailed: 'Failed to update company status',
  connectionFailed: 'Connection Failed',
  blocked: 'The company is blocked: its users are signed out and its chat is closed.',
  unblocked: 'The company is active again.',
  counters: {
    totalCompanies: 'Total Companies',
    activeCompanies: 'Active Companies',
    totalUsers: 'Total Users',
    activeChats: 'Active Chats',
  },
  topCompanies: 'Top Companies by Users',
  systemHealth: 'System Health',
  allCompanies: 'All Companies',
  accessCompany: 'Access Company',
  openedInNewTab: (company: string) => `Opened ${company} in a new tab.`,
  auditLogFailed: 'Failed to load the audit log',
  auditLogOlder: 'Show older entries',
  loadingMore: 'Loading...',
} as const;
