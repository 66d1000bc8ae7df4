import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyType } from '@frontdesk/contracts/auth';
import { FALLBACK_COMPANY_TYPE } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { terms } from '../../../src/db/schema/platform';
import { errorOf } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/auth/company-types', () => {
  it('lists the seeded business types, general first, without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/company-types' });
    expect(response.statusCode).toBe(200);
    const { companyTypes } = response.json<{ companyTypes: CompanyType[] }>();
    expect(companyTypes[0]).toEqual({
      type: 'general',
      name: 'General Business',
      price: '$29.99/month',
      description: 'Basic chat and user management',
    });
    // The browser's fallback option is the same record the server seeds.
    expect(companyTypes[0]).toEqual(FALLBACK_COMPANY_TYPE);
    const realEstate = companyTypes.find((option) => option.type === 'real_estate');
    expect(realEstate).toMatchObject({ name: 'Real Estate', price: '$49.99/month' });
    expect(new Set(companyTypes.map((option) => option.type)).size).toBe(companyTypes.length);
  });
});

describe('GET /api/auth/terms', () => {
  it('returns the current terms text', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/terms' });
    expect(response.statusCode).toBe(200);
    const { content } = response.json<{ content: string }>();
    expect(content).toContain('Frontdesk Terms and Conditions');
    expect(content.length).toBeGreaterThan(200);
  });

  it('shows the newest version when the terms are updated', async () => {
    await ctx.database.db.insert(terms).values({ content: 'Terms, second edition', updatedBy: 'test' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/terms' });
    expect(response.json<{ content: string }>().content).toBe('Terms, second edition');
  });

  it('answers 404 with the spec text when no terms exist', async () => {
    await ctx.database.db.delete(terms);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/terms' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ message: TEXTS.auth.termsNotFound, code: 'NOT_FOUND' });
  });
});
