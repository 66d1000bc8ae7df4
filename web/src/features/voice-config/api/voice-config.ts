import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveVoiceConfigResponseSchema, voiceConfigResponseSchema, type VoiceConfigBody } from '@frontdesk/contracts/voice';
import { api } from '../../../lib/api-client';

const KEY = ['company', 'voice-config'] as const;

export function useVoiceConfig() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get('/api/company/voice-config', voiceConfigResponseSchema)).config,
  });
}

export function useSaveVoiceConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VoiceConfigBody) => api.put('/api/company/voice-config', saveVoiceConfigResponseSchema, body),
    onSuccess: ({ config }) => client.setQueryData(KEY, config),
  });
}
