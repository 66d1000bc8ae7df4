import { z } from 'zod';

/**
 * `url` opens the company with a one-minute, single-use code in its query (?super_admin_token=…),
 * which the page exchanges for the session; `token` is the session itself, for API clients.
 */
export const impersonateResponseSchema = z.object({ token: z.string(), url: z.string() });
export type ImpersonateResponse = z.infer<typeof impersonateResponseSchema>;

export const exchangeCodeBodySchema = z.object({ code: z.string().min(16).max(128) });
export type ExchangeCodeBody = z.infer<typeof exchangeCodeBodySchema>;
