import { NETWORK_ERROR_TEXT, TIMEOUT_TEXT, VALIDATION_TEXT } from './page-error-texts';

// The texts of failed requests (TEXTS.errors and the error mapper's); apart from texts.ts so that
// a page loads them without the rest.

export const ERROR_TEXTS = {
  notFound: 'The requested resource was not found.',
  internal: 'Something went wrong on our side. Please try again later.',
  validation: VALIDATION_TEXT,
  payloadTooLarge: 'The request is too large.',
  malformedJson: 'The request body is not valid JSON.',
  bodyNotObject: 'Send the request body as a JSON object (Content-Type: application/json).',
  unsupportedMediaType: 'This address does not accept a body of this Content-Type (most take application/json).',
  badUrl: 'The address of this request is not valid.',
  urlTooLong: 'The address of this request is too long.',
  nestedTooDeeply: 'The request body is nested too deeply.',
  nulCharacter: 'Text may not contain the NUL character (\\u0000).',
  temporarilyUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

/** Codes and messages of the generic error mapper (document 001, section 8). */
export const ERROR_MAPPER = {
  codes: {
    generic: 'API-001',
    network: 'API-002',
    timeout: 'API-003',
    unauthorized: 'AUTH-001',
    forbidden: 'AUTH-002',
    validation: 'FORM-001',
    circuitOpen: 'CIRCUIT-001',
    unknown: 'UNKNOWN-001',
  },
  messages: {
    timeout: TIMEOUT_TEXT,
    unauthorized: 'Authentication failed. Please log in again.',
    forbidden: 'You do not have permission to perform this action.',
    notFound: 'The requested resource was not found.',
    server: 'Server error. Please try again later.',
    network: NETWORK_ERROR_TEXT,
    circuitOpen: 'Service temporarily unavailable due to high error rate. Please try again in a few minutes.',
    unknown: 'An unexpected error occurred. Please try again.',
  },
} as const;
