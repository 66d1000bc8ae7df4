import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_TEXTS, type Appointment } from '@frontdesk/contracts/calendar';
import { inBrowserTimeZone } from '../../../test/browser-time-zone';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { CreateAppointmentModal } from './create-appointment-modal';

const zone = 'America/Chicago';
const stored: Appointment = {
  id: 'a-1',
  title: '',
  client_name: '',
  client_email: '',
  start_time: '',
  end_time: '',
  description: '',
  notes: '',
  status: 'confirmed',
  ghl_appointment_id: null,
  google_event_id: null,
  created_source: 'internal',
};

function openForm(slot: Date, timeZone = zone, post?: FakeRoute) {
  const api = createFakeApi({
    'POST /api/company/appointments':
      post ??
      (({ body }) => ({
        status: 201,
        body: { message: CALENDAR_TEXTS.created, appointment: { ...stored, ...(body as Partial<Appointment>) } },
      })),
  });
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CreateAppointmentModal slot={slot} timeZone={timeZone} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { api, onClose, user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: 'Schedule New Appointment' }) };
}

describe("Schedule New Appointment, in the company's time zone from a browser in Berlin", () => {
  inBrowserTimeZone('Europe/Berlin');

  it('shows the slot’s date and time on the company’s clock and stores the instant the typed time means there', async () => {
    // Saturday 10:00 in Chicago is 17:00 in Berlin.
    const { api, onClose, user, dialog } = openForm(DateTime.fromISO('2026-11-28T10:00', { zone }).toJSDate());
    expect(within(dialog).getByLabelText<HTMLInputElement>('Date').value).toBe('Saturday, November 28, 2026');
    const time = within(dialog).getByLabelText<HTMLInputElement>('Time');
    expect(time.value).toBe('10:00');
    expect(within(dialog).getByText(CALENDAR_TEXTS.timesIn(zone))).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Client Name *'), 'Vera Visitor');
    await user.type(within(dialog).getByLabelText('Email *'), 'vera@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Appointment' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.find('POST', '/api/company/appointments')[0]?.body).toMatchObject({
      start_time: '2026-11-28T16:00:00.000Z',
      end_time: '2026-11-28T16:30:00.000Z',
      status: 'confirmed',
    });
  });

  it('takes a changed time on the same day of the company’s calendar, late evening included', async () => {
    // 11 PM in Chicago is already Sunday in Berlin; the appointment stays on Saturday in Chicago.
    const { api, onClose, user, dialog } = openForm(DateTime.fromISO('2026-11-28T09:00', { zone }).toJSDate());
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '23:15');
    await user.type(within(dialog).getByLabelText('Client Name *'), 'Vera Visitor');
    await user.type(within(dialog).getByLabelText('Email *'), 'vera@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Appointment' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.find('POST', '/api/company/appointments')[0]?.body).toMatchObject({
      start_time: '2026-11-29T05:15:00.000Z',
      end_time: '2026-11-29T05:45:00.000Z',
    });
  });
});

describe('Schedule New Appointment on the day the clocks go back', () => {
  inBrowserTimeZone('Europe/Berlin');
  const newYork = 'America/New_York';
  // 7 November 2027: the first 1:00 AM in New York (EDT), an hour before the second (EST).
  const firstOneAM = new Date('2027-11-07T05:00:00.000Z');

  async function create(slot: Date, time?: string) {
    const { api, onClose, user, dialog } = openForm(slot, newYork);
    if (time) fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: time } });
    await user.type(within(dialog).getByLabelText('Client Name *'), 'Vera Visitor');
    await user.type(within(dialog).getByLabelText('Email *'), 'vera@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Appointment' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    return api.find('POST', '/api/company/appointments')[0]?.body;
  }

  it('books the clicked slot in the repeated hour, not the other 1:00 AM', async () => {
    expect(await create(firstOneAM)).toMatchObject({
      start_time: '2027-11-07T05:00:00.000Z',
      end_time: '2027-11-07T05:30:00.000Z',
    });
  });

  it('reads a time typed in the repeated hour at the slot’s offset', async () => {
    expect(await create(firstOneAM, '01:30')).toMatchObject({ start_time: '2027-11-07T05:30:00.000Z' });
  });
});

describe('Schedule New Appointment after a refused time', () => {
  it('drops the refusal once the time changes, so an emptied time says only that it is missing', async () => {
    const { user, dialog } = openForm(DateTime.fromISO('2026-11-28T10:00', { zone }).toJSDate(), zone, {
      status: 409,
      body: { message: CALENDAR_TEXTS.slotTaken, code: 'CONFLICT' },
    });
    await user.type(within(dialog).getByLabelText('Client Name *'), 'Vera Visitor');
    await user.type(within(dialog).getByLabelText('Email *'), 'vera@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Appointment' }));
    expect(await within(dialog).findByText(CALENDAR_TEXTS.slotTaken)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Time'));
    expect(within(dialog).queryByText(CALENDAR_TEXTS.slotTaken)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create Appointment' }));
    expect(within(dialog).getByText(CALENDAR_TEXTS.timeRequired)).toBeTruthy();
    expect(within(dialog).queryByText(CALENDAR_TEXTS.slotTaken)).toBeNull();
  });
});
