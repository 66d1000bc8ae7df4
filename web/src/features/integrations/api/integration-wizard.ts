import { useMutation } from '@tanstack/react-query';
import {
  detectPlatformResponseSchema,
  generateCodeResponseSchema,
  verifyIntegrationResponseSchema,
  type DetectedPlatform,
} from '@frontdesk/contracts/integration-wizard';
import type { ChatPosition } from '@frontdesk/contracts/branding';
import { api } from '../../../lib/api-client';

const BASE = '/api/v2/integration-wizard';

export function useDetectPlatform() {
  return useMutation({
    mutationFn: (websiteUrl: string) => api.post(`${BASE}/detect-platform`, detectPlatformResponseSchema, { websiteUrl }),
  });
}

export function useGenerateCode() {
  return useMutation({
    mutationFn: (input: { platform: DetectedPlatform | 'custom'; companySlug: string; color: string; position: ChatPosition }) =>
      api.post(`${BASE}/generate-code`, generateCodeResponseSchema, {
        platform: input.platform,
        companySlug: input.companySlug,
        customization: { color: input.color, position: input.position },
      }),
  });
}

export function useVerifyIntegration() {
  return useMutation({
    mutationFn: (input: { websiteUrl: string; companySlug: string }) =>
      api.post(`${BASE}/verify-integration`, verifyIntegrationResponseSchema, input),
  });
}
