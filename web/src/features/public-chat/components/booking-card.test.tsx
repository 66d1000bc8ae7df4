import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_TEXTS, type VisitorBooking } from '@frontdesk/contracts/calendar';
import type { PublicCompany } from '@frontdesk/contracts/public-chat';
import { EMAIL_TEXTS } from '@frontdesk/contracts/field-rules';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { sseReply } from '../../../test/fake-sse';
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
// The card asks from the company's today (the server's default): a visitor's own today may be another day.
const AVAILABILITY = 'GET /api/public-chat/availability/hilltop?days=7';
const free = { body: { timezone: 'America/Chicago', slots } };
const bookedAnswer = (mailed: boolean) => ({
  status: 201,
  body: { message: BOOKING_TEXTS.booked, booking: booked, manage_url: 'http://x/booking/ref', mailed },
});

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

function openChat(bookAnswer: FakeRoute, availability: FakeRoute = free, path = '/public-chat/hilltop') {
  const api = createFakeApi({
    [`GET /api/public-chat/company/hilltop?visitor=${VISITOR}`]: { body: { company: clinic } },
    [AVAILABILITY]: availability,
    'POST /api/public-chat/appointments/hilltop': bookAnswer,
    // The booked card reads its appointment again: as booked.
    'GET /api/bookings/ref': { body: { booking: booked } },
  });
  return { api, ...renderApp(path) };
}

async function chooseMonday(user: ReturnType<typeof openChat>['user'], time: string) {
  await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
  const card = await screen.findByRole('region', { name: 'Book an appointment' });
  const monday = await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
  await user.click(within(monday).getByRole('button', { name: time }));
  return card;
}

