import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATISTICS_TEXTS } from '@frontdesk/contracts/billing';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

function open(statistics: FakeRoute) {
  createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: ['statistics'] } },
    'GET /api/statistics': statistics,
  });
  storeSession(makeUser());
  return renderApp('/statistics');
}

describe('statistics page', () => {
  it('shows the three cards and the recent payments', async () => {
    open({
      body: {
        activeChats: 3,
        totalUsers: 1250,
        totalPayments: 108.72,
        recentPayments: [
          { amount: 54.36, status: 'succeeded', date: '2026-11-03T10:00:00.000Z' },
          { amount: 54.36, status: 'pending', date: '2026-10-01T00:15:00.000Z' },
        ],
      },
    });
    expect(await screen.findByText('Active Chats')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('1,250')).toBeTruthy();
    expect(screen.getByText('$108.72')).toBeTruthy();
    expect(screen.getByText('Succeeded')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
  });

  it("says 'No recent payments' when there are none", async () => {
    open({ body: { activeChats: 0, totalUsers: 0, totalPayments: 0, recentPayments: [] } });
    expect(await screen.findByText(STATISTICS_TEXTS.noRecentPayments)).toBeTruthy();
  });

  it('shows the failure message when the figures cannot load', async () => {
    open({ status: 500, body: { message: 'boom', code: 'INTERNAL_ERROR' } });
    expect(await screen.findByText(STATISTICS_TEXTS.loadFailed)).toBeTruthy();
  });
});
