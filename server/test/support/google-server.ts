import { randomUUID } from 'node:crypto';
import { HttpFake, stamper, type FakeAnswer, type FakeRequest } from './http-fake';

export type GoogleEvent = {
  id: string;
  status: 'confirmed' | 'cancelled';
  summary?: string;
  description?: string;
  start: { dateTime?: string; date?: string };
  end: { dateTime?: string; date?: string };
  updated: string;
  attendees?: { email: string; displayName?: string }[];
  extendedProperties?: { private?: Record<string, string> };
};

const CALENDAR_PATH = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/;

/**
 * A local server speaking Google's OAuth token endpoint and the Calendar v3 calls the sync uses
 * (events list/insert/patch/delete, freeBusy), so the official client can be pointed at it.
 */
export class FakeGoogle {
  readonly client = { id: 'google-client-id.apps.test', secret: 'google-client-secret' };
  /** Events per calendar id. */
  readonly calendars = new Map<string, Map<string, GoogleEvent>>();
  private readonly codes = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  private readonly accessTokens = new Set<string>();
  private readonly stamp = stamper();
  readonly http = new HttpFake((request) => this.answer(request));

  get url(): string {
    return this.http.url;
  }

  /** Environment for the app: Google's three addresses pointed here. */
  env(): Record<string, string> {
    return {
      GOOGLE_OAUTH_AUTH_URL: `${this.url}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${this.url}/token`,
      GOOGLE_API_URL: `${this.url}/`,
    };
  }

  /** What Google's consent page would hand the browser after the user agrees. */
  issueCode(): string {
    const code = `code-${randomUUID()}`;
    this.codes.add(code);
    return code;
  }

  /** Every access token issued so far stops working (as after their hour). */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  revokeRefreshTokens(): void {
    this.refreshTokens.clear();
    this.accessTokens.clear();
  }

  events(calendarId = 'primary'): GoogleEvent[] {
    return [...(this.calendars.get(calendarId)?.values() ?? [])];
  }

  /** An event made in Google by someone else. */
  addEvent(event: { summary: string; start: Date; end: Date; email?: string }, calendarId = 'primary'): GoogleEvent {
    const stored: GoogleEvent = {
      id: `g${randomUUID().replaceAll('-', '')}`,
      status: 'confirmed',
      summary: event.summary,
      start: { dateTime: event.start.toISOString() },
      end: { dateTime: event.end.toISOString() },
      updated: this.stamp(),
      ...(event.email ? { attendees: [{ email: event.email, displayName: event.summary }] } : {}),
    };
    this.calendar(calendarId).set(stored.id, stored);
    return stored;
  }

  changeEvent(id: string, changes: Partial<GoogleEvent>, calendarId = 'primary'): void {
    const event = this.calendar(calendarId).get(id);
    if (!event) throw new Error(`no Google event ${id}`);
    Object.assign(event, changes, { updated: this.stamp() });
  }

  private calendar(id: string): Map<string, GoogleEvent> {
    let events = this.calendars.get(id);
    if (!events) this.calendars.set(id, (events = new Map()));
    return events;
  }

  private answer(request: FakeRequest): FakeAnswer {
    if (request.path === '/token' && request.method === 'POST') return this.token(new URLSearchParams(request.body));
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !this.accessTokens.has(token))
      return { status: 401, body: { error: { code: 401, message: 'Request had invalid authentication credentials.' } } };
    if (request.path === '/calendar/v3/freeBusy' && request.method === 'POST') return this.freeBusy(request.body);
    const match = CALENDAR_PATH.exec(request.path);
    if (!match?.[1]) return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
    const events = this.calendar(decodeURIComponent(match[1]));
    const id = match[2] ? decodeURIComponent(match[2]) : undefined;
    if (!id && request.method === 'GET') return this.list(events, request.query);
    if (!id && request.method === 'POST') {
      const body = JSON.parse(request.body) as Partial<GoogleEvent>;
      const event = {
        ...body,
        id: `g${randomUUID().replaceAll('-', '')}`,
        status: 'confirmed',
        updated: this.stamp(),
      } as GoogleEvent;
      events.set(event.id, event);
      return { status: 200, body: event };
    }
    const event = id ? events.get(id) : undefined;
    if (!event) return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
    if (request.method === 'PATCH') {
      Object.assign(event, JSON.parse(request.body) as Partial<GoogleEvent>, { updated: this.stamp() });
      return { status: 200, body: event };
    }
    if (request.method === 'DELETE') {
      if (event.status === 'cancelled')
        return { status: 410, body: { error: { code: 410, message: 'Resource has been deleted' } } };
      Object.assign(event, { status: 'cancelled', updated: this.stamp() });
      return { status: 204 };
    }
    return { status: 405, body: { error: { code: 405, message: 'Method not allowed' } } };
  }

  private token(form: URLSearchParams): FakeAnswer {
    if (form.get('client_id') !== this.client.id || form.get('client_secret') !== this.client.secret)
      return { status: 401, body: { error: 'invalid_client' } };
    const grant = form.get('grant_type');
    const code = form.get('code') ?? '';
    const refresh = form.get('refresh_token') ?? '';
    if (grant === 'authorization_code' && this.codes.delete(code)) {
      const refreshToken = `refresh-${randomUUID()}`;
      this.refreshTokens.add(refreshToken);
      return { status: 200, body: { ...this.accessToken(), refresh_token: refreshToken } };
    }
    if (grant === 'refresh_token' && this.refreshTokens.has(refresh)) return { status: 200, body: this.accessToken() };
    return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
  }

  private accessToken() {
    const token = `access-${randomUUID()}`;
    this.accessTokens.add(token);
    return {
      access_token: token,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'https://www.googleapis.com/auth/calendar.events',
    };
  }

  private list(events: Map<string, GoogleEvent>, query: URLSearchParams): FakeAnswer {
    const from = Date.parse(query.get('timeMin') ?? '1970-01-01T00:00:00Z');
    const to = Date.parse(query.get('timeMax') ?? '2999-01-01T00:00:00Z');
    const showDeleted = query.get('showDeleted') === 'true';
    const size = Number(query.get('maxResults') ?? 250);
    const offset = Number(query.get('pageToken') ?? 0);
    const matching = [...events.values()].filter(
      (event) =>
        (showDeleted || event.status !== 'cancelled') &&
        Date.parse(event.start.dateTime ?? event.start.date ?? '') < to &&
        Date.parse(event.end.dateTime ?? event.end.date ?? '') > from,
    );
    const page = matching.slice(offset, offset + size);
    const next = offset + size < matching.length ? String(offset + size) : undefined;
    return { status: 200, body: { kind: 'calendar#events', items: page, ...(next ? { nextPageToken: next } : {}) } };
  }

  private freeBusy(body: string): FakeAnswer {
    const { timeMin, timeMax, items } = JSON.parse(body) as { timeMin: string; timeMax: string; items: { id: string }[] };
    const calendars = Object.fromEntries(
      items.map(({ id }) => [
        id,
        {
          busy: this.events(id)
            .filter(
              (event) =>
                event.status === 'confirmed' &&
                event.start.dateTime &&
                event.end.dateTime &&
                Date.parse(event.start.dateTime) < Date.parse(timeMax) &&
                Date.parse(event.end.dateTime) > Date.parse(timeMin),
            )
            .map((event) => ({ start: event.start.dateTime, end: event.end.dateTime })),
        },
      ]),
    );
    return { status: 200, body: { kind: 'calendar#freeBusy', timeMin, timeMax, calendars } };
  }
}
