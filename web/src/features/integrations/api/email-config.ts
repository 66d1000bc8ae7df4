import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import {
  emailConfigResponseSchema,
  saveEmailConfigResponseSchema,
  type EmailConfigInput,
} from '@frontdesk/contracts/email-config';
import { serviceClient } from '../../../lib/service-client';

// The Integrations page talks to these through the service client (versioned path /api/v1/email-config,
// falling back to /api/email-config), as document 000, section 7 describes.
const PATH = '/email-config';
const queryKey = ['integrations', 'email-config'] as const;

/** The saved configuration, or null when none is saved yet. */
export function getEmailConfig() {
  return serviceClient.get(PATH, emailConfigResponseSchema.nullable());
}

export function useEmailConfig() {
  return useQuery({ queryKey, queryFn: getEmailConfig });
}

export function useSaveEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: EmailConfigInput) => serviceClient.post(PATH, saveEmailConfigResponseSchema, config),
    onSuccess: ({ config }) => {
      serviceClient.clearCache(PATH);
      queryClient.setQueryData(queryKey, config);
    },
  });
}

export function useSendTestEmail() {
  // One try only (document 000, section 9): a test that failed should not send twice.
  return useMutation({
    mutationFn: (config: EmailConfigInput) => serviceClient.post(`${PATH}/test`, messageResponseSchema, config, { attempts: 1 }),
  });
}
