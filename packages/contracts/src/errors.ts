import { z } from 'zod';

// The codes live in a zod-free file (the visitor's chat page reads them); kept importable from here.
export { ERROR_CODES, type ErrorCode } from './error-codes';

/** Every error answer from the API has this shape. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  /** Some screens of the spec read the failure text from a field named error; it repeats message. */
  error: z.string().optional(),
  /** Billing: the payment provider is not set up yet (document 001, billing calls). */
  requiresSetup: z.boolean().optional(),
  /** Billing: the period already paid, with PAYMENT_ALREADY_EXISTS. */
  period: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
