import type { AuthMethod } from '@frontdesk/contracts/api-integrations';
import { INTEGRATION_TEXTS } from '@frontdesk/contracts/api-integrations';
import { OutboundError, type Outbound } from '../../platform/outbound';
import { KNOWN_APIS } from './known-apis';

export type IntegrationTarget = {
  apiType: string;
  authMethod: AuthMethod;
  credentials: Record<string, string>;
  baseUrl: string;
  testEndpoint: string;
};

export type TestOutcome = {
  ok: boolean;
  message: string;
  /** The request that was made (none when there was no address to call). */
  call?: { method: string; endpoint: string; statusCode: number; durationMs: number };
};

// OAuth2 client credentials are exchanged at the base URL's token endpoint unless the test endpoint is one.
const OAUTH_TOKEN_PATH = '/oauth/token';

/**
 * Calls the integration's test address with its credentials applied, through the outbound helper
 * (public addresses only). Any answer below 400 passes; the outcome's message says what happened.
 */
export async function testIntegration(outbound: Outbound, target: IntegrationTarget): Promise<TestOutcome> {
  const known = KNOWN_APIS[target.apiType];
  const base = (target.baseUrl || known?.baseUrl || '').replace(/\/$/, '');
  if (!base) return { ok: false, message: INTEGRATION_TEXTS.noAddress };
  const url = new URL(`${base}${target.testEndpoint || known?.testEndpoint || '/'}`);
  const started = performance.now();
  const call = (statusCode: number) => ({
    method: 'GET',
    endpoint: `${url.host}${url.pathname}`,
    statusCode,
    durationMs: Math.round(performance.now() - started),
  });
  try {
    const headers: Record<string, string> = { ...known?.headers };
    const { credentials: c } = target;
    switch (target.authMethod) {
      case 'API_KEY':
        if (known?.apiKeyQuery) url.searchParams.set(known.apiKeyQuery, c['api_key'] ?? '');
        else if (known?.apiKeyHeader || !known) headers[known?.apiKeyHeader ?? 'x-api-key'] = c['api_key'] ?? '';
        else headers['authorization'] = `Bearer ${c['api_key'] ?? ''}`;
        break;
      case 'BEARER_TOKEN':
        headers['authorization'] = `Bearer ${c['api_key'] ?? ''}`;
        break;
      case 'BASIC_AUTH':
        headers['authorization'] = basic(c['username'], c['password']);
        break;
      case 'MLS_AUTH':
        headers['authorization'] = basic(c['username'], c['password']);
        headers['x-mls-license-number'] = c['license_number'] ?? '';
        break;
      case 'OAUTH2':
        headers['authorization'] = `Bearer ${await clientCredentialsToken(outbound, base, c['client_id'], c['client_secret'])}`;
        break;
    }
    const response = await outbound.fetchText(url.toString(), { accept: 'application/json', headers, maxBytes: 64 * 1024 });
    if (response.status < 400) return { ok: true, message: INTEGRATION_TEXTS.testOk, call: call(response.status) };
    return {
      ok: false,
      message: `${url.host} answered HTTP ${response.status}${authHint(response.status)}`,
      call: call(response.status),
    };
  } catch (error) {
    if (error instanceof OutboundError || error instanceof TokenError)
      return { ok: false, message: error.message, call: call(0) };
    throw error;
  }
}

class TokenError extends Error {}

async function clientCredentialsToken(outbound: Outbound, base: string, id = '', secret = ''): Promise<string> {
  const response = await outbound.fetchText(`${base}${OAUTH_TOKEN_PATH}`, {
    method: 'POST',
    accept: 'application/json',
    headers: { authorization: basic(id, secret), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    maxBytes: 64 * 1024,
  });
  const token = response.status < 400 ? readAccessToken(response.text) : null;
  if (!token) throw new TokenError(`The OAuth token endpoint refused the client credentials (HTTP ${response.status}).`);
  return token;
}

function readAccessToken(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'access_token' in parsed && typeof parsed.access_token === 'string')
      return parsed.access_token;
  } catch {
    return null;
  }
  return null;
}

function basic(user = '', password = ''): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

function authHint(status: number): string {
  if (status === 401 || status === 403) return ': the credentials were refused.';
  if (status === 404) return ': check the base URL and test endpoint.';
  return '.';
}
