import { z } from 'zod';
import { headerSecretField } from './fields';

/** A stored secret is never sent back; this stands in for it, and sent back means "keep it". */
export const SECRET_PLACEHOLDER = '***configured***';

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** Document 000, External calendar config (/ghl-calendar). */
export const ghlCalendarConfigSchema = z.object({
  calendar_id: required('Calendar ID is required', 100),
  location_id: required('Location ID is required', 100),
  private_api_key: headerSecretField('Private API Key', required('Private API Key is required', 500)),
  is_enabled: z.boolean().default(false),
});
export type GhlCalendarConfigBody = z.input<typeof ghlCalendarConfigSchema>;
export type GhlCalendarConfig = z.output<typeof ghlCalendarConfigSchema>;
export const ghlCalendarConfigViewSchema = z.object({
  calendar_id: z.string(),
  location_id: z.string(),
  private_api_key: z.string(),
  is_enabled: z.boolean(),
  configured: z.boolean(),
});
export const ghlCalendarConfigResponseSchema = z.object({ config: ghlCalendarConfigViewSchema });
export type GhlCalendarConfigView = z.infer<typeof ghlCalendarConfigResponseSchema>['config'];
export const saveGhlCalendarConfigResponseSchema = ghlCalendarConfigResponseSchema.extend({ message: z.string() });

/** Document 000, section 8 (External calendar). */
export const GHL_TEXTS = {
  loadFailed: 'Failed to load configuration',
  saveFailed: 'Failed to save configuration',
  saved: 'GHL calendar configuration saved successfully!',
  connectFailed: 'Failed to connect to GHL calendar',
  connected: 'GHL calendar connection successful!',
  testFailed: 'Failed to test GHL connection',
  notConfigured: 'Save your GHL calendar configuration first.',
  unauthorized: 'GoHighLevel refused the Private API Key. Check the key and its calendar scopes.',
  calendarNotFound: 'GoHighLevel does not know this Calendar ID for this Location ID.',
  unreachable: 'GoHighLevel could not be reached. Please try again in a moment.',
} as const;

/** The /ghl-calendar page's labels, hints and how-to list (its messages are GHL_TEXTS). */
export const GHL_PAGE_TEXTS = {
  title: 'GHL Calendar',
  description: 'Connect your GoHighLevel calendar so appointments sync both ways.',
  formTitle: 'Configuration',
  loading: 'Loading configuration...',
  calendarId: 'Calendar ID',
  locationId: 'Location ID',
  privateApiKey: 'Private API Key',
  keyName: 'API key',
  keySaved: 'A key is saved and never shown. Leave it as it is to keep it, or type a new one to replace it.',
  enable: 'Enable GHL calendar sync',
  save: 'Save Configuration',
  saving: 'Saving...',
  test: 'Test Connection',
  testing: 'Testing...',
  testUsesSaved: 'Test Connection checks the saved configuration: save your changes first to test them.',
  howToTitle: 'How to connect',
  howTo: [
    'In GoHighLevel, open the sub-account (location) whose calendar you use.',
    'Location ID: Settings → Business Profile shows it; copy it.',
    'Calendar ID: Calendars → Calendar Settings → your calendar → Copy Embed Code or Share link; the ID is the last part of the link.',
    'Private API Key: Settings → Private Integrations → Create new Integration. Allow the calendars, calendar events and contacts scopes (view and edit), then copy the key it shows once.',
    'Paste the three here, tick Enable, press Save Configuration, then Test Connection.',
    'On the Calendar page, Sync All sends your appointments to GHL and brings GHL’s in; the GHL button only brings them in.',
  ],
} as const;

/** Document 000, Google calendar config (the Google Calendar tab). */
export const googleCalendarConfigSchema = z.object({
  client_id: required('Client ID is required', 300),
  client_secret: required('Client Secret is required', 300),
  calendar_id: z
    .string()
    .trim()
    .max(300)
    .optional()
    .transform((value) => value || 'primary'),
  is_enabled: z.boolean().default(true),
});
export type GoogleCalendarConfigBody = z.input<typeof googleCalendarConfigSchema>;
export type GoogleCalendarConfig = z.output<typeof googleCalendarConfigSchema>;
export const googleCalendarConfigViewSchema = z.object({
  client_id: z.string(),
  client_secret: z.string(),
  calendar_id: z.string(),
  is_enabled: z.boolean(),
  is_connected: z.boolean(),
  /** Google refused the saved authorisation at a sync, so it was dropped: the company must connect again. */
  authorisation_refused: z.boolean(),
});
export type GoogleCalendarConfigView = z.infer<typeof googleCalendarConfigViewSchema>;
export const googleCalendarConfigResponseSchema = z.object({ config: googleCalendarConfigViewSchema });
export const saveGoogleCalendarConfigResponseSchema = googleCalendarConfigResponseSchema.extend({ message: z.string() });
/** DELETE /api/company/google-calendar-config/connection: the tokens are forgotten, the client kept. */
export const disconnectGoogleCalendarResponseSchema = googleCalendarConfigResponseSchema.extend({ message: z.string() });
export const googleOAuthUrlResponseSchema = z.object({ authUrl: z.string() });
export const googleOAuthCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** The authorisation popup (document 000, Google Calendar tab). */
export const GOOGLE_POPUP = { width: 500, height: 600 } as const;
/** The popup tells the page it may reload the connection state. */
export const GOOGLE_CONNECTED_MESSAGE = 'frontdesk:google-calendar-connected';

