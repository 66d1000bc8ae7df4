import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TEXTS } from '@frontdesk/contracts/chat-texts';
import type { PublicCompany } from '@frontdesk/contracts/public-chat';
import { renderPublicChat } from './public-chat-app';
import { createFakeApi } from './test/fake-api';
import { sseReply } from './test/fake-sse';
import { makeUser, storeSession } from './test/render-app';

const VISITOR = '5b0c2f3e-1d4a-4e6b-9c8d-7a6b5c4d3e2f';
const SESSION = '7f1c0c5e-7c1a-4d7e-9d0a-1d2b3c4d5e6f';
const PROFILE = `GET /api/public-chat/company/acme?visitor=${VISITOR}`;

const acme: PublicCompany = {
  name: 'Acme Homes',
  slug: 'acme',
  primary_color: '#0E7490',
  secondary_color: '#6366F1',
  logo_url: '',
  welcome_message: 'Hi! Ask me anything about Acme Homes.',
  chat_position: 'bottom-right',
  chat_size: 'medium',
  suggested_questions: ['Opening hours'],
  booking_enabled: false,
  voice: null,
};

let root: Root | null = null;

/** Mounts the chat page's own entry, as public-chat.html's script does for this address. */
function open(pathname: string, search = '') {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = renderPublicChat(container, { pathname, search });
  });
  return container;
}

