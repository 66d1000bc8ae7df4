import { queryOptions, useQuery } from '@tanstack/react-query';
import { termsResponseSchema } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export async function getTerms(): Promise<string> {
  const { content } = await api.get('/api/auth/terms', termsResponseSchema);
  return content;
}

export const termsQueryOptions = () => queryOptions({ queryKey: ['auth', 'terms'], queryFn: getTerms });

export function useTerms({ enabled }: { enabled: boolean }) {
  return useQuery({ ...termsQueryOptions(), enabled });
}

/** Document 000, section 8: a 404 means there are no terms yet; anything else failed to load. */
export function describeTermsError(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? TEXTS.auth.termsNotFound : TEXTS.auth.termsLoadFailed;
}
