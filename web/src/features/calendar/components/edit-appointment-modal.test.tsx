import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_TEXTS, type Appointment } from '@frontdesk/contracts/calendar';
import { inBrowserTimeZone } from '../../../test/browser-time-zone';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { EditAppointmentModal } from './edit-appointment-modal';

const zone = 'America/New_York';
// 7 November 2027, when New York's clocks go back at 2:00 EDT to 1:00 EST: this is the first 1:00 AM (EDT).
const firstOneAM: Appointment = {
  id: 'a-1',
  title: 'Check-up',
  client_name: 'Grace Hopper',
  client_email: 'grace@example.com',
  start_time: '2027-11-07T05:00:00.000Z',
  end_time: '2027-11-07T05:30:00.000Z',
  description: '',
  notes: '',
  status: 'confirmed',
  ghl_appointment_id: null,
  google_event_id: null,
  created_source: 'internal',
};

function openForm(appointment: Appointment, put?: FakeRoute) {
  const api = createFakeApi({
    'PUT /api/company/calendar/local/a-1': put ?? { body: { message: CALENDAR_TEXTS.updated, appointment } },
  });
  const onDone = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <EditAppointmentModal appointment={appointment} timeZone={zone} onClose={vi.fn()} onDone={onDone} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit Appointment' });
  return { api, onDone, user: userEvent.setup(), dialog };
}

const saved = (api: ReturnType<typeof createFakeApi>) => api.find('PUT', '/api/company/calendar/local/a-1')[0]?.body;

describe('Edit Appointment on the day the clocks go back, from a browser in Berlin', () => {
  inBrowserTimeZone('Europe/Berlin');

  it('keeps the times of an appointment in the repeated hour when only its description changes', async () => {
    const { api, onDone, user, dialog } = openForm(firstOneAM);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Start Time').value).toBe('2027-11-07T01:00');
    expect(within(dialog).getByLabelText<HTMLInputElement>('End Time').value).toBe('2027-11-07T01:30');
    await user.type(within(dialog).getByLabelText('Description'), 'Bring the X-rays');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(CALENDAR_TEXTS.updated));
    expect(saved(api)).toMatchObject({
      description: 'Bring the X-rays',
      start_time: '2027-11-07T05:00:00.000Z',
      end_time: '2027-11-07T05:30:00.000Z',
    });
  });

  it('reads a time typed in the repeated hour at the offset the appointment had (EDT here)', async () => {
    const { api, onDone, user, dialog } = openForm(firstOneAM);
    fireEvent.change(within(dialog).getByLabelText('Start Time'), { target: { value: '2027-11-07T01:30' } });
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '2027-11-07T01:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved(api)).toMatchObject({ start_time: '2027-11-07T05:30:00.000Z', end_time: '2027-11-07T05:45:00.000Z' });
  });

  it('keeps an appointment in the second 1:00 AM (EST) there too', async () => {
    const secondOneAM = { ...firstOneAM, start_time: '2027-11-07T06:00:00.000Z', end_time: '2027-11-07T06:30:00.000Z' };
    const { api, onDone, user, dialog } = openForm(secondOneAM);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Start Time').value).toBe('2027-11-07T01:00');
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '2027-11-07T01:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved(api)).toMatchObject({ start_time: '2027-11-07T06:00:00.000Z', end_time: '2027-11-07T06:45:00.000Z' });
  });

  it('drops the refusal of a taken time once a time changes', async () => {
    const { user, dialog } = openForm(firstOneAM, {
      status: 409,
      body: { message: CALENDAR_TEXTS.slotTaken, code: 'CONFLICT' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(CALENDAR_TEXTS.slotTaken)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Start Time'), { target: { value: '2027-11-07T03:00' } });
    expect(within(dialog).queryByText(CALENDAR_TEXTS.slotTaken)).toBeNull();
  });
});
