import { z } from 'zod';

export const KNOWLEDGE_LIMITS = { titleMax: 200, definitionMax: 5000, entriesPerCompany: 500 } as const;

export const knowledgeEntrySchema = z.object({
  id: z.string(),
  companyTitle: z.string(),
  definition: z.string(),
  created_at: z.string(),
});
export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;

export const knowledgeListResponseSchema = z.object({ entries: z.array(knowledgeEntrySchema) });

export const createKnowledgeBodySchema = z.object({
  companyTitle: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(KNOWLEDGE_LIMITS.titleMax, `Title must be at most ${KNOWLEDGE_LIMITS.titleMax} characters`),
  definition: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(KNOWLEDGE_LIMITS.definitionMax, `Description must be at most ${KNOWLEDGE_LIMITS.definitionMax} characters`),
});
export type CreateKnowledgeBody = z.input<typeof createKnowledgeBodySchema>;

export const createKnowledgeResponseSchema = z.object({ message: z.string(), entry: knowledgeEntrySchema });

export const knowledgeIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
