import { z } from 'zod';
import { GHL_TEXTS } from '@frontdesk/contracts/calendar-connections';
import type { CallRecorder } from '../api-usage/api-usage.service';
import { RemoteCalendarError, type RemoteCalendar, type RemoteEvent, type RemoteEventInput } from './remote-calendar';

export type GhlConnection = { apiUrl: string; calendarId: string; locationId: string; apiKey: string; timeoutMs: number };

// GoHighLevel's v2 API (LeadConnector) names each endpoint group's version in a header.
const CALENDARS_VERSION = '2021-04-15';
const CONTACTS_VERSION = '2021-07-28';
const versionOf = (path: string) => (path.startsWith('/contacts/') ? CONTACTS_VERSION : CALENDARS_VERSION);

const ghlEventSchema = z.object({
  id: z.string(),
  title: z.string().nullish(),
  startTime: z.string(),
  endTime: z.string(),
  appointmentStatus: z.string().nullish(),
  dateUpdated: z.string().nullish(),
  dateAdded: z.string().nullish(),
  notes: z.string().nullish(),
  contactId: z.string().nullish(),
});
const eventsResponseSchema = z.object({ events: z.array(ghlEventSchema) });
const idResponseSchema = z.object({ id: z.string(), dateUpdated: z.string().nullish() });
const contactResponseSchema = z.object({ contact: z.object({ id: z.string() }) });
const contactDetailsSchema = z.object({
  contact: z.object({
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    contactName: z.string().nullish(),
    email: z.string().nullish(),
  }),
});
const calendarResponseSchema = z.object({ calendar: z.object({ id: z.string(), locationId: z.string().nullish() }) });

/** A GoHighLevel calendar over its public REST API, authorised by the location's private integration key. */
export class GhlCalendar implements RemoteCalendar {
  readonly source = 'ghl' as const;

  constructor(
    private readonly record: CallRecorder,
    private readonly connection: GhlConnection,
  ) {}

  /** Checks that the key opens the calendar and that the calendar belongs to the location. */
  async test(): Promise<void> {
    const { calendar } = await this.request(
      'GET',
      `/calendars/${encodeURIComponent(this.connection.calendarId)}`,
      calendarResponseSchema,
    );
    if (calendar.locationId && calendar.locationId !== this.connection.locationId)
      throw new RemoteCalendarError(GHL_TEXTS.calendarNotFound, 404);
  }

  async list(range: { from: Date; to: Date }): Promise<RemoteEvent[]> {
    const query = new URLSearchParams({
      locationId: this.connection.locationId,
      calendarId: this.connection.calendarId,
      startTime: String(range.from.getTime()),
      endTime: String(range.to.getTime()),
    });
    const { events } = await this.request('GET', `/calendars/events?${query}`, eventsResponseSchema);
    // A contact with several appointments is asked for once a sync.
    const contacts = new Map<string, Promise<Pick<RemoteEvent, 'clientName' | 'clientEmail'>>>();
    const contactOf = (id: string) => {
      const known = contacts.get(id) ?? this.client(id);
      contacts.set(id, known);
      return known;
    };
    return events.map((event) => ({
      id: event.id,
      title: event.title ?? '',
      description: event.notes ?? '',
      // The client is the appointment's contact: unknown until asked for, and then only if it can be.
      clientName: '',
      clientEmail: '',
      start: new Date(event.startTime),
      end: new Date(event.endTime),
      updatedAt: new Date(event.dateUpdated ?? event.dateAdded ?? event.startTime),
      cancelled: event.appointmentStatus === 'cancelled' || event.appointmentStatus === 'invalid',
      localId: null,
      ...(event.contactId ? { client: () => contactOf(event.contactId ?? '') } : {}),
    }));
  }

