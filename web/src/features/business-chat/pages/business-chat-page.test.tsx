import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CHAT_QUICK_QUESTIONS, BUSINESS_CHAT_TEXTS } from '@frontdesk/contracts/business-chat';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

function open(answer: FakeRoute) {
  const api = createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: ['business-chat'] } },
    'POST /api/admin/business-chat': answer,
  });
  storeSession(makeUser());
  return { api, ...renderApp('/business-chat') };
}

describe('business chat page', () => {
  it('fills the input from a quick question, then shows the reply with its data and sources', async () => {
    const { api, user } = open({
      body: {
        reply: 'Your best lead is Ada.',
        data: { title: 'Top 10 leads', columns: ['Name', 'Score'], rows: [['Ada', 100]] },
        sources: ['Chat sessions', 'Leads'],
        answered_by: 'builtin',
      },
    });
    const send = await screen.findByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: BUSINESS_CHAT_QUICK_QUESTIONS[0] }));
    expect((screen.getByLabelText('Your question') as HTMLInputElement).value).toBe(BUSINESS_CHAT_QUICK_QUESTIONS[0]);
    await user.click(send);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Your best lead is Ada.')).toBeTruthy();
    expect(within(log).getByRole('table', { name: 'Top 10 leads' })).toBeTruthy();
    expect(within(log).getByText('Sources: Chat sessions, Leads')).toBeTruthy();
    expect(api.find('POST', '/api/admin/business-chat')[0]?.body).toEqual({ message: BUSINESS_CHAT_QUICK_QUESTIONS[0] });
  });

  it('shows the spec’s failure bubble when the question cannot be answered', async () => {
    const { user } = open({ status: 500, body: { message: 'boom', code: 'INTERNAL_ERROR' } });
    await user.type(await screen.findByLabelText('Your question'), '  how many leads?  {Enter}');
    expect(await screen.findByText(BUSINESS_CHAT_TEXTS.failure)).toBeTruthy();
  });
});