/** Document 000, section 8 (Google screen), and the connection's own states. */
export const GOOGLE_TEXTS = {
  credentialsSaved: 'Google credentials saved successfully!',
  credentialsSaveFailed: 'Failed to save Google credentials',
  oauthFailed: 'Failed to initiate Google OAuth',
  credentialsFirst: 'Save your Google Client ID and Client Secret first.',
  connected: 'Google Calendar is connected.',
  connectButton: 'Connect Google Calendar',
  callbackConnected: 'Google Calendar is connected. You can close this window.',
  callbackRefused: 'Google did not authorise the connection. Choose Connect Google Calendar to try again.',
  callbackInvalid: 'This authorisation link is not valid or has expired. Choose Connect Google Calendar to try again.',
  callbackFailed: 'Google refused the authorisation code. Check the Client ID and Client Secret, then try again.',
  unreachable: 'Google could not be reached. Please try again in a moment.',
  reconnect: 'Google refused the saved authorisation. Connect Google Calendar again.',
  /** The token endpoint refused the client itself (a Client Secret changed or mistyped): the authorisation stands. */
  clientRefused: 'Google refused the Client ID or Client Secret. Check them on the Google Calendar tab.',
  /** A 403: the calendar is not shared with the connected account, or a quota is reached. */
  calendarForbidden:
    'Google refused access to this calendar. Check that the Calendar ID is shared with the connected account, or try again later.',
  disconnected: 'Google Calendar is disconnected.',
  disconnectFailed: 'Failed to disconnect Google Calendar',
} as const;

/** The Google Calendar tab's labels and hints (its messages are GOOGLE_TEXTS). */
export const GOOGLE_TAB_TEXTS = {
  tab: 'Google Calendar',
  title: 'Google Calendar',
  description: 'Use your own Google Cloud OAuth client; appointments then sync with your Google calendar.',
  loading: 'Loading Google settings...',
  loadFailed: 'Failed to load the Google Calendar settings',
  clientId: 'Client ID',
  clientSecret: 'Client Secret',
  secretName: 'client secret',
  secretSaved: 'A secret is saved and never shown. Leave it as it is to keep it, or type a new one to replace it.',
  calendarId: 'Calendar ID',
  calendarIdHint: 'Leave empty for your main calendar (primary).',
  enable: 'Enable Google Calendar sync',
  save: 'Save Google Credentials',
  saving: 'Saving...',
  connecting: 'Opening Google...',
  saveBeforeConnect: 'Save your changes first: connecting uses the saved Client ID and Client Secret.',
  setupBefore: 'In Google Cloud Console create an OAuth client (Web application) with the redirect URI',
  setupAfter: ', then save its ID and secret here and connect.',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting...',
  disconnectTitle: 'Disconnect Google Calendar',
  disconnectBody:
    'Frontdesk forgets the authorisation Google gave and stops syncing with Google Calendar. Your appointments, Client ID, Client Secret and Calendar ID are kept, and you can connect again at any time. To withdraw the access at Google too, remove the app under Third-party connections in your Google Account.',
} as const;

export const SYNC_DIRECTIONS = ['bidirectional', 'import'] as const;
export const SYNC_SOURCES = ['google', 'ghl'] as const;
export type SyncSource = (typeof SYNC_SOURCES)[number];

/** Document 001, Sync request. `source` null (or absent) means every enabled connection. */
export const syncRequestSchema = z.object({
  direction: z.enum(SYNC_DIRECTIONS, { error: 'direction must be bidirectional or import' }).default('bidirectional'),
  source: z.enum(SYNC_SOURCES, { error: 'source must be google, ghl or null' }).nullable().default(null),
});
export type SyncRequestBody = z.input<typeof syncRequestSchema>;
export type SyncRequest = z.output<typeof syncRequestSchema>;

/** The Calendar page's banner: which connections sync, and how the last sync went. */
export const syncStatusSchema = z.object({
  google: z.object({ enabled: z.boolean(), connected: z.boolean() }),
  ghl: z.object({ enabled: z.boolean() }),
  running: z.boolean(),
  last_sync_at: z.string().nullable(),
  last_message: z.string(),
  last_failed: z.boolean(),
  last_fetched: z.number().int(),
  appointment_count: z.number().int(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;
export const syncStartedResponseSchema = z.object({ message: z.string(), status: syncStatusSchema });

export const SYNC_TEXTS = {
  started: 'Sync started. The calendar updates when it finishes.',
  nothingToSync: 'No calendar sync is enabled. Connect Google Calendar or GHL under Setup Sync.',
  sourceOff: (source: string) => `${source} sync is not enabled. Set it up under Setup Sync.`,
  done: (fetched: number, pushed: number) =>
    `Sync completed: ${fetched} appointment${fetched === 1 ? '' : 's'} fetched, ${pushed} sent.`,
  // Each failure names its calendar and says what went wrong, in a sentence of its own.
  partly: (failures: readonly string[]) =>
    `Sync finished with errors. ${failures.map((failure) => (/[.!?]$/.test(failure) ? failure : `${failure}.`)).join(' ')}`,
} as const;

/** The Calendar page's sync buttons and its 'Base Calendar System' banner (document 001, Calendar page). */
export const SYNC_PAGE_TEXTS = {
  syncAll: 'Sync All',
  syncing: 'Syncing...',
  google: 'Google',
  googleLabel: 'Import from Google Calendar',
  ghl: 'GHL',
  ghlLabel: 'Import from GHL',
  setup: 'Setup Sync',
  bannerTitle: 'Base Calendar System',
  bannerBody:
    'This calendar is the single source of truth for your appointments: bookings made here and in your chat land here first, and the connected calendars follow it.',
  googleSync: 'Google Calendar sync',
  ghlSync: 'GHL sync',
  on: 'on',
  off: 'off',
  notConnected: 'not connected',
  lastSync: 'Last sync',
  never: 'Never',
  running: 'Sync running…',
  failed: 'failed',
  appointments: (count: number) => `${count} ${count === 1 ? 'appointment' : 'appointments'}`,
} as const;
