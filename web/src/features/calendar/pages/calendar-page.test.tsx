import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { CALENDAR_DEFAULTS, CALENDAR_TEXTS, type Appointment } from '@frontdesk/contracts/calendar';
import { SYNC_PAGE_TEXTS, SYNC_TEXTS, type SyncStatus } from '@frontdesk/contracts/calendar-connections';
import { formatDateTime } from '../../../lib/format';
import { browserTimeZone } from '../../../lib/time-zone';
import { inBrowserTimeZone } from '../../../test/browser-time-zone';
import { createFakeApi, type FakeResponse, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const soon = new Date();
soon.setHours(10, 0, 0, 0);
const grace: Appointment = {
  id: 'a-1',
  title: 'Check-up',
  client_name: 'Grace Hopper',
  client_email: 'grace@example.com',
  start_time: soon.toISOString(),
  end_time: new Date(soon.getTime() + 30 * 60_000).toISOString(),
  description: '',
  notes: 'First visit',
  status: 'confirmed',
  ghl_appointment_id: null,
  google_event_id: null,
  created_source: 'internal',
};

function openCalendar(routes: Record<string, FakeRoute>) {
  const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: [] } }, ...routes });
  storeSession(makeUser());
  return { api, ...renderApp('/calendar') };
}

describe('calendar page', () => {
  it('shows the appointments of the month, and the banner with their count', async () => {
    openCalendar({ 'GET /api/company/appointments': { body: { appointments: [grace] } } });
    expect(await screen.findByRole('heading', { name: 'Calendar' })).toBeTruthy();
    const banner = await screen.findByRole('note', { name: 'Base Calendar System' });
    await waitFor(() => expect(within(banner).getByText(/1 appointment$/)).toBeTruthy());
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Month' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Week' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Day' })).toBeTruthy();
  });

  it('edits an appointment from its event, with the Local badge, and says it was updated', async () => {
    const { user, api } = openCalendar({
      'GET /api/company/appointments': { body: { appointments: [grace] } },
      'PUT /api/company/calendar/local/a-1': {
        body: { message: CALENDAR_TEXTS.updated, appointment: { ...grace, title: 'Cleaning' } },
      },
    });
    await user.click(await screen.findByText('Grace Hopper'));
    const dialog = screen.getByRole('dialog', { name: 'Edit Appointment' });
    expect(within(dialog).getByText('Local')).toBeTruthy();
    // The notes written when it was made are shown beside the description.
    expect(within(dialog).getByText('First visit')).toBeTruthy();
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Cleaning');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(CALENDAR_TEXTS.updated)).toBeTruthy();
    expect(api.find('PUT', '/api/company/calendar/local/a-1')[0]?.body).toMatchObject({
      title: 'Cleaning',
      client_name: 'Grace Hopper',
      client_email: 'grace@example.com',
      start_time: grace.start_time,
      end_time: grace.end_time,
    });
  });

  it("refuses to save without the client's name, with the spec's message", async () => {
    const { user, api } = openCalendar({ 'GET /api/company/appointments': { body: { appointments: [grace] } } });
    await user.click(await screen.findByText('Grace Hopper'));
    const dialog = screen.getByRole('dialog', { name: 'Edit Appointment' });
    await user.clear(within(dialog).getByLabelText('Client Name *'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText(CALENDAR_TEXTS.fillClient)).toBeTruthy();
    expect(api.find('PUT', '/api/company/calendar/local/a-1')).toEqual([]);
  });

  it('deletes after confirming, and shows a refused change in the server’s words', async () => {
    const { user, api } = openCalendar({
      'GET /api/company/appointments': { body: { appointments: [grace] } },
      'PUT /api/company/calendar/local/a-1': { status: 409, body: { message: CALENDAR_TEXTS.slotTaken, code: 'CONFLICT' } },
      'DELETE /api/company/calendar/local/a-1': { body: { message: CALENDAR_TEXTS.deleted } },
    });
    await user.click(await screen.findByText('Grace Hopper'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(CALENDAR_TEXTS.slotTaken)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText(CALENDAR_TEXTS.confirmDelete)).toBeTruthy();
    await user.click(within(screen.getByRole('dialog', { name: 'Delete appointment' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CALENDAR_TEXTS.deleted)).toBeTruthy();
    expect(api.find('DELETE', '/api/company/calendar/local/a-1')).toHaveLength(1);
  });

  const idle: SyncStatus = {
    google: { enabled: true, connected: true },
    ghl: { enabled: false },
    running: false,
    last_sync_at: null,
    last_message: '',
    last_failed: false,
    last_fetched: 0,
    appointment_count: 1,
  };
  const banner = () => screen.getByRole('note', { name: SYNC_PAGE_TEXTS.bannerTitle });
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

  it('offers the sync setup only to those who may open it', async () => {
    createFakeApi({
      'GET /api/users/my-permissions': { body: { permissions: ['calendar'] } },
      'GET /api/company/appointments': { body: { appointments: [] } },
    });
    storeSession(makeUser({ role: 'user', permissions: ['dashboard', 'profile', 'calendar'] }));
    renderApp('/calendar');
    expect(await screen.findByRole('heading', { name: 'Calendar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /sync all/i })).toBeTruthy();
    expect(screen.queryByRole('link', { name: SYNC_PAGE_TEXTS.setup })).toBeNull();
  });

  it('shows the import buttons of the connections that sync, and the flags and last sync in the banner', async () => {
    openCalendar({
      'GET /api/company/appointments': { body: { appointments: [grace] } },
      'GET /api/company/calendar/sync-status': { body: { ...idle, last_sync_at: '2026-11-20T10:00:00.000Z' } },
      'GET /api/company/calendar-config': { body: { config: { ...CALENDAR_DEFAULTS, timezone: 'Pacific/Auckland' } } },
    });
    expect(await screen.findByRole('button', { name: 'Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'GHL' })).toBeNull();
    expect(button('Sync All').disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Setup Sync' }).getAttribute('href')).toBe('/google-integrations');
    expect(banner().textContent).toContain(SYNC_PAGE_TEXTS.bannerBody);
    expect(banner().textContent).toMatch(/Google Calendar sync:\s*on/);
    expect(banner().textContent).toMatch(/GHL sync:\s*off/);
    // In the calendar's zone, as every time on the page.
    await waitFor(() =>
      expect(banner().textContent).toContain(`Last sync:${formatDateTime('2026-11-20T10:00:00.000Z', 'Pacific/Auckland')}`),
    );
  });

  it('offers GHL when it is enabled, and Google only once it is connected too', async () => {
    openCalendar({
      'GET /api/company/appointments': { body: { appointments: [] } },
      'GET /api/company/calendar/sync-status': {
        body: { ...idle, google: { enabled: true, connected: false }, ghl: { enabled: true }, appointment_count: 0 },
      },
    });
    expect(await screen.findByRole('button', { name: 'GHL' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
    expect(banner().textContent).toMatch(/Google Calendar sync:\s*not connected/);
    expect(banner().textContent).toMatch(/GHL sync:\s*on/);
    expect(banner().textContent).toMatch(/Last sync:\s*Never/);
    expect(banner().textContent).toMatch(/0 appointments/);
  });

  it('syncs in the background: busy until the server says it finished, then its message and the appointments reloaded', async () => {
    let polls = 0;
    let appointments = [grace];
    const done = { ...idle, last_sync_at: '2026-11-24T10:00:00.000Z', last_message: SYNC_TEXTS.done(2, 1), appointment_count: 2 };
    const { user, api } = openCalendar({
      'GET /api/company/appointments': () => ({ body: { appointments } }),
      'GET /api/company/calendar/sync-status': () => {
        polls += 1;
        // The page's first read, then one poll while the job runs, then the finished sync.
        return { body: polls === 1 ? idle : polls === 2 ? { ...idle, running: true } : done };
      },
      'POST /api/company/calendar/sync': () => {
        appointments = [grace, { ...grace, id: 'g-1', client_name: 'Alan Turing', created_source: 'google' }];
        return { status: 202, body: { message: SYNC_TEXTS.started, status: { ...idle, running: true } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sync All' }));
    expect(button('Syncing...').disabled).toBe(true);
    expect(button('Google').disabled).toBe(true);
    expect(await screen.findByText(SYNC_TEXTS.done(2, 1), {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText(SYNC_TEXTS.done(2, 1)).closest('[role="status"]')).toBeTruthy();
    expect(polls).toBeGreaterThanOrEqual(3);
    expect(api.find('POST', '/api/company/calendar/sync')[0]?.body).toEqual({ direction: 'bidirectional', source: null });
    // The appointments are read again: the imported one shows, the buttons are back.
    expect(await screen.findByText('Alan Turing')).toBeTruthy();
    expect(button('Sync All').disabled).toBe(false);
    // The calendar's zone was not read here: the page shows, and names, the browser's.
    expect(banner().textContent).toContain(formatDateTime(done.last_sync_at, browserTimeZone()));
  });

  it('imports from one connection with its own button', async () => {
    let polls = 0;
    const { user, api } = openCalendar({
      'GET /api/company/appointments': { body: { appointments: [grace] } },
      'GET /api/company/calendar/sync-status': () => {
        polls += 1;
        return {
          body:
            polls === 1
              ? { ...idle, ghl: { enabled: true } }
              : {
                  ...idle,
                  ghl: { enabled: true },
                  last_sync_at: '2026-11-24T10:00:00.000Z',
                  last_message: SYNC_TEXTS.done(0, 0),
                },
        };
      },
      'POST /api/company/calendar/sync': {
        status: 202,
        body: { message: SYNC_TEXTS.started, status: { ...idle, ghl: { enabled: true }, running: true } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'GHL' }));
    expect(await screen.findByText(SYNC_TEXTS.done(0, 0), {}, { timeout: 5_000 })).toBeTruthy();
    expect(api.find('POST', '/api/company/calendar/sync')[0]?.body).toEqual({ direction: 'import', source: 'ghl' });
  });

  it('shows a failed sync as an error, in the server’s words', async () => {
    let polls = 0;
    const failed = SYNC_TEXTS.partly(['Google Calendar: invalid_grant']);
    const { user } = openCalendar({
      'GET /api/company/appointments': { body: { appointments: [grace] } },
      'GET /api/company/calendar/sync-status': () => {
        polls += 1;
        return {
          body:
            polls === 1 ? idle : { ...idle, last_sync_at: '2026-11-24T10:00:00.000Z', last_message: failed, last_failed: true },
        };
      },
      'POST /api/company/calendar/sync': {
        status: 202,
        body: { message: SYNC_TEXTS.started, status: { ...idle, running: true } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Google' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toBe(failed);
    expect(failed).toBe('Sync finished with errors. Google Calendar: invalid_grant.');
    // Said once, in the banner, which keeps saying so until a sync succeeds.
    const banner = screen.getByRole('note', { name: SYNC_PAGE_TEXTS.bannerTitle });
    expect(banner.contains(alert)).toBe(true);
    expect(within(banner).getByText(/\(failed\)$/)).toBeTruthy();
    expect(screen.getAllByText(failed)).toHaveLength(1);
  });

  it('waits for a sync that was already running when the page opened', async () => {
    let polls = 0;
    openCalendar({
      'GET /api/company/appointments': { body: { appointments: [grace] } },
      'GET /api/company/calendar/sync-status': () => {
        polls += 1;
        return {
          body:
            polls === 1
              ? { ...idle, running: true }
              : { ...idle, last_sync_at: '2026-11-24T10:00:00.000Z', last_message: SYNC_TEXTS.done(1, 0) },
        };
      },
    });
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Syncing...' })).disabled).toBe(true);
    expect(banner().textContent).toContain(SYNC_PAGE_TEXTS.running);
    expect(await screen.findByText(SYNC_TEXTS.done(1, 0), {}, { timeout: 5_000 })).toBeTruthy();
    expect(button('Sync All').disabled).toBe(false);
  });

  it('shows why a sync could not start, or that it failed', async () => {
    let answer: FakeResponse = { status: 400, body: { message: SYNC_TEXTS.nothingToSync, code: 'VALIDATION_FAILED' } };
    const { user } = openCalendar({
      'GET /api/company/appointments': { body: { appointments: [grace] } },
      'GET /api/company/calendar/sync-status': { body: { ...idle, google: { enabled: false, connected: false } } },
      'POST /api/company/calendar/sync': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Sync All' }));
    expect(await screen.findByText(SYNC_TEXTS.nothingToSync)).toBeTruthy();
    answer = { status: 500, body: { message: '', code: 'INTERNAL' } };
    await user.click(button('Sync All'));
    expect(await screen.findByText(CALENDAR_TEXTS.syncFailed)).toBeTruthy();
  });
});

describe("the calendar in the company's time zone, from a browser in another", () => {
  inBrowserTimeZone('Europe/Berlin');
  const zone = 'America/Chicago';
  const config = { 'GET /api/company/calendar-config': { body: { config: { ...CALENDAR_DEFAULTS, timezone: zone } } } };
  // A visitor booked 10:00 today on the company's clock (the chat said "10:00 AM America/Chicago"):
  // 16:00 or 17:00 in Berlin, the same day.
  const tenAM = () => DateTime.now().setZone(zone).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
  const booked = (): Appointment => ({
    ...grace,
    id: 'a-2',
    title: '',
    client_name: 'Vera Visitor',
    start_time: tenAM().toJSDate().toISOString(),
    end_time: tenAM().plus({ minutes: 30 }).toJSDate().toISOString(),
    created_source: 'chat',
  });

  it('shows the week and day views on the company’s clock, and says which zone', async () => {
    const { user } = openCalendar({ 'GET /api/company/appointments': { body: { appointments: [booked()] } }, ...config });
    expect(await screen.findByText(CALENDAR_TEXTS.timesIn(zone))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    // The event's label, with whatever space this machine's Intl puts before AM: its start, beside its title.
    const label = async () => (await screen.findByText('Vera Visitor')).closest('.rbc-event')?.textContent?.replace(/\s/g, ' ');
    expect(await label()).toBe('10:00 AMVera Visitor');
    // Its end, which the grid shows as its height, is in its tooltip.
    const tooltip = (await screen.findByText('Vera Visitor')).closest('.rbc-event')?.getAttribute('title')?.replace(/\s/g, ' ');
    expect(tooltip).toBe('10:00 AM: Vera Visitor, until 10:30 AM');
    await user.click(screen.getByRole('button', { name: 'Day' }));
    expect(await label()).toBe('10:00 AMVera Visitor');
    expect(screen.getByText(CALENDAR_TEXTS.timesIn(zone))).toBeTruthy();
  });

  it('edits the times on the company’s clock and stores the instants they mean', async () => {
    const appointment = booked();
    const { user, api } = openCalendar({
      'GET /api/company/appointments': { body: { appointments: [appointment] } },
      ...config,
      'PUT /api/company/calendar/local/a-2': { body: { message: CALENDAR_TEXTS.updated, appointment } },
    });
    await user.click(await screen.findByText('Vera Visitor'));
    const dialog = screen.getByRole('dialog', { name: 'Edit Appointment' });
    const day = tenAM().toFormat('yyyy-MM-dd');
    const start = within(dialog).getByLabelText<HTMLInputElement>('Start Time');
    const end = within(dialog).getByLabelText<HTMLInputElement>('End Time');
    expect(start.value).toBe(`${day}T10:00`);
    expect(end.value).toBe(`${day}T10:30`);
    expect(start.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getAllByText(CALENDAR_TEXTS.timesIn(zone))).toHaveLength(2);

    // Unchanged times go back as they came.
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(CALENDAR_TEXTS.updated)).toBeTruthy();
    expect(api.find('PUT', '/api/company/calendar/local/a-2')[0]?.body).toMatchObject({
      start_time: appointment.start_time,
      end_time: appointment.end_time,
    });

    await user.click(await screen.findByText('Vera Visitor'));
    const again = screen.getByRole('dialog', { name: 'Edit Appointment' });
    fireEvent.change(within(again).getByLabelText('Start Time'), { target: { value: `${day}T11:15` } });
    fireEvent.change(within(again).getByLabelText('End Time'), { target: { value: `${day}T12:00` } });
    await user.click(within(again).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.find('PUT', '/api/company/calendar/local/a-2')).toHaveLength(2));
    expect(api.find('PUT', '/api/company/calendar/local/a-2')[1]?.body).toMatchObject({
      start_time: tenAM().set({ hour: 11, minute: 15 }).toJSDate().toISOString(),
      end_time: tenAM().set({ hour: 12 }).toJSDate().toISOString(),
    });
  });

  it('shows an appointment that crosses midnight at its hours in the week and day grids, not in the all-day row', async () => {
    const late: Appointment = {
      ...booked(),
      id: 'a-3',
      client_name: 'Night Owl',
      start_time: tenAM().set({ hour: 22 }).toJSDate().toISOString(),
      end_time: tenAM().set({ hour: 22 }).plus({ hours: 4 }).toJSDate().toISOString(),
    };
    const { user } = openCalendar({ 'GET /api/company/appointments': { body: { appointments: [late] } }, ...config });
    expect(await screen.findByText(CALENDAR_TEXTS.timesIn(zone))).toBeTruthy();
    for (const view of ['Week', 'Day']) {
      await user.click(screen.getByRole('button', { name: view }));
      const shown = await screen.findAllByText('Night Owl');
      expect(shown.every((title) => title.closest('.rbc-day-slot'))).toBe(true);
      expect(shown.some((title) => title.closest('.rbc-allday-cell'))).toBe(false);
      // Labelled with its start on the company's clock, as the others.
      const label = shown[0]?.closest('.rbc-event')?.querySelector('.rbc-event-label')?.textContent?.replace(/\s/g, ' ');
      expect(label).toBe('10:00 PM');
    }
  });
});
