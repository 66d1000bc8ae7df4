import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import { registerErrorHandler } from '../../src/platform/error-handler';

describe('the error handler', () => {
  it('answers a file whose stream fails before its first bytes with the JSON error body, not as the file', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/report.csv', async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="report.csv"')
        .send(
          new Readable({
            read() {
              this.destroy(new Error('the first page of rows failed'));
            },
          }),
        ),
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/report.csv' });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json()).toEqual({ message: TEXTS.errors.internal, code: ERROR_CODES.internal });
    } finally {
      await app.close();
    }
  });
});
