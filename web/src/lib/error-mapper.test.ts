import { describe, expect, it } from 'vitest';
import { ERROR_MAPPER, TEXTS } from '@frontdesk/contracts/texts';
import { ApiError, apiErrorFromResponse } from './api-error';
import { mapError } from './error-mapper';

const { codes, messages } = ERROR_MAPPER;

function bare(kind: ApiError['kind'], status = 0): ApiError {
  return new ApiError({ kind, status, code: `HTTP_${status || 500}`, message: 'raw' });
}

describe('mapError', () => {
  it.each([
    ['a timeout', bare('timeout'), codes.timeout, messages.timeout],
    ['no answer', bare('network'), codes.network, messages.network],
    ['an open circuit', bare('circuit-open'), codes.circuitOpen, messages.circuitOpen],
    ['an answer of the wrong shape', bare('invalid-response', 200), codes.unknown, messages.unknown],
    ['401', bare('http', 401), codes.unauthorized, messages.unauthorized],
    ['403', bare('http', 403), codes.forbidden, messages.forbidden],
    ['404', bare('http', 404), codes.generic, messages.notFound],
    ['400', bare('http', 400), codes.validation, TEXTS.errors.validation],
    ['422', bare('http', 422), codes.validation, TEXTS.errors.validation],
    ['500', bare('http', 500), codes.generic, messages.server],
    ['503', bare('http', 503), codes.generic, messages.server],
    ['another status', bare('http', 409), codes.generic, messages.unknown],
    ['a DOM timeout', new DOMException('late', 'TimeoutError'), codes.timeout, messages.timeout],
    ['anything else', new Error('boom'), codes.unknown, messages.unknown],
    ['a thrown string', 'boom', codes.unknown, messages.unknown],
  ])('maps %s', (_name, error, code, message) => {
    expect(mapError(error)).toEqual({ code, message });
  });

  it('lets the server message and code win', () => {
    const error = apiErrorFromResponse(403, { message: 'Your company account has been blocked.', code: 'COMPANY_BLOCKED' });
    expect(mapError(error)).toEqual({ code: 'COMPANY_BLOCKED', message: 'Your company account has been blocked.' });
  });

  it('keeps the catalogue code when the server sends only a message', () => {
    expect(mapError(apiErrorFromResponse(500, { message: 'Database is not answering' }))).toEqual({
      code: codes.generic,
      message: 'Database is not answering',
    });
  });

  it('ignores a body that is not an error body', () => {
    expect(mapError(apiErrorFromResponse(502, '<html>Bad gateway</html>'))).toEqual({
      code: codes.generic,
      message: messages.server,
    });
  });
});
