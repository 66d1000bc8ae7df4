import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_TEXTS, type Appointment } from '@frontdesk/contracts/calendar';
import { inBrowserTimeZone } from '../../../test/browser-time-zone';
import { createFakeApi } from '../../../test/fake-api';
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

function openForm(slot: Date) {
  const api = createFakeApi({
    'POST /api/company/appointments': ({ body }) => ({
      status: 201,
      body: { message: CALENDAR_TEXTS.created, appointment: { ...stored, ...(body as Partial<Appointment>) } },
    }),
  });
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CreateAppointmentModal slot={slot} timeZone={zone} onClose={onClose} />
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
