import { z } from 'zod';

/** Document 001, Integration: the four categories and their API types. */
export const INTEGRATION_CATEGORIES = {
  REAL_ESTATE: { label: 'Real Estate APIs', apiTypes: ['RentCast', 'HAR', 'Estated', 'Zillow', 'RealtyMole', 'Custom'] },
  AI_SERVICES: { label: 'AI Services', apiTypes: ['OpenAI', 'Anthropic', 'Google AI', 'Custom'] },
  COMMUNICATION: { label: 'Communication', apiTypes: ['Twilio', 'SendGrid', 'Mailgun', 'Custom'] },
  CRM: { label: 'CRM Systems', apiTypes: ['Salesforce', 'HubSpot', 'Pipedrive', 'Custom'] },
} as const;
export type IntegrationCategory = keyof typeof INTEGRATION_CATEGORIES;
export const CATEGORY_KEYS = Object.keys(INTEGRATION_CATEGORIES) as IntegrationCategory[];

/** The five auth methods and the credential fields each needs; `secret` fields are masked. */
export const AUTH_METHODS = {
  API_KEY: { label: 'API Key', fields: [{ name: 'api_key', label: 'API Key', secret: true }] },
  BEARER_TOKEN: { label: 'Bearer Token', fields: [{ name: 'api_key', label: 'Bearer Token', secret: true }] },
  BASIC_AUTH: {
    label: 'Basic Auth',
    fields: [
      { name: 'username', label: 'Username', secret: false },
      { name: 'password', label: 'Password', secret: true },
    ],
  },
  MLS_AUTH: {
    label: 'MLS Auth',
    fields: [
      { name: 'username', label: 'Username', secret: false },
      { name: 'password', label: 'Password', secret: true },
      { name: 'license_number', label: 'License Number', secret: false },
    ],
  },
  OAUTH2: {
    label: 'OAuth 2.0',
    fields: [
      { name: 'client_id', label: 'Client ID', secret: false },
      { name: 'client_secret', label: 'Client Secret', secret: true },
    ],
  },
} as const;
export type AuthMethod = keyof typeof AUTH_METHODS;
export const AUTH_METHOD_KEYS = Object.keys(AUTH_METHODS) as AuthMethod[];

export const INTEGRATION_TEXTS = {
  loadFailed: 'Failed to load integrations',
  testOk: 'Connection test successful!',
  testFailed: 'Connection test failed',
  toggleFailed: 'Failed to toggle integration',
  deleted: 'Integration deleted successfully!',
  deleteFailed: 'Failed to delete integration',
  created: 'Integration created successfully!',
  createFailed: 'Failed to create integration',
  confirmDelete: 'Are you sure you want to delete this integration?',
  enabled: 'Integration enabled.',
  disabled: 'Integration disabled.',
  notFound: 'This integration was not found.',
  apiTypeMismatch: 'Choose an API type of the chosen category.',
  credentialRequired: (label: string) => `${label} is required`,
  noAddress: 'Add a base URL (and a test endpoint) to test this integration.',
  empty: 'No integrations yet. Add one to connect your other services.',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const parsesAsUrl = (value: string): boolean => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

const optionalAddress = z
  .string()
  .trim()
  .max(500)
  .optional()
  .default('')
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'Base URL must start with http:// or https://',
    abort: true,
  })
  .refine((value) => value === '' || parsesAsUrl(value), 'Base URL is not a valid address (check its host name and port)');

/** Document 001, the integration calls' POST body; the credentials are checked against the method's fields. */
export const createIntegrationBodySchema = z
  .object({
    name: text('Name', 100),
    category: z.enum(CATEGORY_KEYS as [IntegrationCategory, ...IntegrationCategory[]], { error: 'Choose a category' }),
    api_type: text('API type', 50),
    auth_method: z.enum(AUTH_METHOD_KEYS as [AuthMethod, ...AuthMethod[]], { error: 'Choose an authentication method' }),
    credentials: z.record(z.string(), z.string().max(2000)).default({}),
    base_url: optionalAddress,
    test_endpoint: z
      .string()
      .trim()
      .max(500)
      .optional()
      .default('')
      .refine((value) => value === '' || value.startsWith('/'), 'Test endpoint must start with /'),
  })
  .superRefine((value, context) => {
    const types: readonly string[] = INTEGRATION_CATEGORIES[value.category].apiTypes;
    if (!types.includes(value.api_type))
      context.addIssue({ code: 'custom', path: ['api_type'], message: INTEGRATION_TEXTS.apiTypeMismatch });
    for (const field of AUTH_METHODS[value.auth_method].fields) {
      if (!(value.credentials[field.name] ?? '').trim())
        context.addIssue({
          code: 'custom',
          path: ['credentials', field.name],
          message: INTEGRATION_TEXTS.credentialRequired(field.label),
        });
    }
  });
export type CreateIntegrationBody = z.input<typeof createIntegrationBodySchema>;
export type CreateIntegrationInput = z.output<typeof createIntegrationBodySchema>;

/** What the list shows: which credential fields are stored, never their values. */
export const integrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  api_type: z.string(),
  auth_method: z.string(),
  credentials_set: z.array(z.string()),
  base_url: z.string(),
  test_endpoint: z.string(),
  is_enabled: z.boolean(),
  test_status: z.enum(['success', 'failed']).nullable(),
  test_message: z.string(),
  last_tested: z.string().nullable(),
  created_at: z.string(),
});
export type Integration = z.infer<typeof integrationSchema>;
export const integrationsResponseSchema = z.object({ integrations: z.array(integrationSchema) });
export const integrationResponseSchema = z.object({ message: z.string(), integration: integrationSchema });
export const integrationIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
