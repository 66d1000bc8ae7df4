import type { Tenant } from '@frontdesk/contracts/super-admin';

export type TenantStatus = 'all' | 'active' | 'blocked';
export type TenantSort = 'newest' | 'name' | 'users' | 'chats';

export interface TenantView {
  query: string;
  status: TenantStatus;
  sort: TenantSort;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const ORDER: Record<TenantSort, (a: Tenant, b: Tenant) => number> = {
  newest: (a, b) => b.created_at.localeCompare(a.created_at),
  name: (a, b) => byName.compare(a.company_name, b.company_name),
  users: (a, b) => b.stats.userCount - a.stats.userCount,
  chats: (a, b) => b.stats.activeChats - a.stats.activeChats,
};

/** The companies the console lists: found by name, slug or id, of the chosen status, in the chosen order (then by name). */
export function visibleTenants(tenants: readonly Tenant[], { query, status, sort }: TenantView): Tenant[] {
  const needle = query.trim().toLowerCase();
  return tenants
    .filter((tenant) => status === 'all' || tenant.is_blocked === (status === 'blocked'))
    .filter(
      (tenant) =>
        needle === '' ||
        [tenant.company_name, tenant.company_slug, tenant.company_id].some((field) => field.toLowerCase().includes(needle)),
    )
    .sort((a, b) => ORDER[sort](a, b) || ORDER.name(a, b));
}
