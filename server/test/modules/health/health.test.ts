import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { errorOf } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /healthz', () => {
  it('answers ok without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers ok while the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz without a database', () => {
  // A second app of its own, whose database this test closes.
  let broken: TestContext;
  beforeAll(async () => {
    broken = await createTestApp();
  });
  afterAll(() => broken.close());

  it('answers 503 once the database is gone, while liveness stays ok', async () => {
    expect((await broken.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('API documentation', () => {
  it('serves the Swagger UI page at /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
  });

  it('serves the OpenAPI document at /api/docs/json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/login']?.post).toBeDefined();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/users/me', '/api/admin/users']));
  });
});

describe('unknown paths', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/nope'],
      ['DELETE', '/api/users/me'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(errorOf(response)).toEqual({ message: TEXTS.errors.notFound, code: 'NOT_FOUND' });
    }
  });

  it('sets the security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
