import type { calendar_v3 } from '@googleapis/calendar';
import type { Credentials, OAuth2Client } from 'google-auth-library';
import { GOOGLE_TEXTS } from '@frontdesk/contracts/calendar-connections';
import type { CallRecorder } from '../api-usage/api-usage.service';
import { RemoteCalendarError, type RemoteCalendar, type RemoteEvent, type RemoteEventInput } from './remote-calendar';

export type GoogleEndpoints = { authUrl: string; tokenUrl: string; apiUrl: string; timeoutMs: number };
export type GoogleClientCredentials = { clientId: string; clientSecret: string; redirectUri: string };

// Read and write events of the calendars the company chooses; nothing else of its Google account.
const SCOPES = ['https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/calendar.readonly'];
const PAGE_SIZE = 250;

/**
 * The OAuth client for a company's own Google Cloud credentials, talking to the configured endpoints.
 * Google's packages load on first use: only companies connecting Google need them, and they cost
 * the idle server several megabytes.
 */
export async function googleOAuthClient(endpoints: GoogleEndpoints, credentials: GoogleClientCredentials): Promise<OAuth2Client> {
  const { OAuth2Client: Client } = await import('google-auth-library');
  return new Client({
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    redirectUri: credentials.redirectUri,
    endpoints: { oauth2AuthBaseUrl: endpoints.authUrl, oauth2TokenUrl: endpoints.tokenUrl },
    // An access token Google refuses before its stated expiry (revoked, clock skew) is refreshed once, too.
    forceRefreshOnFailure: true,
  });
}

/** Where the authorisation popup goes: offline access, so the sync can refresh its token unattended. */
export function googleAuthUrl(client: OAuth2Client, state: string): string {
  return client.generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: SCOPES,
    state,
    include_granted_scopes: true,
  });
}

/** Exchanges the authorisation code the callback received for tokens. */
export async function exchangeGoogleCode(client: OAuth2Client, code: string): Promise<Credentials> {
  try {
    const { tokens } = await client.getToken(code);
    return tokens;
  } catch (error) {
    const status = statusOf(error);
    // Any refusal of the code is about the code or the client credentials the company gave.
    if (status !== undefined && status < 500) throw new RemoteCalendarError(GOOGLE_TEXTS.callbackFailed, 400);
    throw googleFailure(error, GOOGLE_TEXTS.unreachable);
  }
}

/**
 * Google refused the saved authorisation itself (the refresh token is revoked or expired, or the
 * client's token is refused even after a refresh): only connecting again helps.
 */
export class GoogleAuthorisationRefused extends RemoteCalendarError {
  constructor(status: number) {
    super(GOOGLE_TEXTS.reconnect, status);
  }
}

/**
 * A Google calendar through the official client. The access token is refreshed by the client when
 * it expires or is refused (the client's `tokens` event reports the new one); a refused
 * authorisation is reported to `onRefused` before the call fails.
 */
export class GoogleCalendar implements RemoteCalendar {
  readonly source = 'google' as const;

  private constructor(
    private readonly api: calendar_v3.Calendar,
    private readonly endpoints: GoogleEndpoints,
    private readonly calendarId: string,
    private readonly record: CallRecorder,
    private readonly onRefused: () => Promise<void>,
  ) {}

  static async open(
    client: OAuth2Client,
    endpoints: GoogleEndpoints,
    calendarId: string,
    record: CallRecorder,
    onRefused: () => Promise<void>,
  ): Promise<GoogleCalendar> {
    const { calendar } = await import('@googleapis/calendar');
    return new GoogleCalendar(
      calendar({ version: 'v3', auth: client, rootUrl: endpoints.apiUrl }),
      endpoints,
      calendarId,
      record,
      onRefused,
    );
  }

