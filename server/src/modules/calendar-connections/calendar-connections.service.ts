import { and, eq, isNotNull } from 'drizzle-orm';
import type { Credentials, OAuth2Client } from 'google-auth-library';
import {
  GHL_TEXTS,
  GOOGLE_TEXTS,
  SECRET_PLACEHOLDER,
  type GhlCalendarConfig,
  type GhlCalendarConfigView,
  type GoogleCalendarConfig,
  type GoogleCalendarConfigView,
  type SyncSource,
} from '@frontdesk/contracts/calendar-connections';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import type { DatabaseHandle } from '../../db/client';
import { CompanyRowRepo } from '../../db/company-row';
import { ghlCalendarConfigs, googleCalendarConfigs } from '../../db/schema/calendar-connections';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/crypto';
import { AppError, badRequest } from '../../platform/errors';
import { GhlCalendar } from './ghl-client';
import { exchangeGoogleCode, GoogleCalendar, googleAuthUrl, googleOAuthClient, type GoogleEndpoints } from './google-client';
import { OAuthState } from './oauth-state';
import { RemoteCalendarError, type RemoteCalendar } from './remote-calendar';
import type { CallRecorder } from '../api-usage/api-usage.service';

// The shapes the calendar's sync exchanges with this module.
export type { RemoteCalendar, RemoteEvent, RemoteEventInput } from './remote-calendar';
export { RemoteCalendarError } from './remote-calendar';

type GhlRow = typeof ghlCalendarConfigs.$inferSelect;
type GoogleRow = typeof googleCalendarConfigs.$inferSelect;

export type CalendarConnectionsDeps = {
  database: DatabaseHandle;
  clock: Clock;
  secrets: SecretBox;
  appSecret: string;
  publicUrl: string;
  endpoints: { googleAuthUrl: string; googleTokenUrl: string; googleApiUrl: string; ghlApiUrl: string; timeoutMs: number };
  /** Where each call to Google or GoHighLevel is reported (the API Usage page). */
  calls: (companyId: string) => CallRecorder;
  logger: { warn: (object: object, message: string) => void };
};

export type ConnectionState = { google: { enabled: boolean; connected: boolean }; ghl: { enabled: boolean } };

const NO_TOKENS = { refreshTokenSealed: null, accessTokenSealed: null, accessTokenExpiresAt: null };

/** Where Google sends the popup back after consent. */
export const GOOGLE_CALLBACK_PATH = '/api/company/google-oauth/callback';

/**
 * A company's connections to outside calendars: GoHighLevel by its private key, Google by OAuth
 * with the company's own client credentials. Keys, secrets and tokens are sealed at rest and never
 * sent back; the sync and the availability read them through `remotes` and `busyTimes`.
 */
export class CalendarConnectionsService {
  private readonly state: OAuthState;
  private readonly google: GoogleEndpoints;

  constructor(private readonly deps: CalendarConnectionsDeps) {
    this.state = new OAuthState(deps.appSecret);
    const { googleAuthUrl: authUrl, googleTokenUrl: tokenUrl, googleApiUrl: apiUrl, timeoutMs } = deps.endpoints;
    this.google = { authUrl, tokenUrl, apiUrl, timeoutMs };
  }

  async ghlConfig(companyId: string): Promise<GhlCalendarConfigView> {
    const row = await this.ghlRow(companyId);
    if (!row) return { calendar_id: '', location_id: '', private_api_key: '', is_enabled: false, configured: false };
    return {
      calendar_id: row.calendarId,
      location_id: row.locationId,
      private_api_key: SECRET_PLACEHOLDER,
      is_enabled: row.isEnabled,
      configured: true,
    };
  }

  async saveGhl(companyId: string, input: GhlCalendarConfig): Promise<GhlCalendarConfigView> {
    const current = await this.ghlRow(companyId);
    const key = this.keptSecret(
      input.private_api_key,
      current?.privateApiKeySealed,
      'private_api_key',
      'Private API Key is required',
    );
    await this.withRow(companyId, ghlCalendarConfigs, (repo) =>
      repo.save(
        { calendarId: input.calendar_id, locationId: input.location_id, privateApiKeySealed: key, isEnabled: input.is_enabled },
        this.deps.clock.now(),
      ),
    );
    return this.ghlConfig(companyId);
  }

  /** Tries the saved GoHighLevel configuration; a refusal is the company's to fix (400), an outage a 502. */
  async testGhl(companyId: string): Promise<void> {
    const row = await this.ghlRow(companyId);
    if (!row) throw badRequest(GHL_TEXTS.notConfigured);
    try {
      await this.ghlCalendar(companyId, row).test();
    } catch (error) {
      throw asAppError(error);
    }
  }

  async googleConfig(companyId: string): Promise<GoogleCalendarConfigView> {
    const row = await this.googleRow(companyId);
    if (!row)
      return {
        client_id: '',
        client_secret: '',
        calendar_id: 'primary',
        is_enabled: false,
        is_connected: false,
        authorisation_refused: false,
      };
    return {
      client_id: row.clientId,
      client_secret: SECRET_PLACEHOLDER,
      calendar_id: row.calendarId,
      is_enabled: row.isEnabled,
      is_connected: row.refreshTokenSealed !== null,
      // Connected once, tokens since dropped by a refusal (a disconnect or another client forgets `connectedAt` too).
      authorisation_refused: row.refreshTokenSealed === null && row.connectedAt !== null,
    };
  }

