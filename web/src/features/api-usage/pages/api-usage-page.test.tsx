import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API_USAGE_TEXTS, type ApiCall } from '@frontdesk/contracts/api-usage';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const call = (n: number, status: number): ApiCall => ({
  timestamp: `2026-11-20T10:${String(n).padStart(2, '0')}:00.000Z`,
  service: 'OpenAI',
  method: 'POST',
  endpoint: `/v1/chat/completions/${n}`,
  status_code: status,
  duration_ms: 300 + n,
});

function open(routes: Record<string, FakeRoute>) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['admin'] } }, ...routes });
  storeSession(makeUser());
  return { api, ...renderApp('/api-usage') };
}

describe('API usage page', () => {
  it('shows the four figures, the services, and the last 10 calls coloured by status; the timeframe reloads', async () => {
    const { api, user } = open({
      'GET /api/company/api-usage/stats?timeframe=24h': {
        body: {
          total_requests: 12,
          avg_response_time: 420,
          error_count: 3,
          success_rate: 75,
          by_service: [{ service_name: 'OpenAI', request_count: 12, avg_response_time: 420, error_count: 3 }],
        },
      },
      'GET /api/company/api-usage/stats?timeframe=7d': {
        body: { total_requests: 0, avg_response_time: 0, error_count: 0, success_rate: 0, by_service: [] },
      },
      'GET /api/company/api-usage/recent?limit=20': {
        body: { calls: Array.from({ length: 12 }, (_, n) => call(n, n === 0 ? 502 : 200)) },
      },
    });
    expect(await screen.findByText('75%')).toBeTruthy();
    expect(screen.getAllByText('420 ms')).toHaveLength(2);
    const recent = screen.getByRole('heading', { name: 'Recent API Calls' }).closest('section') as HTMLElement;
    expect(within(recent).getAllByRole('listitem')).toHaveLength(10);
    expect(within(recent).getByText('502').className).toContain('red');
    expect(within(recent).getAllByText('200')[0]?.className).toContain('green');

    await user.selectOptions(screen.getByLabelText('Timeframe'), '7d');
    expect(await screen.findByText('No calls in this timeframe.')).toBeTruthy();
    expect(screen.getByText('Success Rate').parentElement?.textContent).toContain('—');
    expect(api.find('GET', '/api/company/api-usage/stats?timeframe=7d')).toHaveLength(1);
  });

  it('shows empty figures when loading fails, and says when there are no calls', async () => {
    open({
      'GET /api/company/api-usage/stats?timeframe=24h': { status: 500 },
      'GET /api/company/api-usage/recent?limit=20': { body: { calls: [] } },
    });
    expect(await screen.findByText(API_USAGE_TEXTS.noRecent)).toBeTruthy();
    expect(screen.queryByText('0%')).toBeNull();
    expect(screen.queryByText('0 ms')).toBeNull();
    expect(screen.getByText('Success Rate').parentElement?.textContent).toContain('—');
    expect(screen.getByText('Avg Response Time').parentElement?.textContent).toContain('—');
  });
});
