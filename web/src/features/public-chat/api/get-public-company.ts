import { queryOptions, useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { publicCompanyResponseSchema, type PublicCompany } from '@frontdesk/contracts/public-chat';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/**
 * Name, colours, logo and welcome message of a public chat, by slug or company id. With the
 * visitor's id the opening counts as a visit (the admin's simulator sends none).
 */
export async function getPublicCompany(slug: string, visitor?: string): Promise<PublicCompany> {
  const query = visitor ? `?visitor=${encodeURIComponent(visitor)}` : '';
  const { company } = await api.get(`/api/public-chat/company/${encodeURIComponent(slug)}${query}`, publicCompanyResponseSchema);
  return company;
}

export const publicCompanyQueryOptions = (slug: string, visitor?: string) =>
  queryOptions({
    queryKey: ['public-chat', 'company', slug, visitor ?? ''],
    queryFn: () => getPublicCompany(slug, visitor),
    staleTime: 5 * 60_000,
  });

export function usePublicCompany(slug: string, { enabled = true, visitor }: { enabled?: boolean; visitor?: string } = {}) {
  return useQuery({ ...publicCompanyQueryOptions(slug, visitor), enabled: enabled && slug !== '' });
}

/** Why a chat cannot be opened: the company does not exist, or it is blocked. */
export type ChatClosedReason = 'not-found' | 'unavailable';

export function chatClosedReason(error: unknown): ChatClosedReason | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 404) return 'not-found';
  if (error.status === 403 && error.serverCode === ERROR_CODES.chatUnavailable) return 'unavailable';
  return null;
}
