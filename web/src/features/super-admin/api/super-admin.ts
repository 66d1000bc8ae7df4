import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  auditLogResponseSchema,
  dbStatusSchema,
  impersonateResponseSchema,
  platformDashboardSchema,
  tenantResponseSchema,
  tenantStatusResponseSchema,
  tenantsResponseSchema,
} from '@frontdesk/contracts/super-admin';
import { api } from '../../../lib/api-client';

export const tenantsQueryOptions = () =>
  queryOptions({
    queryKey: ['super-admin', 'tenants'],
    queryFn: async () => (await api.get('/api/super-admin/tenants', tenantsResponseSchema)).tenants,
  });

export function useTenants() {
  return useQuery(tenantsQueryOptions());
}

/** One company, as the console lists it; the banner of a visit to it reads whether it is blocked. */
export function useTenant(companyId: string | null) {
  return useQuery({
    queryKey: ['super-admin', 'tenants', companyId],
    queryFn: async () =>
      (await api.get(`/api/super-admin/tenants/${encodeURIComponent(companyId ?? '')}`, tenantResponseSchema)).tenant,
    enabled: companyId !== null,
  });
}

export function usePlatformDashboard() {
  return useQuery({
    queryKey: ['super-admin', 'dashboard'],
    queryFn: () => api.get('/api/super-admin/analytics/dashboard', platformDashboardSchema),
  });
}

/** Document 000, section 4: the company list (and the figures drawn from it) reload after a change. */
export function useSetTenantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, isBlocked }: { companyId: string; isBlocked: boolean }) =>
      api.put(`/api/super-admin/tenants/${encodeURIComponent(companyId)}/status`, tenantStatusResponseSchema, { isBlocked }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['super-admin'] }),
  });
}

/** The database test card runs only when asked (states idle, testing, connected, failed). */
export function useDbStatusTest() {
  return useMutation({ mutationFn: () => api.get('/api/super-admin/system/db-status', dbStatusSchema) });
}

export function impersonate(companyId: string) {
  return api.post(`/api/super-admin/tenants/${encodeURIComponent(companyId)}/impersonate`, impersonateResponseSchema);
}

const AUDIT_PAGE = 20;

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: ['super-admin', 'audit-log'],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      api.get(`/api/super-admin/audit-log?limit=${AUDIT_PAGE}${pageParam ? `&before=${pageParam}` : ''}`, auditLogResponseSchema),
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}
