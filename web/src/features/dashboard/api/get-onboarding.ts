import { useQuery } from '@tanstack/react-query';
import { onboardingSchema } from '@frontdesk/contracts/onboarding';
import { api } from '../../../lib/api-client';

/** The checklist and the assistant's health, fresh on every visit to the dashboard. */
export function useOnboarding() {
  return useQuery({
    queryKey: ['company', 'onboarding'],
    queryFn: () => api.get('/api/company/onboarding', onboardingSchema),
    staleTime: 0,
  });
}
