import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOKING_PAGE_TEXTS } from '@frontdesk/contracts/booking-texts';
import { BOOKING_TEXTS, type VisitorBooking } from '@frontdesk/contracts/calendar';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { todayIn } from '../../../lib/time-zone';
import { dayAfter } from '../../public-chat/booking-time';

const REF = 'company-abc123.5f0c.signature';
const booking: VisitorBooking = {
  company_name: 'Hilltop Dental',
  company_slug: 'hilltop',
  client_name: 'Ada Lovelace',
  start_time: '2030-03-04T15:00:00.000Z',
  end_time: '2030-03-04T16:00:00.000Z',
  timezone: 'America/Chicago',
  status: 'confirmed',
};

function openBooking(routes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({ [`GET /api/bookings/${REF}`]: { body: { booking } }, ...routes });
  return { api, ...renderApp(`/booking/${REF}`) };
}

describe('the visitor’s booking page', () => {
  it('offers no cancelling or moving once the appointment has begun', async () => {
    createFakeApi({
      [`GET /api/bookings/${REF}`]: {
        body: { booking: { ...booking, start_time: '2020-03-04T15:00:00.000Z', end_time: '2020-03-04T16:00:00.000Z' } },
      },
    });
    renderApp(`/booking/${REF}`);
    expect(await screen.findByText(BOOKING_PAGE_TEXTS.alreadyHappened)).toBeTruthy();
    expect(screen.getByText(BOOKING_PAGE_TEXTS.pastStatus)).toBeTruthy();
    expect(screen.queryByRole('button', { name: BOOKING_PAGE_TEXTS.cancel })).toBeNull();
    expect(screen.queryByRole('button', { name: BOOKING_PAGE_TEXTS.chooseAnother })).toBeNull();
    expect(screen.getByRole('link', { name: BOOKING_PAGE_TEXTS.bookAgain })).toBeTruthy();
  });

  it('shows the appointment in the company’s time zone, and cancels it after asking', async () => {
    const { user, api } = openBooking({
      [`POST /api/bookings/${REF}/cancel`]: {
        body: { message: BOOKING_TEXTS.cancelled, booking: { ...booking, status: 'cancelled' } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your appointment with Hilltop Dental' })).toBeTruthy();
    // From start to end, as the confirmation mail says it.
    expect(screen.getByText('Monday, March 4, 2030 at 9:00 AM – 10:00 AM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Questions? Chat with Hilltop Dental' }).getAttribute('href')).toBe(
      '/public-chat/hilltop',
    );
    // The way back says what it does: "Cancel" beside "Cancel appointment" would read both ways.
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel appointment' })).getByRole('button', { name: 'Keep appointment' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.find('POST', `/api/bookings/${REF}/cancel`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel appointment' })).getByRole('button', { name: 'Cancel appointment' }),
    );
    expect(await screen.findByText(BOOKING_TEXTS.cancelled)).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    // The buttons it was on are gone: the keyboard goes on from the heading, not from the page's start.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your appointment with Hilltop Dental' })),
    );
    expect(screen.queryByRole('button', { name: 'Choose another time' })).toBeNull();
    // The way back to the company's chat, opened on its booking card's free times.
    expect(screen.getByRole('link', { name: 'Book another time' }).getAttribute('href')).toBe('/public-chat/hilltop?book=1');
    expect(api.find('POST', `/api/bookings/${REF}/cancel`)).toHaveLength(1);
  });

  it('moves it to another free time', async () => {
    let release = () => {};
    const later = { start: '2030-03-05T16:00:00.000Z', end: '2030-03-05T17:00:00.000Z' };
    const { user, api } = openBooking({
      [`GET /api/bookings/${REF}/free-times?from=${todayIn('America/Chicago')}&days=7`]: {
        body: { timezone: 'America/Chicago', slots: [later] },
      },
      // Answered once the test has looked at the dialog while the move runs.
      [`POST /api/bookings/${REF}/move`]: () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              body: { message: BOOKING_TEXTS.moved, booking: { ...booking, start_time: later.start, end_time: later.end } },
            });
        }),
    });
    const choose = await screen.findByRole('button', { name: 'Choose another time' });
    expect(choose.getAttribute('aria-expanded')).toBe('false');
    await user.click(choose);
    expect(choose.getAttribute('aria-expanded')).toBe('true');
    await user.click(await screen.findByRole('button', { name: '10:00 AM' }));
    // Nothing moves before the visitor confirms, as with cancelling.
    const dialog = await screen.findByRole('dialog', { name: 'Move appointment' });
    expect(within(dialog).getByText(/to Tuesday, March 5, 2030 at 10:00 AM\?/)).toBeTruthy();
    expect(api.find('POST', `/api/bookings/${REF}/move`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
    // While it moves there is no way back: the move would go on behind a closed dialog.
    expect((await within(dialog).findByRole<HTMLButtonElement>('button', { name: 'Keep current time' })).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Move appointment' })).toBeTruthy();
    release();
    expect(await screen.findByText(BOOKING_TEXTS.moved)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Tuesday, March 5, 2030 at 10:00 AM – 11:00 AM')).toBeTruthy());
    expect(api.find('POST', `/api/bookings/${REF}/move`)[0]?.body).toEqual({ start_time: later.start });
    await waitFor(() => expect(document.activeElement).toBe(choose));
  });

  it('pages through later weeks for a time to move to, and back', async () => {
    const today = todayIn('America/Chicago');
    const inAWeek = dayAfter(today, 7);
    const { user, api } = openBooking({
      [`GET /api/bookings/${REF}/free-times?from=${today}&days=7`]: { body: { timezone: 'America/Chicago', slots: [] } },
      [`GET /api/bookings/${REF}/free-times?from=${inAWeek}&days=7`]: {
        body: { timezone: 'America/Chicago', slots: [{ start: '2030-03-05T16:00:00.000Z', end: '2030-03-05T17:00:00.000Z' }] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    expect(await screen.findByText(BOOKING_TEXTS.noOtherTimes)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Earlier times' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Later times' }));
    expect(await screen.findByRole('button', { name: '10:00 AM' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Earlier times' }));
    expect(await screen.findByText(BOOKING_TEXTS.noOtherTimes)).toBeTruthy();
    expect(api.find('GET', `/api/bookings/${REF}/free-times?from=${today}&days=7`)).toHaveLength(2);
  });

  it('says so when the link is not valid', async () => {
    createFakeApi({
      [`GET /api/bookings/${REF}`]: { status: 404, body: { message: BOOKING_TEXTS.invalidLink, code: 'NOT_FOUND' } },
    });
    renderApp(`/booking/${REF}`);
    expect(await screen.findByText(BOOKING_TEXTS.invalidLink)).toBeTruthy();
  });
});