  async list(range: { from: Date; to: Date }): Promise<RemoteEvent[]> {
    const events: RemoteEvent[] = [];
    let pageToken: string | undefined;
    do {
      const { data } = await this.call('GET', 'events.list', () =>
        this.api.events.list(
          {
            calendarId: this.calendarId,
            timeMin: range.from.toISOString(),
            timeMax: range.to.toISOString(),
            singleEvents: true,
            showDeleted: true,
            maxResults: PAGE_SIZE,
            pageToken,
          },
          this.options(),
        ),
      );
      for (const item of data.items ?? []) {
        const event = remoteEvent(item);
        if (event) events.push(event);
      }
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
    return events;
  }

  /** Busy intervals of the calendar in the range (Google's free/busy query). */
  async busy(range: { from: Date; to: Date }): Promise<{ start: Date; end: Date }[]> {
    const { data } = await this.call('POST', 'freeBusy', () =>
      this.api.freebusy.query(
        { requestBody: { timeMin: range.from.toISOString(), timeMax: range.to.toISOString(), items: [{ id: this.calendarId }] } },
        this.options(),
      ),
    );
    const busy = data.calendars?.[this.calendarId]?.busy ?? [];
    return busy.flatMap((period) =>
      period.start && period.end ? [{ start: new Date(period.start), end: new Date(period.end) }] : [],
    );
  }

  async create(event: RemoteEventInput): Promise<{ id: string; updatedAt: Date }> {
    const { data } = await this.call('POST', 'events.insert', () =>
      this.api.events.insert({ calendarId: this.calendarId, sendUpdates: 'none', requestBody: eventBody(event) }, this.options()),
    );
    if (!data.id) throw new RemoteCalendarError('Google created the event without an id.', undefined);
    return { id: data.id, updatedAt: new Date(data.updated ?? Date.now()) };
  }

  async update(id: string, event: RemoteEventInput): Promise<{ updatedAt: Date }> {
    const { data } = await this.call('PATCH', 'events.patch', () =>
      this.api.events.patch(
        { calendarId: this.calendarId, eventId: id, sendUpdates: 'none', requestBody: eventBody(event) },
        this.options(),
      ),
    );
    return { updatedAt: new Date(data.updated ?? Date.now()) };
  }

  async remove(id: string): Promise<void> {
    try {
      await this.call('DELETE', 'events.delete', () =>
        this.api.events.delete({ calendarId: this.calendarId, eventId: id, sendUpdates: 'none' }, this.options()),
      );
    } catch (error) {
      // 410: already deleted; 404: never there or gone for good.
      if (error instanceof RemoteCalendarError && (error.status === 404 || error.status === 410)) return;
      throw error;
    }
  }

  private options() {
    return { timeout: this.endpoints.timeoutMs, retry: false };
  }

  /** One call to the Calendar API, reported with its status (0 without an answer). */
  private async call<T extends { status: number }>(method: string, operation: string, request: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const report = (statusCode: number) =>
      this.record({
        service: 'Google Calendar',
        method,
        endpoint: `calendar/v3 ${operation}`,
        statusCode,
        durationMs: Math.round(performance.now() - started),
      });
    try {
      const response = await request();
      await report(response.status);
      return response;
    } catch (error) {
      await report(statusOf(error) ?? 0);
      const failure = googleFailure(error, GOOGLE_TEXTS.unreachable);
      if (failure instanceof GoogleAuthorisationRefused) await this.onRefused();
      throw failure;
    }
  }
}

function eventBody(event: RemoteEventInput): calendar_v3.Schema$Event {
  return {
    summary: event.title || event.clientName,
    description: event.description || undefined,
    start: { dateTime: event.start.toISOString() },
    end: { dateTime: event.end.toISOString() },
    attendees: event.clientEmail ? [{ email: event.clientEmail, displayName: event.clientName }] : undefined,
    extendedProperties: { private: { frontdeskId: event.localId } },
  };
}

/** Timed events only: an all-day event has no time to put on the appointment calendar. */
function remoteEvent(item: calendar_v3.Schema$Event): RemoteEvent | null {
  const start = item.start?.dateTime;
  const end = item.end?.dateTime;
  if (!item.id) return null;
  const cancelled = item.status === 'cancelled';
  if (!cancelled && (!start || !end)) return null;
  const attendee = item.attendees?.find((person) => !person.self && !person.organizer);
  return {
    id: item.id,
    title: item.summary ?? '',
    description: item.description ?? '',
    clientName: attendee?.displayName ?? item.summary ?? '',
    clientEmail: attendee?.email ?? '',
    start: new Date(start ?? 0),
    end: new Date(end ?? 0),
    updatedAt: new Date(item.updated ?? 0),
    cancelled,
    localId: item.extendedProperties?.private?.frontdeskId ?? null,
  };
}

function googleFailure(error: unknown, fallback: string): RemoteCalendarError {
  const status = statusOf(error);
  if (status === undefined) return new RemoteCalendarError(fallback, undefined);
  const oauthError = oauthErrorOf(error);
  // The token endpoint refusing the client (its secret changed or mistyped) says nothing of the
  // authorisation, which works again once the client is put right: it is kept.
  if (oauthError === 'invalid_client' || oauthError === 'unauthorized_client')
    return new RemoteCalendarError(GOOGLE_TEXTS.clientRefused, status);
  // The token endpoint's invalid_grant, or a 401 the client's one forced refresh did not cure.
  if (status === 400 && oauthError === 'invalid_grant') return new GoogleAuthorisationRefused(401);
  if (status === 401) return new GoogleAuthorisationRefused(status);
  // A 403 is about this calendar or a quota, not the authorisation: the connection is kept.
  if (status === 403) return new RemoteCalendarError(GOOGLE_TEXTS.calendarForbidden, status);
  const message = error instanceof Error ? error.message : '';
  return new RemoteCalendarError(message ? `Google Calendar: ${message}` : fallback, status);
}

/** The OAuth error code of a token endpoint's answer ("invalid_grant"), from its body or the error's text. */
function oauthErrorOf(error: unknown): string | undefined {
  const body = (error as { response?: { data?: { error?: unknown } } } | null)?.response?.data?.error;
  if (typeof body === 'string') return body;
  return /\b(invalid_grant|invalid_client|unauthorized_client)\b/.exec(String(error))?.[1];
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate =
    (error as { status?: unknown; response?: { status?: unknown } }).status ??
    (error as { response?: { status?: unknown } }).response?.status;
  return typeof candidate === 'number' ? candidate : undefined;
}