  /** Saves the OAuth client; another client id invalidates the authorisation the old one gave. */
  async saveGoogle(companyId: string, input: GoogleCalendarConfig): Promise<GoogleCalendarConfigView> {
    const current = await this.googleRow(companyId);
    const secret = this.keptSecret(
      input.client_secret,
      current?.clientSecretSealed,
      'client_secret',
      'Client Secret is required',
    );
    const sameClient = current?.clientId === input.client_id;
    await this.withRow(companyId, googleCalendarConfigs, (repo) =>
      repo.save(
        {
          clientId: input.client_id,
          clientSecretSealed: secret,
          calendarId: input.calendar_id,
          isEnabled: input.is_enabled,
          ...(sameClient ? {} : { ...NO_TOKENS, connectedAt: null }),
        },
        this.deps.clock.now(),
      ),
    );
    return this.googleConfig(companyId);
  }

  /** The consent page's address for the popup; the state names the company, signed. */
  async googleAuthorisationUrl(companyId: string): Promise<string> {
    const row = await this.googleRow(companyId);
    if (!row) throw badRequest(GOOGLE_TEXTS.credentialsFirst);
    return googleAuthUrl(await this.oauthClient(row), this.state.issue(companyId, this.deps.clock.now()));
  }

  /** Google's answer to the popup: the code becomes sealed tokens and the company is connected. */
  async completeGoogleAuthorisation(state: string, code: string): Promise<void> {
    const companyId = this.state.read(state, this.deps.clock.now());
    const row = companyId ? await this.googleRow(companyId) : undefined;
    if (!companyId || !row) throw new AppError(ERROR_CODES.invalidLink, GOOGLE_TEXTS.callbackInvalid);
    const tokens = await exchangeGoogleCode(await this.oauthClient(row), code).catch((error: unknown) => {
      throw asAppError(error);
    });
    if (!tokens.refresh_token) throw badRequest(GOOGLE_TEXTS.callbackFailed);
    await this.storeTokens(companyId, tokens, null);
  }

  /**
   * Forgets the company's Google authorisation (the Disconnect button); the client, calendar id and
   * appointments stay. Google's own grant is left for the company to remove in its Google Account:
   * no revocation address is configured, and one here could not be faked in tests. Idempotent.
   */
  async disconnectGoogle(companyId: string): Promise<GoogleCalendarConfigView> {
    await this.withRow(companyId, googleCalendarConfigs, (repo) =>
      repo.update({ ...NO_TOKENS, connectedAt: null }, this.deps.clock.now()),
    );
    return this.googleConfig(companyId);
  }

  async connectionState(companyId: string): Promise<ConnectionState> {
    const [google, ghl] = await Promise.all([this.googleRow(companyId), this.ghlRow(companyId)]);
    return {
      google: { enabled: Boolean(google?.isEnabled), connected: Boolean(google?.refreshTokenSealed) },
      ghl: { enabled: Boolean(ghl?.isEnabled) },
    };
  }

  /** The enabled, usable remote calendars of a company (one source, or all of them). */
  async remotes(companyId: string, source: SyncSource | null): Promise<RemoteCalendar[]> {
    const remotes: RemoteCalendar[] = [];
    if (source !== 'ghl') {
      const google = await this.googleCalendar(companyId);
      if (google) remotes.push(google);
    }
    if (source !== 'google') {
      const row = await this.ghlRow(companyId);
      if (row?.isEnabled) remotes.push(this.ghlCalendar(companyId, row));
    }
    return remotes;
  }

  /**
   * The connected Google calendar's busy times in the range. Booking goes on without them when
   * Google is away (the sync has brought its events in as appointments anyway), so a failure is logged.
   */
  async busyTimes(companyId: string, range: { from: Date; to: Date }): Promise<{ start: Date; end: Date }[]> {
    const google = await this.googleCalendar(companyId);
    if (!google) return [];
    try {
      return await google.busy(range);
    } catch (error) {
      this.deps.logger.warn({ err: error, companyId }, 'Google busy times unavailable; offering slots without them');
      return [];
    }
  }

  /** Companies with at least one enabled connection: the scheduled sync visits these. */
  async companiesToSync(): Promise<string[]> {
    const { db } = this.deps.database;
    const [google, ghl] = await Promise.all([
      // A Google that is not connected has nothing to sync, and a run of nothing would hide why.
      db
        .select({ companyId: googleCalendarConfigs.companyId })
        .from(googleCalendarConfigs)
        .where(and(eq(googleCalendarConfigs.isEnabled, true), isNotNull(googleCalendarConfigs.refreshTokenSealed))),
      db
        .select({ companyId: ghlCalendarConfigs.companyId })
        .from(ghlCalendarConfigs)
        .where(eq(ghlCalendarConfigs.isEnabled, true)),
    ]);
    return [...new Set([...google, ...ghl].map((row) => row.companyId))];
  }

