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

  it('words exclusive and exact bounds, dates, unions and shortened names', () => {
    const more = z.object({
      amount: z.number().positive(),
      code: z.string().length(6),
      smtp_host: z.string().max(3),
      api_key: z.union([z.literal(''), z.string().min(10)]),
      when: z.date().max(new Date('2030-01-01T00:00:00.000Z')),
    });
    expect(messages(more, { amount: 0, code: 'abc', smtp_host: 'mail.example.com', when: new Date('2031-01-01') })).toEqual([
      'Amount must be more than 0',
      'Code must be exactly 6 characters',
      'SMTP host must be at most 3 characters',
      'API key is required',
      'When must be at most 2030-01-01',
    ]);
  });

  it("keeps a schema's own message", () => {
    expect(messages(z.string().max(2, 'Two letters at most'), 'abc')).toEqual(['Two letters at most']);
  });
});
