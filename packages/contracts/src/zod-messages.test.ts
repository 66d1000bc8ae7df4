import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { installReadableZodErrors } from './zod-messages';

installReadableZodErrors();

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe("zod's own messages, in words that name the field", () => {
  const schema = z.object({
    days: z.coerce.number().int().min(1).max(31),
    companyName: z.string().min(1).max(5),
    tax_rate: z.number(),
    tags: z.array(z.string()).max(2),
  });

  it('says what is missing, too big, too small or of the wrong kind', () => {
    expect(messages(schema, { days: 100, companyName: 'too long', tax_rate: 'x', tags: ['a', 'b', 'c'] })).toEqual([
      'Days must be at most 31',
      'Company name must be at most 5 characters',
      'Tax rate must be a number',
      'Tags must be at most 2 items',
    ]);
    expect(messages(schema, { days: 0, companyName: '' })).toEqual([
      'Days must be at least 1',
      'Company name is required',
      'Tax rate is required',
      'Tags is required',
    ]);
  });

  it("keeps a schema's own message", () => {
    expect(messages(z.string().max(2, 'Two letters at most'), 'abc')).toEqual(['Two letters at most']);
  });
});