  private async googleCalendar(companyId: string): Promise<GoogleCalendar | null> {
    const row = await this.googleRow(companyId);
    if (!row?.isEnabled || !row.refreshTokenSealed) return null;
    const authorisation = row.refreshTokenSealed;
    const client = await this.oauthClient(row);
    client.setCredentials({
      refresh_token: this.deps.secrets.open(authorisation),
      access_token: row.accessTokenSealed ? this.deps.secrets.open(row.accessTokenSealed) : undefined,
      expiry_date: row.accessTokenExpiresAt?.getTime(),
    });
    // A refreshed access token is kept, so the next sync does not refresh again.
    client.on('tokens', (tokens) => {
      this.storeTokens(companyId, tokens, authorisation).catch((error: unknown) =>
        this.deps.logger.warn({ err: error, companyId }, 'refreshed Google token not stored'),
      );
    });
    // A refused authorisation is dropped, so the tab offers to connect again and nothing asks Google with it again.
    const onRefused = () =>
      this.dropRefusedAuthorisation(companyId, authorisation).catch((error: unknown) =>
        this.deps.logger.warn({ err: error, companyId }, 'refused Google authorisation not dropped'),
      );
    return GoogleCalendar.open(client, this.google, row.calendarId, this.deps.calls(companyId), onRefused);
  }

  /**
   * Stores tokens Google gave: a new authorisation (`replacing` null) or a refresh of the one read
   * as `replacing`, which is skipped when that one has since been dropped or replaced.
   */
  private async storeTokens(companyId: string, tokens: Credentials, replacing: string | null): Promise<void> {
    const now = this.deps.clock.now();
    await this.withRow(companyId, googleCalendarConfigs, async (repo) => {
      if (replacing !== null && (await repo.get({ forUpdate: true }))?.refreshTokenSealed !== replacing) return;
      await repo.update(
        {
          ...(tokens.refresh_token ? { refreshTokenSealed: this.deps.secrets.seal(tokens.refresh_token) } : {}),
          ...(tokens.access_token ? { accessTokenSealed: this.deps.secrets.seal(tokens.access_token) } : {}),
          accessTokenExpiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
          ...(replacing === null ? { connectedAt: now } : {}),
        },
        now,
      );
    });
  }

  /** Drops the authorisation Google refused, unless the company has connected again meanwhile. */
  private async dropRefusedAuthorisation(companyId: string, refused: string): Promise<void> {
    const dropped = await this.withRow(companyId, googleCalendarConfigs, async (repo) => {
      if ((await repo.get({ forUpdate: true }))?.refreshTokenSealed !== refused) return false;
      // `connectedAt` stays: connected once and now without tokens is how the tab knows to say why.
      return repo.update(NO_TOKENS, this.deps.clock.now());
    });
    if (dropped) this.deps.logger.warn({ companyId }, 'Google refused the saved authorisation; dropped until connected again');
  }

  private oauthClient(row: GoogleRow): Promise<OAuth2Client> {
    return googleOAuthClient(this.google, {
      clientId: row.clientId,
      clientSecret: this.deps.secrets.open(row.clientSecretSealed),
      redirectUri: `${this.deps.publicUrl}${GOOGLE_CALLBACK_PATH}`,
    });
  }

  private ghlCalendar(companyId: string, row: GhlRow): GhlCalendar {
    return new GhlCalendar(this.deps.calls(companyId), {
      apiUrl: this.deps.endpoints.ghlApiUrl,
      calendarId: row.calendarId,
      locationId: row.locationId,
      apiKey: this.deps.secrets.open(row.privateApiKeySealed),
      timeoutMs: this.deps.endpoints.timeoutMs,
    });
  }

  /** The placeholder sent back keeps the stored secret; a new value is sealed. */
  private keptSecret(given: string, stored: string | undefined, field: string, missing: string): string {
    if (given !== SECRET_PLACEHOLDER) return this.deps.secrets.seal(given);
    if (!stored) throw badRequest(missing, { [field]: [missing] });
    return stored;
  }

  private ghlRow(companyId: string): Promise<GhlRow | undefined> {
    return this.withRow(companyId, ghlCalendarConfigs, (repo) => repo.get());
  }

  private googleRow(companyId: string): Promise<GoogleRow | undefined> {
    return this.withRow(companyId, googleCalendarConfigs, (repo) => repo.get());
  }

  private withRow<T extends typeof ghlCalendarConfigs | typeof googleCalendarConfigs, R>(
    companyId: string,
    table: T,
    work: (repo: CompanyRowRepo<T>) => Promise<R>,
  ): Promise<R> {
    return withTenant(this.deps.database, companyId, (db) => work(new CompanyRowRepo(db, table, companyId)));
  }
}

/** A remote refusal the company can fix is a 400 with the reason; anything else is the remote's failure (502). */
export function asAppError(error: unknown): unknown {
  if (!(error instanceof RemoteCalendarError)) return error;
  const fixable = error.status !== undefined && error.status >= 400 && error.status < 500;
  return fixable ? badRequest(error.message) : new AppError(ERROR_CODES.remoteFailed, error.message);
}
