import type { AuthUser } from '@frontdesk/contracts/auth';

/** Document 000, section 8: the fetched slug, else the stored slug, the company id, or 'demo'. */
export function resolvePublicChatSlug(
  fetchedSlug: string | undefined,
  user: Pick<AuthUser, 'companySlug' | 'companyId'>,
): string {
  return fetchedSlug || user.companySlug || user.companyId || 'demo';
}

export function publicChatUrl(origin: string, slug: string): string {
  return `${origin}/public-chat/${encodeURIComponent(slug)}`;
}
