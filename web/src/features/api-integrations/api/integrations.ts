import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  integrationResponseSchema,
  integrationsResponseSchema,
  type CreateIntegrationBody,
} from '@frontdesk/contracts/api-integrations';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import { api } from '../../../lib/api-client';

const KEY = ['company', 'api-integrations'] as const;
const path = (id: string) => `/api/integrations/integrations/${encodeURIComponent(id)}`;

export function useIntegrations() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get('/api/integrations/integrations', integrationsResponseSchema)).integrations,
  });
}

/** Each action reloads the list afterwards, whatever its outcome (document 001, Integration states). */
function useIntegrationAction<T>(action: (input: T) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSettled: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateIntegration = () =>
  useIntegrationAction((body: CreateIntegrationBody) =>
    api.post('/api/integrations/integrations', integrationResponseSchema, body),
  );
export const useTestIntegration = () =>
  useIntegrationAction((id: string) => api.post(`${path(id)}/test`, integrationResponseSchema));
export const useToggleIntegration = () =>
  useIntegrationAction((id: string) => api.post(`${path(id)}/toggle`, integrationResponseSchema));
export const useDeleteIntegration = () => useIntegrationAction((id: string) => api.delete(path(id), messageResponseSchema));