  /**
   * An appointment's contact as the location knows them. A contact that cannot be read (deleted
   * since, a key without the contacts scope, GoHighLevel busy) leaves the details empty: an import
   * is then named by its title and an appointment already here keeps its client, and the sync goes on.
   */
  private async client(contactId: string): Promise<Pick<RemoteEvent, 'clientName' | 'clientEmail'>> {
    try {
      const { contact } = await this.request('GET', `/contacts/${encodeURIComponent(contactId)}`, contactDetailsSchema);
      const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.contactName || '';
      return { clientName: name, clientEmail: contact.email ?? '' };
    } catch (error) {
      if (error instanceof RemoteCalendarError) return { clientName: '', clientEmail: '' };
      throw error;
    }
  }

  async create(event: RemoteEventInput): Promise<{ id: string; updatedAt: Date }> {
    // An appointment belongs to a contact: the client becomes (or already is) one of the location's contacts.
    const { contact } = await this.request('POST', '/contacts/upsert', contactResponseSchema, {
      locationId: this.connection.locationId,
      name: event.clientName,
      ...(event.clientEmail ? { email: event.clientEmail } : {}),
    });
    const created = await this.request('POST', '/calendars/events/appointments', idResponseSchema, {
      ...this.appointmentBody(event),
      locationId: this.connection.locationId,
      contactId: contact.id,
      toNotify: false,
    });
    return { id: created.id, updatedAt: new Date(created.dateUpdated ?? Date.now()) };
  }

  async update(id: string, event: RemoteEventInput): Promise<{ updatedAt: Date }> {
    const updated = await this.request(
      'PUT',
      `/calendars/events/appointments/${encodeURIComponent(id)}`,
      idResponseSchema,
      this.appointmentBody(event),
    );
    return { updatedAt: new Date(updated.dateUpdated ?? Date.now()) };
  }

  async remove(id: string): Promise<void> {
    try {
      await this.request('DELETE', `/calendars/events/${encodeURIComponent(id)}`, z.unknown());
    } catch (error) {
      if (error instanceof RemoteCalendarError && error.status === 404) return;
      throw error;
    }
  }

  private appointmentBody(event: RemoteEventInput) {
    return {
      calendarId: this.connection.calendarId,
      title: event.title || event.clientName,
      startTime: event.start.toISOString(),
      endTime: event.end.toISOString(),
      appointmentStatus: 'confirmed',
      // The company's own calendar already decided this time is free; GHL's slot rules do not apply.
      ignoreFreeSlotValidation: true,
    };
  }

  private async request<T>(method: string, path: string, schema: z.ZodType<T>, body?: object): Promise<T> {
    let response: Response;
    const started = performance.now();
    const report = (statusCode: number) =>
      this.record({
        service: 'GoHighLevel',
        method,
        endpoint: path.split('?')[0] ?? path,
        statusCode,
        durationMs: Math.round(performance.now() - started),
      });
    try {
      response = await fetch(`${this.connection.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.connection.apiKey}`,
          version: versionOf(path),
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.connection.timeoutMs),
      });
    } catch {
      await report(0);
      throw new RemoteCalendarError(GHL_TEXTS.unreachable, undefined);
    }
    await report(response.status);
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new RemoteCalendarError(ghlFailure(response.status, payload), response.status);
    const parsed = schema.safeParse(payload);
    if (!parsed.success)
      throw new RemoteCalendarError(
        `GoHighLevel answered ${method} ${path.split('?')[0]} in an unexpected shape.`,
        response.status,
      );
    return parsed.data;
  }
}

function ghlFailure(status: number, payload: unknown): string {
  if (status === 401 || status === 403) return GHL_TEXTS.unauthorized;
  if (status === 404) return GHL_TEXTS.calendarNotFound;
  const message = z.object({ message: z.union([z.string(), z.array(z.string())]) }).safeParse(payload);
  if (message.success) return `GoHighLevel: ${[message.data.message].flat().join(' ')}`;
  return `${GHL_TEXTS.connectFailed} (HTTP ${status})`;
}
