import { z } from 'zod';

export const AB_VARIANTS = ['A', 'B'] as const;
export type AbVariant = (typeof AB_VARIANTS)[number];
/** A winner is named only when the difference is significant at this level (two-sided)… */
export const SIGNIFICANCE_LEVEL = 0.05;
/** …and each variant has been shown to at least this many visitors. */
export const MIN_VISITORS_PER_VARIANT = 30;
export const WELCOME_MAX = 500;

const welcome = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(WELCOME_MAX, `${label} can be at most ${WELCOME_MAX} characters`);

export const createAbTestBodySchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name can be at most 100 characters'),
    variant_a: welcome('Welcome message A'),
    variant_b: welcome('Welcome message B'),
  })
  .refine((body) => body.variant_a !== body.variant_b, {
    message: 'The two welcome messages must differ',
    path: ['variant_b'],
  });
export type CreateAbTestBody = z.input<typeof createAbTestBodySchema>;
export type CreateAbTestInput = z.output<typeof createAbTestBodySchema>;

export const stopAbTestBodySchema = z
  .object({
    /** Make the significant winner the chat's welcome message. */
    keep_winner: z.boolean({ error: 'keep_winner must be true or false' }).default(false),
  })
  .optional();

export const abTestIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const abVariantResultSchema = z.object({
  variant: z.enum(AB_VARIANTS),
  welcome_message: z.string(),
  visitors: z.number().int(),
  conversions: z.number().int(),
  /** Percent, one decimal. */
  rate: z.number(),
});

export const abTestSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['running', 'stopped']),
  kept: z.enum(AB_VARIANTS).nullable(),
  started_at: z.string(),
  stopped_at: z.string().nullable(),
  variants: z.tuple([abVariantResultSchema, abVariantResultSchema]),
  /** Two-proportion z-test of the conversion rates; null until both variants have visitors. */
  p_value: z.number().nullable(),
  significant: z.boolean(),
  winner: z.enum(AB_VARIANTS).nullable(),
});
export type AbTest = z.infer<typeof abTestSchema>;
export const abTestsResponseSchema = z.object({ tests: z.array(abTestSchema) });

export const AB_TEXTS = {
  started: 'A/B test started.',
  stopped: 'A/B test stopped.',
  kept: (variant: AbVariant) => `A/B test stopped; welcome message ${variant} is now your chat's welcome message.`,
  alreadyRunning: 'An A/B test is already running. Stop it before starting another.',
  notRunning: 'This A/B test has already been stopped.',
  noWinner: 'No variant has won yet, so there is nothing to keep. Stop the test without keeping a winner.',
  notFound: 'A/B test not found',
  empty: 'No A/B tests yet. Start one to compare two welcome messages.',
  conversionHelp:
    'Each visitor is shown one welcome message, always the same one. A conversion is a visitor who leaves contact details or books an appointment.',
  significanceHelp: `A winner is marked only when the difference is statistically significant (two-proportion z-test, p < ${SIGNIFICANCE_LEVEL}) with at least ${MIN_VISITORS_PER_VARIANT} visitors per variant.`,
} as const;
