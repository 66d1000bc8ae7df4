import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import { isDatabaseUnavailable, isUnstorableText } from '../db/errors';
import { AppError } from './errors';

// A request refused while the database is away may simply be sent again.
const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

/**
 * Every error leaves as { message, code, details? }. Client mistakes get a 4xx with a message the
 * user can act on; anything unexpected is logged and answered with a 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A file whose stream failed before its first bytes (an export's first rows) left its headers:
    // its content type would refuse the JSON body, its name would save the error as the file.
    reply.removeHeader('content-disposition').header('content-type', 'application/json; charset=utf-8');
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const answer = { ...body(error.message, error.code, error.details), ...error.topLevel };
      return reply.status(error.statusCode).send(error.exposeErrorField ? { ...answer, error: error.message } : answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Field names come from the client ("constructor", "__proto__"): a Map, not an object, collects them.
      const fieldErrors = new Map<string, string[]>();
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fieldErrors.set(field, [...(fieldErrors.get(field) ?? []), issue.message ?? TEXTS.errors.validation]);
      }
      // A body that is text, a number or a list where the route reads an object: say how to send it.
      const notAnObject =
        error.validationContext === 'body' &&
        (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body));
      const first = notAnObject ? TEXTS.errors.bodyNotObject : (error.validation[0]?.message ?? TEXTS.errors.validation);
      return reply.status(400).send(body(first, ERROR_CODES.validation, { fieldErrors: Object.fromEntries(fieldErrors) }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS))
        .send(body(TEXTS.errors.temporarilyUnavailable, ERROR_CODES.unavailable));
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send(body(TEXTS.errors.nulCharacter, ERROR_CODES.validation));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body(TEXTS.errors.internal, ERROR_CODES.internal));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body(TEXTS.errors.payloadTooLarge, ERROR_CODES.payloadTooLarge));
    if (status === 415) return reply.status(415).send(body(TEXTS.errors.unsupportedMediaType, ERROR_CODES.validation));
    if (status === 429) return reply.status(429).send(body(TEXTS.auth.tooManyRequests, ERROR_CODES.rateLimited));
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? TEXTS.errors.malformedJson
          : error.message;
      return reply.status(status).send(body(message, ERROR_CODES.validation));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(TEXTS.errors.internal, ERROR_CODES.internal));
  });
}

/** Errors Fastify raises before routing (bad URL encoding, over-long parameters) get our shape too. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply.status(status).send(body(status === 414 ? TEXTS.errors.urlTooLong : TEXTS.errors.badUrl, ERROR_CODES.validation));
}

function body(message: string, code: string, details?: Record<string, unknown>): ErrorBody {
  return details ? { message, code, details } : { message, code };
}
