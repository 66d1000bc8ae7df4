import { z } from 'zod';

export const impersonateResponseSchema = z.object({ token: z.string(), url: z.string() });
export type ImpersonateResponse = z.infer<typeof impersonateResponseSchema>;
