import { z } from 'zod';
import { counted } from './counted';
import { inSupportedYears } from './fields';

/** A visitor who left contact details in the public chat, as Public Chat Users lists them. */
export const publicChatUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  conversation_summary: z.string(),
  created_at: z.string(),
});
export type PublicChatUser = z.infer<typeof publicChatUserSchema>;

/** How many visitors one page of the list holds. */
export const PUBLIC_CHAT_USERS_PAGE = 50;
export const PUBLIC_CHAT_USERS_SEARCH_MAX = 100;

export const PUBLIC_CHAT_USERS_TEXTS = {
  searchLabel: 'Search visitors',
  searchPlaceholder: 'Name, e-mail, phone or words from the conversation',
  searchTooLong: `A search can be at most ${PUBLIC_CHAT_USERS_SEARCH_MAX} characters.`,
  badCursor: 'That page of visitors is no longer valid. Reload the list.',
  noMatches: (search: string) => `No visitors match "${search}".`,
  clearSearch: 'Clear search',
  matching: (matching: number, total: number) => `${matching} of ${counted(total, 'user')} match`,
  loadMore: 'Show more',
  showing: (shown: number) => `showing the newest ${shown}`,
  loadingMore: 'Loading...',
};

// A page's last visitor as "<created_at, ISO 8601 in UTC>_<id>": the next page starts after it.
const CURSOR_PATTERN = /^[^_]+_[\w-]{1,64}$/;
const cursorTime = z.iso.datetime().refine(inSupportedYears);

export const publicChatUsersQuerySchema = z.object({
  search: z.string().trim().max(PUBLIC_CHAT_USERS_SEARCH_MAX, PUBLIC_CHAT_USERS_TEXTS.searchTooLong).default(''),
  cursor: z
    .string()
    .regex(CURSOR_PATTERN, PUBLIC_CHAT_USERS_TEXTS.badCursor)
    .refine((cursor) => cursorTime.safeParse(readCursor(cursor).createdAt).success, PUBLIC_CHAT_USERS_TEXTS.badCursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PUBLIC_CHAT_USERS_PAGE),
});
export type PublicChatUsersQuery = z.output<typeof publicChatUsersQuerySchema>;

/** The cursor's parts; only for a cursor the query schema accepted. */
export function readCursor(cursor: string): { createdAt: string; id: string } {
  const split = cursor.indexOf('_');
  return { createdAt: cursor.slice(0, split), id: cursor.slice(split + 1) };
}

export const publicChatUsersResponseSchema = z.object({
  users: z.array(publicChatUserSchema),
  /** Every visitor who left details; `matching` of them match the search. */
  total: z.number().int(),
  matching: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type PublicChatUsersResponse = z.infer<typeof publicChatUsersResponseSchema>;
