import { ERROR_MAPPER, ERROR_TEXTS } from '@frontdesk/contracts/error-texts';
import { ApiError } from './api-error';

export interface MappedError {
  code: string;
  message: string;
}

const { codes, messages } = ERROR_MAPPER;

function mapHttpStatus(status: number): MappedError {
  if (status === 401) return { code: codes.unauthorized, message: messages.unauthorized };
  if (status === 403) return { code: codes.forbidden, message: messages.forbidden };
  if (status === 404) return { code: codes.generic, message: messages.notFound };
  if (status === 400 || status === 422) return { code: codes.validation, message: ERROR_TEXTS.validation };
  if (status >= 500) return { code: codes.generic, message: messages.server };
  return { code: codes.generic, message: messages.unknown };
}

function mapApiError(error: ApiError): MappedError {
  switch (error.kind) {
    case 'timeout':
      return { code: codes.timeout, message: messages.timeout };
    case 'network':
      return { code: codes.network, message: messages.network };
    case 'circuit-open':
      return { code: codes.circuitOpen, message: messages.circuitOpen };
    case 'invalid-response':
      return { code: codes.unknown, message: messages.unknown };
    case 'http':
      return mapHttpStatus(error.status);
  }
}

/**
 * The generic error mapper (document 001, section 8): any thrown value becomes a catalogue code
 * and a message a person can read. What the server itself said wins over the catalogue.
 */
export function mapError(error: unknown): MappedError {
  if (error instanceof ApiError) {
    const mapped = mapApiError(error);
    return {
      code: error.serverCode ?? mapped.code,
      message: error.serverMessage ?? mapped.message,
    };
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return { code: codes.timeout, message: messages.timeout };
  }
  return { code: codes.unknown, message: messages.unknown };
}
