import { z } from 'zod';

/** Company ids have the form company-{suffix}. */
export const companyIdSchema = z.string().regex(/^company-[a-z0-9]{6,32}$/, 'Invalid company id');

export const companyIdParamsSchema = z.object({ companyId: z.string().min(1).max(64) });

export const companySlugResponseSchema = z.object({ data: z.object({ slug: z.string() }) });

/** GET /api/company/info: a list whose first item describes the company. */
export const companyInfoResponseSchema = z.array(
  z.object({ company_title: z.string(), company_type: z.string(), slug: z.string(), company_id: z.string() }),
);
export type CompanyInfoResponse = z.infer<typeof companyInfoResponseSchema>;
