import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AB_TEXTS, type AbTest } from '@frontdesk/contracts/experiments';
import { ANALYTICS_TEXTS, type Analytics, type BusinessIntelligence } from '@frontdesk/contracts/analytics';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { inBrowserTimeZone } from '../../../test/browser-time-zone';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const figures: Analytics = {
  totalUsers: 1250,
  periodUsers: 40,
  leadsCapture: 6,
  leadConversionRate: 15,
  avgSessionDuration: 3725,
  avgMessages: 4.5,
  engagementRate: 37.5,
  chatConversionRate: 80,
  totalSessions: 40,
  totalMessages: 180,
  visits: 50,
  chatVisitors: 40,
  deviceBreakdown: { mobile: 30, desktop: 10 },
  dailyStats: [
    { date: '2026-11-23', users: 10, messages: 40, avgDuration: 120 },
    { date: '2026-11-24', users: 30, messages: 140, avgDuration: 300 },
  ],
  recentActivity: [
    { name: 'Ada', device_type: 'mobile', message_count: 5, session_duration: 240, created_at: '2026-11-24T10:00:00.000Z' },
  ],
  timezone: 'America/Chicago',
};

const insights: BusinessIntelligence = {
  leadScoring: [
    {
      session_id: 's1',
      name: '',
      email: '',
      phone: '',
      message_count: 2,
      session_duration: 600,
      score: 25,
      quality: 'Low',
      created_at: '2026-11-24T10:00:00.000Z',
    },
    {
      session_id: 's2',
      name: 'Cleo',
      email: 'c@example.com',
      phone: '555 0101',
      message_count: 6,
      session_duration: 1200,
      score: 100,
      quality: 'Hot',
      created_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  conversionMetrics: {
    visitors: 50,
    chatStarts: 40,
    contactProvided: 6,
    highEngagement: 15,
    chatConversionRate: 80,
    contactConversionRate: 15,
    engagementRate: 37.5,
  },
  performanceMetrics: { avgResponseTime: 1.33, satisfactionScore: 80, completionRate: 60, answers: 120 },
  range: { from: '2026-10-26', to: '2026-11-24', timezone: 'America/Chicago' },
};

const test: AbTest = {
  id: 't1',
  name: 'Cake greeting',
  status: 'running',
  kept: null,
  started_at: '2026-11-01T10:00:00.000Z',
  stopped_at: null,
  variants: [
    { variant: 'A', welcome_message: 'Hi!', visitors: 60, conversions: 5, rate: 8.3 },
    { variant: 'B', welcome_message: 'Hello, party planner!', visitors: 60, conversions: 25, rate: 41.7 },
  ],
  p_value: 0,
  significant: true,
  winner: 'B',
};

function open(path: string, routes: Record<string, FakeRoute>) {
  const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['admin'] } }, ...routes });
  storeSession(makeUser());
  return { api, ...renderApp(path) };
}

