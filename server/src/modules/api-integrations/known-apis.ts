/**
 * Where a well-known API answers a cheap authenticated read, used to test an integration when the
 * company gives no base URL or test endpoint of its own; and how its API key is sent.
 */
type KnownApi = {
  baseUrl: string;
  testEndpoint: string;
  apiKeyHeader?: string;
  apiKeyQuery?: string;
  headers?: Record<string, string>;
};

export const KNOWN_APIS: Record<string, KnownApi> = {
  RentCast: { baseUrl: 'https://api.rentcast.io', testEndpoint: '/v1/properties?limit=1', apiKeyHeader: 'x-api-key' },
  Estated: { baseUrl: 'https://apis.estated.com', testEndpoint: '/v4/property', apiKeyQuery: 'token' },
  RealtyMole: {
    baseUrl: 'https://realty-mole-property-api.p.rapidapi.com',
    testEndpoint: '/properties',
    apiKeyHeader: 'x-rapidapi-key',
  },
  OpenAI: { baseUrl: 'https://api.openai.com', testEndpoint: '/v1/models' },
  Anthropic: {
    baseUrl: 'https://api.anthropic.com',
    testEndpoint: '/v1/models',
    apiKeyHeader: 'x-api-key',
    headers: { 'anthropic-version': '2023-06-01' },
  },
  'Google AI': { baseUrl: 'https://generativelanguage.googleapis.com', testEndpoint: '/v1beta/models', apiKeyQuery: 'key' },
  Twilio: { baseUrl: 'https://api.twilio.com', testEndpoint: '/2010-04-01/Accounts.json' },
  SendGrid: { baseUrl: 'https://api.sendgrid.com', testEndpoint: '/v3/scopes' },
  Mailgun: { baseUrl: 'https://api.mailgun.net', testEndpoint: '/v3/domains' },
  HubSpot: { baseUrl: 'https://api.hubapi.com', testEndpoint: '/crm/v3/objects/contacts?limit=1' },
  Pipedrive: { baseUrl: 'https://api.pipedrive.com', testEndpoint: '/v1/users/me', apiKeyQuery: 'api_token' },
};
