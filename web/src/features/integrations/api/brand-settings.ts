import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandSettingsSchema, saveBrandSettingsResponseSchema, type BrandSettings } from '@frontdesk/contracts/branding';
import { api } from '../../../lib/api-client';

export const brandSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['integrations', 'brand-settings'],
    queryFn: () => api.get('/api/admin/brand-settings', brandSettingsSchema),
  });

export function useBrandSettings() {
  return useQuery(brandSettingsQueryOptions());
}

export function useSaveBrandSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BrandSettings) => api.post('/api/admin/brand-settings', saveBrandSettingsResponseSchema, settings),
    onSuccess: ({ settings }) => queryClient.setQueryData(brandSettingsQueryOptions().queryKey, settings),
  });
}
