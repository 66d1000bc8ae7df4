import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { testOpenaiResponseSchema, type testOpenaiBodySchema } from '@frontdesk/contracts/ai-settings';
import { api } from '../../../lib/api-client';

export type TestOpenaiInput = z.input<typeof testOpenaiBodySchema>;

/** Without api_key the server tests the stored key (or the platform's). */
export function testOpenaiConnection(body: TestOpenaiInput) {
  return api.post('/api/admin/test-openai', testOpenaiResponseSchema, body);
}

export function useTestOpenaiConnection() {
  return useMutation({ mutationFn: testOpenaiConnection });
}