describe('booking in the public chat', () => {
  it('opens on the day the visitor asked for, and goes a week later or earlier from there', async () => {
    const week = (from: string) => `GET /api/public-chat/availability/hilltop?from=${from}&days=7`;
    const nextWeek = [{ start: '2030-03-12T15:00:00.000Z', end: '2030-03-12T16:00:00.000Z' }];
    const api = createFakeApi({
      [`GET /api/public-chat/company/hilltop?visitor=${VISITOR}`]: { body: { company: clinic } },
      'POST /api/public-chat/chat/hilltop/stream': () =>
        sseReply('s-1', 'Pick one of the free times below.', { offerBooking: true, bookingFrom: '2030-03-04' }),
      [week('2030-03-04')]: free,
      [week('2030-03-11')]: { body: { timezone: 'America/Chicago', slots: nextWeek } },
    });
    const { user } = renderApp('/public-chat/hilltop');
    await user.type(await screen.findByLabelText('Message'), 'can I come in on monday march 4th 2030?{Enter}');
    const card = await screen.findByRole('region', { name: 'Book an appointment' });
    await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
    expect(api.find('GET', '/api/public-chat/availability/hilltop?days=7')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Later times' }));
    await within(card).findByRole('list', { name: 'Free times on Tue, Mar 12' });
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Book an appointment' }));
    await user.click(within(card).getByRole('button', { name: 'Earlier times' }));
    await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
    expect(api.find('GET', '/api/public-chat/availability/hilltop?from=2030-03-04&days=7')).toHaveLength(2);
  });

  it('opens the card again on the day asked for in the chat, leaving the focus in the message box', async () => {
    const nextWeek = [{ start: '2030-03-12T15:00:00.000Z', end: '2030-03-12T16:00:00.000Z' }];
    const api = createFakeApi({
      [`GET /api/public-chat/company/hilltop?visitor=${VISITOR}`]: { body: { company: clinic } },
      [AVAILABILITY]: free,
      'POST /api/public-chat/chat/hilltop/stream': () =>
        sseReply('s-1', 'Pick one of the free times below.', { offerBooking: true, bookingFrom: '2030-03-11' }),
      'GET /api/public-chat/availability/hilltop?from=2030-03-11&days=7': {
        body: { timezone: 'America/Chicago', slots: nextWeek },
      },
    });
    const { user } = renderApp('/public-chat/hilltop');
    await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
    const card = await screen.findByRole('region', { name: 'Book an appointment' });
    await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
    // Sending closes the card the visitor opened; the answer offers one on the day they named.
    await user.type(screen.getByLabelText('Message'), 'anything on march 11 2030?{Enter}');
    const offered = await screen.findByRole('region', { name: 'Book an appointment' });
    await within(offered).findByRole('list', { name: 'Free times on Tue, Mar 12' });
    expect(api.find('GET', '/api/public-chat/availability/hilltop?from=2030-03-11&days=7')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));
  });

  it("offers no earlier times than the company's today", async () => {
    const { user } = openChat(bookedAnswer(false));
    await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
    const card = await screen.findByRole('region', { name: 'Book an appointment' });
    await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
    expect(within(card).queryByRole('button', { name: 'Earlier times' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Later times' })).toBeTruthy();
  });

  it('opens on the free times when the visitor came to book (?book=1, from a cancelled booking)', async () => {
    openChat(bookedAnswer(false), free, '/public-chat/hilltop?book=1');
    const card = await screen.findByRole('region', { name: 'Book an appointment' });
    expect(await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' })).toBeTruthy();
  });

  it('takes a keyboard user through the card: into it, to the name, to the first wrong field, back to the message box', async () => {
    const { user } = openChat(bookedAnswer(false));
    await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
    const card = await screen.findByRole('region', { name: 'Book an appointment' });
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Book an appointment' })));

    const monday = await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
    within(monday).getByRole('button', { name: '10:00 AM' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByLabelText('Name')));

    await user.type(within(card).getByLabelText('Name'), 'Ada Lovelace');
    await user.click(within(card).getByRole('button', { name: 'Book this time' }));
    expect(document.activeElement).toBe(within(card).getByLabelText('E-mail'));

    await user.type(within(card).getByLabelText('E-mail'), 'ada@example.com{Enter}');
    await screen.findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Message')));
  });

  it('closes with Escape in the widget without closing the widget', async () => {
    createFakeApi({
      [`GET /api/public-chat/company/hilltop?visitor=${VISITOR}`]: { body: { company: clinic } },
      [AVAILABILITY]: free,
    });
    const posted = vi.spyOn(window.parent, 'postMessage');
    const { user } = renderApp('/public-chat/hilltop?embed=1');
    await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
    const card = await screen.findByRole('region', { name: 'Book an appointment' });
    await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Book an appointment' })).toBeNull());
    expect(posted.mock.calls.map(([message]) => message)).not.toContainEqual({ type: 'frontdesk:close' });
    // Escape outside the card still asks the page around the widget to close it.
    await user.keyboard('{Escape}');
    expect(posted.mock.calls.map(([message]) => message)).toContainEqual({ type: 'frontdesk:close' });
    posted.mockRestore();
  });

  it('closes with Escape, back to the message box', async () => {
    const { user } = openChat(bookedAnswer(false));
    await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
    const card = await screen.findByRole('region', { name: 'Book an appointment' });
    await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Book an appointment' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));
  });

  it("offers the week's free times by day in the company's zone, then books the chosen one, kept after a reload", async () => {
    const { user, api } = openChat(bookedAnswer(false));
    await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
    const card = await screen.findByRole('region', { name: 'Book an appointment' });
    const monday = await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
    expect(
      within(monday)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['9:00 AM', '10:00 AM']);
    await user.click(within(monday).getByRole('button', { name: '10:00 AM' }));
    await user.type(within(card).getByLabelText('Name'), ' Ada Lovelace ');
    await user.type(within(card).getByLabelText('E-mail'), 'ada@example.com');
    // In the company's colour, as the chat's other buttons are.
    expect(within(card).getByRole('button', { name: 'Book this time' }).style.backgroundColor).toBe(
      hexToRgb(clinic.primary_color),
    );
    await user.click(within(card).getByRole('button', { name: 'Book this time' }));

    // No e-mail configuration at the company: no e-mail is promised, and the link to change it is right there.
    const confirmation = await screen.findByText(BOOKING_TEXTS.bookedFor('Monday, March 4, 2030 at 10:00 AM (America/Chicago)'));
    expect(confirmation.textContent).not.toContain(BOOKING_TEXTS.confirmationMailed);
    expect(screen.getByRole('link', { name: BOOKING_TEXTS.manageLink }).getAttribute('href')).toBe('/booking/ref');
    expect(api.find('POST', '/api/public-chat/appointments/hilltop')[0]?.body).toEqual({
      start_time: slots[1]?.start,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      visitorId: VISITOR,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Book an appointment' })).toBeNull());

    cleanup();
    openChat(bookedAnswer(false));
    expect(await screen.findByRole('link', { name: BOOKING_TEXTS.manageLink })).toBeTruthy();
  });

  it('promises the confirmation e-mail when the company sends one', async () => {
    const { user } = openChat(bookedAnswer(true));
    const card = await chooseMonday(user, '10:00 AM');
    await user.type(within(card).getByLabelText('Name'), 'Ada');
    await user.type(within(card).getByLabelText('E-mail'), 'ada@example.com');
    await user.click(within(card).getByRole('button', { name: 'Book this time' }));
    expect((await screen.findByText(new RegExp(BOOKING_TEXTS.confirmationMailed))).textContent).toContain(
      BOOKING_TEXTS.bookedFor('Monday, March 4, 2030 at 10:00 AM (America/Chicago)'),
    );
  });

  it('checks the name and e-mail before sending anything', async () => {
    const { user, api } = openChat(bookedAnswer(true));
    const card = await chooseMonday(user, '9:00 AM');
    await user.type(within(card).getByLabelText('E-mail'), 'ada@');
    await user.click(within(card).getByRole('button', { name: 'Book this time' }));
    expect(within(card).getByText(BOOKING_TEXTS.nameRequired)).toBeTruthy();
    expect(within(card).getByText(EMAIL_TEXTS.invalid)).toBeTruthy();
    expect(api.find('POST', '/api/public-chat/appointments/hilltop')).toEqual([]);
  });

  it('offers to try again when the free times cannot be loaded', async () => {
    let calls = 0;
    const { user } = openChat(bookedAnswer(true), () => ((calls += 1) === 1 ? { status: 500 } : free));
    await user.click(await screen.findByRole('button', { name: 'Book an appointment' }));
    const card = await screen.findByRole('region', { name: 'Book an appointment' });
    expect(await within(card).findByText(BOOKING_TEXTS.timesFailed)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' })).toBeTruthy();
  });

  it('sends the visitor back to fresh times when theirs was taken meanwhile', async () => {
    let calls = 0;
    const { user, api } = openChat({ status: 409, body: { message: BOOKING_TEXTS.notOffered, code: 'CONFLICT' } }, () =>
      (calls += 1) === 1 ? free : { body: { timezone: 'America/Chicago', slots: slots.slice(1) } },
    );
    const card = await chooseMonday(user, '9:00 AM');
    await user.type(within(card).getByLabelText('Name'), 'Ada');
    await user.type(within(card).getByLabelText('E-mail'), 'ada@example.com');
    await user.click(within(card).getByRole('button', { name: 'Book this time' }));
    expect(await within(card).findByText(BOOKING_TEXTS.justTaken)).toBeTruthy();
    const monday = await within(card).findByRole('list', { name: 'Free times on Mon, Mar 4' });
    await waitFor(() =>
      expect(
        within(monday)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['10:00 AM']),
    );
    expect(api.find('GET', '/api/public-chat/availability/hilltop?days=7')).toHaveLength(2);
  });
});
