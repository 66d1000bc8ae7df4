import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALENDAR_DEFAULTS, CALENDAR_TEXTS, type CalendarConfig } from '@frontdesk/contracts/calendar';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

function openCalendarSettings(routes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: [] } },
    'GET /api/v1/email-config': { body: null },
    'GET /api/company/calendar-config': { body: { config: CALENDAR_DEFAULTS } },
    ...routes,
  });
  storeSession(makeUser());
  const rendered = renderApp('/google-integrations');
  return { api, ...rendered };
}

describe('google integrations page', () => {
  it('opens on Email Configuration and switches to Calendar Settings with the defaults', async () => {
    const { user } = openCalendarSettings();
    expect(await screen.findByRole('tab', { name: 'Email Configuration', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Calendar Settings' }));
    expect(((await screen.findByLabelText('Calendar name')) as HTMLInputElement).value).toBe('Business Calendar');
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('America/Chicago');
    expect((screen.getByLabelText('Sunday closed') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Saturday opens') as HTMLInputElement).value).toBe('10:00');
    const zones = [...(screen.getByLabelText('Time zone') as HTMLSelectElement).options].map((option) => option.value);
    expect(zones.slice(0, 4)).toEqual(['America/Chicago', 'America/New_York', 'America/Denver', 'America/Los_Angeles']);
    expect(zones).toContain('Europe/Berlin');
  });

  it('closes and reopens a day as the spec says, and saves the whole configuration', async () => {
    let saved: CalendarConfig | null = null;
    const { user, api } = openCalendarSettings({
      'POST /api/company/calendar-config': (request) => {
        saved = request.body as CalendarConfig;
        return { body: { message: CALENDAR_TEXTS.configSaved, config: saved } };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Calendar Settings' }));
    await user.click(await screen.findByLabelText('Monday closed'));
    expect((screen.getByLabelText('Monday opens') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('Sunday closed'));
    expect((screen.getByLabelText('Sunday opens') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Sunday closes') as HTMLInputElement).value).toBe('17:00');
    await user.selectOptions(screen.getByLabelText('Slot duration'), '45');
    await user.selectOptions(screen.getByLabelText('Buffer time'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Calendar Settings' }));
    expect(await screen.findByText(CALENDAR_TEXTS.configSaved)).toBeTruthy();
    await waitFor(() => expect(api.find('POST', '/api/company/calendar-config')).toHaveLength(1));
    expect(saved).toMatchObject({
      slot_duration: 45,
      buffer_time: 0,
      working_hours: { monday: { start: 'closed', end: 'closed' }, sunday: { start: '09:00', end: '17:00' } },
    });
  });

  it("shows the server's word on a field it refused", async () => {
    const { user } = openCalendarSettings({
      'POST /api/company/calendar-config': {
        status: 400,
        body: {
          message: 'Please correct the highlighted fields.',
          code: 'VALIDATION_FAILED',
          details: { fieldErrors: { 'working_hours.friday': ['The day must end after it starts'] } },
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Calendar Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Save Calendar Settings' }));
    expect(await screen.findByText('The day must end after it starts')).toBeTruthy();
  });
});
