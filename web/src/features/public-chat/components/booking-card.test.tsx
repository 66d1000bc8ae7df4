import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_TEXTS, type VisitorBooking } from '@frontdesk/contracts/calendar';
import type { PublicCompany } from '@frontdesk/contracts/public-chat';
import { createFakeApi } from '../../../test/fake-api';
import { todayIn } from '../api/booking';
import { renderApp } from '../../../test/render-app';

// The browser's visitor id (localStorage): the page sends it, so its opening counts as a visit.
const VISITOR = '5b0c2f3e-1d4a-4e6b-9c8d-7a6b5c4d3e2f';
beforeEach(() => localStorage.setItem('frontdesk:visitor', VISITOR));

const clinic: PublicCompany = {
  name: 'Hilltop Dental',
  slug: 'hilltop',
  primary_color: '#0E7490',
  secondary_color: '#6366F1',
  logo_url: '',
  welcome_message: 'Hello!',
  chat_position: 'bottom-right',
  chat_size: 'medium',
  suggested_questions: [],
  booking_enabled: true,
  voice: null,
};
const slots = [
  { start: '2030-03-04T15:00:00.000Z', end: '2030-03-04T16:00:00.000Z' },
  { start: '2030-03-04T16:00:00.000Z', end: '2030-03-04T17:00:00.000Z' },
  { start: '2030-03-05T15:00:00.000Z', end: '2030-03-05T16:00:00.000Z' },
];
const booked: VisitorBooking = {
  company_name: 'Hilltop Dental',
  company_slug: 'hilltop',
  client_name: 'Ada Lovelace',
  start_time: slots[1]?.start ?? '',
  end_time: slots[1]?.end ?? '',
  timezone: 'America/Chicago',
  status: 'confirmed',
};
// The card asks from today, as the visitor's browser sees it.
const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

function openChat(bookAnswer: { status?: number; body?: unknown }) {
  const api = createFakeApi({
    [`GET /api/public-chat/company/hilltop?visitor=${VISITOR}`]: { body: { company: clinic } },
    [`GET /api/public-chat/availability/hilltop?from=${today}&days=7`]: { body: { timezone: 'America/Chicago', slots } },
    'POST /api/public-chat/appointments/hilltop': bookAnswer,
  });
  return { api, ...renderApp('/public-chat/hilltop') };
}

describe('booking in the public chat', () => {
  it("offers the week's free times by day in the company's zone, then books the chosen one", async () => {
    const { user, api } = openChat({
      status: 201,
      body: { message: BOOKING_TEXTS.booked, booking: booked, manage_url: 'http://x/booking/ref' },
    });
    await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
    const card = await screen.findByRole('region', { name: 'Book an appointment' });
    const monday = await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
    expect(
      within(monday)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['9:00 AM', '10:00 AM']);
    await user.click(within(monday).getByRole('button', { name: '10:00 AM' }));
    await user.type(within(card).getByLabelText('Name'), 'Ada Lovelace');
    await user.type(within(card).getByLabelText('E-mail'), 'ada@example.com');
    await user.click(within(card).getByRole('button', { name: 'Book this time' }));
    expect(
      await screen.findByText(/Your appointment is booked\..*Monday, March 4, 2030 at 10:00 AM \(America\/Chicago\)/),
    ).toBeTruthy();
    expect(api.find('POST', '/api/public-chat/appointments/hilltop')[0]?.body).toEqual({
      start_time: slots[1]?.start,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      visitorId: VISITOR,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Book an appointment' })).toBeNull());
  });

  it('says when the time was taken meanwhile, and keeps the form', async () => {
    const { user } = openChat({ status: 409, body: { message: BOOKING_TEXTS.notOffered, code: 'CONFLICT' } });
    await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
    const card = await screen.findByRole('region', { name: 'Book an appointment' });
    const monday = await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
    await user.click(within(monday).getByRole('button', { name: '9:00 AM' }));
    await user.type(within(card).getByLabelText('Name'), 'Ada');
    await user.type(within(card).getByLabelText('E-mail'), 'ada@example.com');
    await user.click(within(card).getByRole('button', { name: 'Book this time' }));
    expect(await within(card).findByText(BOOKING_TEXTS.notOffered)).toBeTruthy();
    expect((within(card).getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  });
});