beforeEach(() => localStorage.setItem('frontdesk:visitor', VISITOR));
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe("the chat page's own entry", () => {
  it('paints the company from its one profile request and chats, with no admin app around it', async () => {
    storeSession(makeUser());
    const api = createFakeApi({
      [PROFILE]: { body: { company: acme } },
      'POST /api/public-chat/chat/acme/stream': sseReply(SESSION, 'We open at nine.'),
    });
    open('/public-chat/acme');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Acme Homes' });
    expect((heading.closest('header') as HTMLElement).style.backgroundColor).toBe('rgb(14, 116, 144)');
    expect(screen.getByText(acme.welcome_message)).toBeTruthy();
    // The first paint took one request, and a signed-in browser's session was not touched.
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([PROFILE]);
    expect(api.requests[0]?.headers.get('Authorization')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Opening hours' }));
    expect(await within(screen.getByRole('log')).findByText('We open at nine.')).toBeTruthy();
    const sent = api.find('POST', '/api/public-chat/chat/acme/stream')[0];
    expect(sent?.body).toEqual({ message: 'Opening hours', visitorId: VISITOR });
    // A member opening their own public page is a visitor there: counted like any other.
    expect(sent?.headers.get('Authorization')).toBeNull();
  });

  it('fills the widget frame and offers to close it with ?embed=1', async () => {
    createFakeApi({ [PROFILE]: { body: { company: acme } } });
    open('/public-chat/acme', '?embed=1');
    expect(await screen.findByRole('button', { name: 'Close the chat' })).toBeTruthy();
  });

  it('reads an escaped slug from the address', async () => {
    const api = createFakeApi({
      [`GET /api/public-chat/company/caf%C3%A9?visitor=${VISITOR}`]: { body: { company: { ...acme, name: 'Café' } } },
    });
    open('/public-chat/caf%C3%A9/');
    expect(await screen.findByRole('heading', { name: 'Café' })).toBeTruthy();
    expect(api.requests).toHaveLength(1);
  });

  it('names no chat for an address without a slug, and asks nothing', async () => {
    const api = createFakeApi({});
    open('/public-chat.html');
    expect(await screen.findByText(CHAT_TEXTS.companyNotFound)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('refuses a profile of the wrong shape instead of painting half a chat', async () => {
    createFakeApi({ [PROFILE]: { body: { company: { ...acme, suggested_questions: 'Opening hours' } } } });
    open('/public-chat/acme');
    expect(await screen.findByRole('heading', { name: 'The chat could not be opened' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('in the widget frame of a browser that keeps it away from storage', () => {
  // The visitor's id as the loader keeps it on the host site, in the frame's address.
  const HOST_VISITOR = '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70';
  const kept = {
    sessionId: SESSION,
    messages: [
      { id: 'm1', role: 'user', text: 'When do you open?', at: '2026-11-28T09:00:00.000Z' },
      { id: 'm2', role: 'assistant', text: 'We open at nine.', at: '2026-11-28T09:00:01.000Z' },
    ],
    contactSent: false,
    // What a page that frames the chat hands back is its to choose: this link points elsewhere.
    booked: [
      {
        start_time: '2030-03-04T15:00:00.000Z',
        end_time: '2030-03-04T16:00:00.000Z',
        timezone: 'America/Chicago',
        manage_url: 'https://elsewhere.example/booking/kept-ref-0001',
        mailed: false,
      },
    ],
    contactShown: false,
    related: [],
  };
  const toldHost = (post: { mock: { calls: unknown[][] } }) =>
    post.mock.calls.map(([data]) => data).filter((data) => (data as { type?: string }).type === 'frontdesk:conversation');

  afterEach(() => vi.restoreAllMocks());

  it('goes on with the conversation the host page hands back, and tells it every change', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    // In a test the page is its own parent: what the frame tells its host goes through this.
    const post = vi.spyOn(window, 'postMessage');
    const api = createFakeApi({
      [`GET /api/public-chat/company/acme?visitor=${HOST_VISITOR}`]: { body: { company: acme } },
      'POST /api/public-chat/chat/acme/stream': sseReply(SESSION, 'Yes, on Saturdays too.'),
      'GET /api/bookings/kept-ref-0001': {
        body: {
          booking: {
            company_name: 'Acme Homes',
            company_slug: 'acme',
            client_name: 'Grace',
            start_time: '2030-03-04T15:00:00.000Z',
            end_time: '2030-03-04T16:00:00.000Z',
            timezone: 'America/Chicago',
            status: 'confirmed',
          },
        },
      },
    });
    open('/public-chat/acme', `?embed=1&visitor=${HOST_VISITOR}`);
    await screen.findByRole('heading', { name: 'Acme Homes' });
    // An empty conversation is not told: it would overwrite the one the host keeps.
    expect(toldHost(post)).toEqual([]);

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'frontdesk:restore', conversation: kept }, source: window }),
      );
    });
    const log = screen.getByRole('log');
    expect(within(log).getByText('When do you open?')).toBeTruthy();
    expect(within(log).getByText('We open at nine.')).toBeTruthy();
    // The booking's link stays on the chat's own origin, whatever address the host handed back.
    expect((await within(log).findByRole('link', { name: 'Change or cancel this appointment' })).getAttribute('href')).toBe(
      '/booking/kept-ref-0001',
    );

    await userEvent.setup().type(screen.getByLabelText('Message'), 'And on Saturday?{Enter}');
    expect(await within(log).findByText('Yes, on Saturdays too.')).toBeTruthy();
    expect(api.find('POST', '/api/public-chat/chat/acme/stream')[0]?.body).toEqual({
      message: 'And on Saturday?',
      sessionId: SESSION,
      visitorId: HOST_VISITOR,
    });
    const last = toldHost(post).at(-1) as { visitor: string; conversation: { messages: { text: string }[] } };
    expect(last.visitor).toBe(HOST_VISITOR);
    expect(last.conversation.messages.map((message) => message.text)).toEqual([
      'When do you open?',
      'We open at nine.',
      'And on Saturday?',
      'Yes, on Saturdays too.',
    ]);
  });

  it('tells nothing to its host when it has storage of its own, and takes no conversation from it', async () => {
    const post = vi.spyOn(window, 'postMessage');
    const api = createFakeApi({
      [PROFILE]: { body: { company: acme } },
      'POST /api/public-chat/chat/acme/stream': sseReply(SESSION, 'We open at nine.'),
    });
    open('/public-chat/acme', `?embed=1&visitor=${HOST_VISITOR}`);
    await screen.findByRole('heading', { name: 'Acme Homes' });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'frontdesk:restore', conversation: kept }, source: window }),
      );
    });
    expect(within(screen.getByRole('log')).queryByText('When do you open?')).toBeNull();
    await userEvent.setup().type(screen.getByLabelText('Message'), 'Hi{Enter}');
    expect(await within(screen.getByRole('log')).findByText('We open at nine.')).toBeTruthy();
    // Its own visitor id, not the one in the address; and the conversation stays between it and the server.
    expect(api.find('POST', '/api/public-chat/chat/acme/stream')[0]?.body).toEqual({ message: 'Hi', visitorId: VISITOR });
    expect(toldHost(post)).toEqual([]);
  });
});