describe('analytics page', () => {
  it('shows the figures of the default 7 days, with durations as h m, and loads another range', async () => {
    const { api, user } = open('/analytics', {
      'GET /api/admin/analytics?range=7d': { body: figures },
      'GET /api/admin/analytics?range=30d': { body: { ...figures, periodUsers: 99 } },
    });
    expect(await screen.findByText('1,250')).toBeTruthy();
    expect(screen.getByText('1h 2m')).toBeTruthy();
    expect(screen.getByText('40 visitors who chatted, of 50 visits')).toBeTruthy();
    expect(screen.getByText('15% of sessions left contact details')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: /per day/ })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'Ada' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Range'), '30d');
    expect(await screen.findByText('99')).toBeTruthy();
    expect(api.find('GET', '/api/admin/analytics?range=30d')).toHaveLength(1);
  });

  describe('in a browser in Berlin', () => {
    inBrowserTimeZone('Europe/Berlin');

    it("shows when recent sessions started in the company's time zone, as it says", async () => {
      open('/analytics', { 'GET /api/admin/analytics?range=7d': { body: figures } });
      const ada = (await screen.findByRole('cell', { name: 'Ada' })).closest('tr') as HTMLElement;
      // 10:00 UTC is 4:00 in Chicago (and 11:00 in Berlin).
      expect(within(ada).getByText('Nov 24, 2026, 4:00 AM')).toBeTruthy();
      expect(screen.getByText(ANALYTICS_TEXTS.timesIn('America/Chicago'))).toBeTruthy();
    });
  });

  it('links advanced analytics only for those who may open it', async () => {
    createFakeApi({
      'GET /api/users/my-permissions': { body: { permissions: ['analytics'] } },
      'GET /api/admin/analytics?range=7d': { body: figures },
    });
    storeSession(makeUser({ role: 'user', permissions: ['dashboard', 'profile', 'analytics'] }));
    renderApp('/analytics');
    expect(await screen.findByText('1,250')).toBeTruthy();
    expect(screen.getByText('How visitors use your chat.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'advanced analytics' })).toBeNull();
  });

  it('says so when there is no activity yet', async () => {
    open('/analytics', { 'GET /api/admin/analytics?range=7d': { body: { ...figures, recentActivity: [] } } });
    expect(await screen.findByText('No conversations yet. Share your chat link to start.')).toBeTruthy();
  });

  it('explains an empty device breakdown instead of drawing an empty box', async () => {
    open('/analytics', {
      'GET /api/admin/analytics?range=7d': { body: { ...figures, deviceBreakdown: { mobile: 0, desktop: 0 } } },
    });
    expect(await screen.findByText('No sessions in this range yet.')).toBeTruthy();
  });
});

describe('business intelligence page', () => {
  it('lists leads as the spec names them, and shows the funnel and performance tabs', async () => {
    const { user } = open('/business-intelligence', {
      'GET /api/admin/business-intelligence': { body: insights },
      'GET /api/admin/ab-tests': { body: { tests: [test] } },
    });
    expect(await screen.findByRole('cell', { name: 'Anonymous' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'No contact info' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'c@example.com · 555 0101' })).toBeTruthy();
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export Excel/ })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Conversion Tracking' }));
    expect(screen.getByText('Provided Contact')).toBeTruthy();
    expect(screen.getByText('80%')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Performance Metrics' }));
    expect(screen.getByText('1.33s')).toBeTruthy();
  });

  it("opens advanced analytics on the server's last 30 days in the company's time zone, and fills the dates from them", async () => {
    const served = { ...insights, range: { from: '2026-10-30', to: '2026-11-28', timezone: 'Pacific/Auckland' } };
    const { api, user } = open('/advanced-analytics', {
      'GET /api/admin/business-intelligence': { body: served },
      'GET /api/admin/business-intelligence?from=2026-10-01&to=2026-11-28': { body: served },
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-10-30'));
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2026-11-28');
    // The first question named no dates: the browser's today may be another day than the company's.
    expect(api.find('GET', '/api/admin/business-intelligence')).toHaveLength(1);
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await waitFor(() =>
      expect(api.find('GET', '/api/admin/business-intelligence?from=2026-10-01&to=2026-11-28')).toHaveLength(1),
    );
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-10-01');
  });

  it('shows the A/B test with its winner and keeps it when stopped', async () => {
    const { api, user } = open('/business-intelligence', {
      'GET /api/admin/business-intelligence': { body: insights },
      'GET /api/admin/ab-tests': { body: { tests: [test] } },
      'POST /api/admin/ab-tests/t1/stop': {
        body: { message: AB_TEXTS.kept('B'), test: { ...test, status: 'stopped', kept: 'B' } },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'A/B Testing' }));
    const card = await screen.findByRole('region', { name: 'A/B test Cake greeting' });
    expect(within(card).getByText('Winner')).toBeTruthy();
    // In the company's zone, as the insights' range (America/Chicago here).
    expect(
      within(card).getByText(
        (_text, element) => element?.tagName === 'P' && /^Started Nov 1, 2026, 4:00 AM/.test(element.textContent ?? ''),
      ),
    ).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Stop and keep message B' }));
    expect(await screen.findByText(AB_TEXTS.kept('B'))).toBeTruthy();
    expect(api.find('POST', '/api/admin/ab-tests/t1/stop')[0]?.body).toEqual({ keep_winner: true });
  });

  it('starts a test, showing the server’s field errors under the fields', async () => {
    const { api, user } = open('/business-intelligence', {
      'GET /api/admin/business-intelligence': { body: insights },
      'GET /api/admin/ab-tests': { body: { tests: [] } },
      'POST /api/admin/ab-tests': {
        status: 400,
        body: { message: 'Invalid', code: 'VALIDATION_FAILED', details: { fieldErrors: { variant_b: ['Too similar'] } } },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'A/B Testing' }));
    expect(await screen.findByText(AB_TEXTS.empty)).toBeTruthy();
    await user.type(screen.getByLabelText('Test name'), 'Greeting');
    await user.type(screen.getByLabelText('Welcome message A'), 'Hi');
    await user.type(screen.getByLabelText('Welcome message B'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Start test' }));
    expect(await screen.findByText('Too similar')).toBeTruthy();
    expect(api.find('POST', '/api/admin/ab-tests')[0]?.body).toEqual({ name: 'Greeting', variant_a: 'Hi', variant_b: 'Hello' });
  });
});
