import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import { AppError } from './errors';

/**
 * How many bytes a route's body may have, sized to what its schema allows (at 4 bytes a
 * character). Most bodies are a few fields; `text` routes carry an entry, a prompt or a
 * description; `matrix` is the whole permissions table of a company.
 */
export const BODY_LIMITS = {
  default: 16 * 1024,
  form: 32 * 1024,
  text: 64 * 1024,
  matrix: 512 * 1024,
} as const;

// No body the API accepts nests deeper than a few levels.
const MAX_DEPTH = 16;

/** True when brackets nest deeper than `limit` (counting outside strings); a linear scan, before parsing. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92) i += 1;
      else if (code === 34) inString = false;
    } else if (code === 34) {
      inString = true;
    } else if (code === 91 || code === 123) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 93 || code === 125) {
      depth -= 1;
    }
  }
  return false;
}

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one). */
export function pathOfNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = pathOfNul(child, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

function nulError(field: string): AppError {
  return new AppError(ERROR_CODES.validation, TEXTS.errors.nulCharacter, {
    fieldErrors: { [field]: [TEXTS.errors.nulCharacter] },
  });
}

/**
 * JSON bodies are refused before parsing when they nest too deeply (a megabyte of brackets costs
 * real CPU), and after parsing when a string holds a NUL; parameters and query strings too.
 */
export function guardRequestBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // Clients that mark every request as JSON send no body with a bodiless action (a test, a
    // logout, a DELETE): no body, as if they had not marked it; a route that needs one says which.
    if (text === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_DEPTH)) {
      done(new AppError(ERROR_CODES.validation, TEXTS.errors.nestedTooDeeply), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const field = pathOfNul(parsed);
      return field ? done(nulError(field), undefined) : done(null, parsed);
    });
  });
  app.addHook('preValidation', async (request) => {
    const field = pathOfNul(request.params) ?? pathOfNul(request.query);
    if (field) throw nulError(field);
  });
}
