import { randomUUID } from 'node:crypto';
import { HttpFake, stamper, type FakeAnswer, type FakeRequest } from './http-fake';

export type GhlAppointment = {
  id: string;
  calendarId: string;
  locationId: string;
  contactId: string;
  title: string;
  startTime: string;
  endTime: string;
  appointmentStatus: string;
  dateUpdated: string;
};

/** A local server speaking the GoHighLevel (LeadConnector v2) calendar calls the app uses. */
export class FakeGhl {
  /** A contact GoHighLevel is always too busy to describe. */
  static readonly busyContact = 'contact-busy';
  readonly account = { apiKey: 'pit-test-private-key', locationId: 'loc-123', calendarId: 'cal-456' };
  readonly appointments = new Map<string, GhlAppointment>();
  readonly contacts = new Map<string, { firstName: string; lastName?: string; email?: string }>([
    ['contact-remote', { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' }],
  ]);
  private readonly stamp = stamper();
  readonly http = new HttpFake((request) => this.answer(request));

  get url(): string {
    return this.http.url;
  }

  /** An appointment made in GoHighLevel by someone else (with Alan Turing unless another contact is named). */
  addAppointment(title: string, start: Date, end: Date, contactId = 'contact-remote'): GhlAppointment {
    const appointment = {
      id: `ghl-${randomUUID()}`,
      calendarId: this.account.calendarId,
      locationId: this.account.locationId,
      contactId,
      title,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      appointmentStatus: 'confirmed',
      dateUpdated: this.stamp(),
    };
    this.appointments.set(appointment.id, appointment);
    return appointment;
  }

  changeAppointment(id: string, changes: Partial<GhlAppointment>): void {
    const appointment = this.appointments.get(id);
    if (!appointment) throw new Error(`no GHL appointment ${id}`);
    Object.assign(appointment, changes, { dateUpdated: this.stamp() });
  }

  private answer(request: FakeRequest): FakeAnswer {
    if (request.headers.authorization !== `Bearer ${this.account.apiKey}`)
      return { status: 401, body: { statusCode: 401, message: 'Invalid JWT' } };
    if (request.headers.version !== (request.path.startsWith('/contacts/') ? '2021-07-28' : '2021-04-15'))
      return { status: 400, body: { statusCode: 400, message: 'Version header is missing' } };
    const body = request.body ? (JSON.parse(request.body) as Record<string, string>) : {};
    const { method, path } = request;
    if (method === 'GET' && path === `/calendars/${this.account.calendarId}`)
      return {
        status: 200,
        body: { calendar: { id: this.account.calendarId, locationId: this.account.locationId, name: 'Main' } },
      };
    if (method === 'GET' && path === '/calendars/events') return this.list(request.query);
    if (method === 'POST' && path === '/contacts/upsert') {
      const id = `contact-${randomUUID()}`;
      this.contacts.set(id, { firstName: body.name ?? '', email: body.email });
      return { status: 201, body: { new: true, contact: { id } } };
    }
    const contact = /^\/contacts\/([^/]+)$/.exec(path);
    if (method === 'GET' && contact?.[1]) {
      if (contact[1] === FakeGhl.busyContact) return { status: 503, body: { statusCode: 503, message: 'Service Unavailable' } };
      const found = this.contacts.get(contact[1]);
      if (!found) return { status: 404, body: { statusCode: 404, message: 'Contact not found' } };
      return { status: 200, body: { contact: { id: contact[1], locationId: this.account.locationId, ...found } } };
    }
    if (method === 'POST' && path === '/calendars/events/appointments') {
      if (body.calendarId !== this.account.calendarId || !body.contactId || !this.contacts.has(body.contactId))
        return { status: 422, body: { statusCode: 422, message: ['contactId must be an existing contact'] } };
      const appointment = {
        id: `ghl-${randomUUID()}`,
        calendarId: body.calendarId,
        locationId: body.locationId ?? '',
        contactId: body.contactId,
        title: body.title ?? '',
        startTime: body.startTime ?? '',
        endTime: body.endTime ?? '',
        appointmentStatus: body.appointmentStatus ?? 'confirmed',
        dateUpdated: this.stamp(),
      };
      this.appointments.set(appointment.id, appointment);
      return { status: 201, body: appointment };
    }
    const update = /^\/calendars\/events\/appointments\/([^/]+)$/.exec(path);
    if (method === 'PUT' && update?.[1]) {
      const appointment = this.appointments.get(update[1]);
      if (!appointment) return { status: 404, body: { statusCode: 404, message: 'Appointment not found' } };
      Object.assign(appointment, pick(body, ['title', 'startTime', 'endTime', 'appointmentStatus']), {
        dateUpdated: this.stamp(),
      });
      return { status: 200, body: appointment };
    }
    const remove = /^\/calendars\/events\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && remove?.[1]) {
      if (!this.appointments.delete(remove[1])) return { status: 404, body: { statusCode: 404, message: 'Event not found' } };
      return { status: 200, body: { succeeded: true } };
    }
    return { status: 404, body: { statusCode: 404, message: `Cannot ${method} ${path}` } };
  }

  private list(query: URLSearchParams): FakeAnswer {
    if (query.get('locationId') !== this.account.locationId || query.get('calendarId') !== this.account.calendarId)
      return { status: 400, body: { statusCode: 400, message: 'calendarId does not belong to the location' } };
    const from = Number(query.get('startTime'));
    const to = Number(query.get('endTime'));
    const events = [...this.appointments.values()].filter(
      (event) => Date.parse(event.startTime) < to && Date.parse(event.endTime) > from,
    );
    return { status: 200, body: { events } };
  }
}

function pick(source: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key] as string]));
}
