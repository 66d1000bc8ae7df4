import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BRAND_DEFAULTS } from '@frontdesk/contracts/branding';
import type { PublicCompany } from '@frontdesk/contracts/public-chat';
import { BOOKING_TEXTS } from '@frontdesk/contracts/calendar';
import { CHAT_TEXTS } from '@frontdesk/contracts/chat-texts';
import { PUBLIC_CHAT_LIMITS } from '@frontdesk/contracts/public-chat-limits';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { createSseStream, doneEvent, sseAnswer, sseReply } from '../../../test/fake-sse';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

// The browser's visitor id (localStorage): the page sends it, so its opening counts as a visit.
const VISITOR = '5b0c2f3e-1d4a-4e6b-9c8d-7a6b5c4d3e2f';
beforeEach(() => localStorage.setItem('frontdesk:visitor', VISITOR));

const SESSION = '7f1c0c5e-7c1a-4d7e-9d0a-1d2b3c4d5e6f';
const STREAM = 'POST /api/public-chat/chat/acme/stream';

const acme: PublicCompany = {
  name: 'Acme Homes',
  slug: 'acme',
  primary_color: '#0E7490',
  secondary_color: '#6366F1',
  logo_url: 'https://cdn.example/acme.png',
  welcome_message: 'Hi! Ask me anything about Acme Homes.',
  chat_position: 'bottom-right',
  chat_size: 'medium',
  suggested_questions: ['Opening hours', 'Parking'],
  booking_enabled: false,
  voice: null,
};

function openChat(routes: Record<string, FakeRoute> = {}, path = '/public-chat/acme') {
  const api = createFakeApi({ [`GET /api/public-chat/company/acme?visitor=${VISITOR}`]: { body: { company: acme } }, ...routes });
  return { api, ...renderApp(path) };
}

const input = () => screen.getByPlaceholderText<HTMLInputElement>(TEXTS.chat.placeholder);
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: TEXTS.chat.send });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });
const topicNames = (topics: HTMLElement) =>
  within(topics)
    .getAllByRole('button')
    .map((button) => button.textContent);
const assistantBubbles = () =>
  [...conversation().querySelectorAll('[data-role="assistant"]')].map((bubble) => bubble.textContent);

const answer = (reply: string, askForContact = false) => sseReply(SESSION, reply, { askForContact });

/** A conversation this tab kept from before a reload. */
function keepConversation(kept: { messages: unknown[]; booked?: unknown[] }) {
  sessionStorage.setItem(
    'frontdesk.public-chat.acme',
    JSON.stringify({ sessionId: SESSION, contactSent: false, booked: [], contactShown: false, related: [], ...kept }),
  );
}
const asked = (text: string) => ({ id: 'm1', role: 'user', text, at: '2030-03-01T10:00:00.000Z' });

describe('public chat page', () => {
  it('shows the company in its colour, its logo and the welcome message, with no app frame', async () => {
    storeSession(makeUser());
    openChat({ 'GET /api/users/my-permissions': { body: { permissions: [] } } });
    expect(await screen.findByText('Opening the chat...')).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Acme Homes' });
    expect((heading.closest('header') as HTMLElement).style.backgroundColor).toBe('rgb(14, 116, 144)');
    // Focus rings and the message box's border take the company's colour (it reads on white as it is).
    const chat = (heading.closest('header') as HTMLElement).parentElement as HTMLElement;
    expect(chat.style.getPropertyValue('--color-brand-600')).toBe('#0e7490');
    expect(screen.getByRole('img', { name: 'Acme Homes logo' }).getAttribute('src')).toBe(acme.logo_url);
    expect(assistantBubbles()).toEqual([`Assistant: ${acme.welcome_message}`]);
    expect(screen.getByText(`${TEXTS.chat.poweredBy} Frontdesk`)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(document.title).toBe('Chat with Acme Homes');
  });

  it('tells a visitor when the chat does not exist', async () => {
    createFakeApi({
      [`GET /api/public-chat/company/nope?visitor=${VISITOR}`]: {
        status: 404,
        body: { message: TEXTS.chat.companyNotFound, code: 'NOT_FOUND' },
      },
    });
    renderApp('/public-chat/nope');
    expect(await screen.findByText(TEXTS.chat.companyNotFound)).toBeTruthy();
    expect(screen.queryByPlaceholderText(TEXTS.chat.placeholder)).toBeNull();
  });

  it('tells a visitor when the company is blocked', async () => {
    createFakeApi({
      [`GET /api/public-chat/company/acme?visitor=${VISITOR}`]: {
        status: 403,
        body: { message: TEXTS.chat.unavailable, code: 'CHAT_UNAVAILABLE' },
      },
    });
    renderApp('/public-chat/acme');
    expect(await screen.findByText(TEXTS.chat.unavailable)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Chat unavailable' })).toBeTruthy();
    expect(screen.queryByPlaceholderText(TEXTS.chat.placeholder)).toBeNull();
  });

  it('falls back to the brand defaults for a colour that is not one', async () => {
    createFakeApi({
      [`GET /api/public-chat/company/acme?visitor=${VISITOR}`]: {
        body: { company: { ...acme, primary_color: 'red;}', logo_url: '' } },
      },
    });
    renderApp('/public-chat/acme');
    const heading = await screen.findByRole('heading', { name: 'Acme Homes' });
    expect((heading.closest('header') as HTMLElement).style.backgroundColor).toBe('rgb(79, 70, 229)');
    expect(BRAND_DEFAULTS.primary_color).toBe('#4F46E5');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('lets a message in Arabic or Hebrew run right to left, in the box and in its bubble', async () => {
    const { user } = openChat({ [STREAM]: answer('نعم') });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    expect(input().getAttribute('dir')).toBe('auto');
    await user.type(input(), 'هل لديكم موقف سيارات؟{Enter}');
    const mine = await within(conversation()).findByText('هل لديكم موقف سيارات؟');
    expect(mine.getAttribute('dir')).toBe('auto');
    expect((await within(conversation()).findByText('نعم')).getAttribute('dir')).toBe('auto');
  });

  it('sends nothing while the message is empty or blank', async () => {
    const { api, user } = openChat();
    await screen.findByRole('heading', { name: 'Acme Homes' });
    expect(sendButton().disabled).toBe(true);
    await user.type(input(), '   ');
    expect(sendButton().disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(api.find('POST', '/api/public-chat/chat/acme/stream')).toEqual([]);
  });

  it('shows the typing dots, then streams the words into one bubble', async () => {
    const stream = createSseStream();
    const { api, user } = openChat({ [STREAM]: stream.response });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'Do you have parking?{Enter}');

    expect(within(conversation()).getByText('Do you have parking?')).toBeTruthy();
    expect(input().value).toBe('');
    expect(await screen.findByText('The assistant is typing…')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    expect(api.find('POST', '/api/public-chat/chat/acme/stream')[0]?.body).toEqual({
      message: 'Do you have parking?',
      visitorId: VISITOR,
    });

    stream.send({ type: 'session', sessionId: SESSION });
    stream.send({ type: 'delta', text: 'Yes,' });
    expect(await within(conversation()).findByText('Yes,')).toBeTruthy();
    expect(screen.queryByText('The assistant is typing…')).toBeNull();

    stream.send({ type: 'delta', text: ' free parking' });
    stream.send({ type: 'delta', text: ' behind the building.' });
    expect(await within(conversation()).findByText('Yes, free parking behind the building.')).toBeTruthy();
    expect(assistantBubbles()).toHaveLength(2);

    stream.send(doneEvent(SESSION, 'Yes, free parking behind the building.'));
    stream.close();
    await waitFor(() => expect(conversation().querySelector('[aria-busy="true"]')).toBeNull());
    expect(assistantBubbles()).toEqual([
      `Assistant: ${acme.welcome_message}`,
      'Assistant: Yes, free parking behind the building.',
    ]);
    await user.type(input(), 'x');
    expect(sendButton().disabled).toBe(false);
  });

  it('sends the session id with the next message and continues after a reload', async () => {
    const replies = ['First answer', 'Second answer', 'Third answer'];
    const { api, user } = openChat({ [STREAM]: () => answer(replies.shift() ?? '') });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'One{Enter}');
    await within(conversation()).findByText('First answer');
    await user.type(input(), 'Two{Enter}');
    await within(conversation()).findByText('Second answer');

    const sent = api.find('POST', '/api/public-chat/chat/acme/stream');
    expect(sent[0]?.body).toEqual({ message: 'One', visitorId: VISITOR });
    expect(sent[1]?.body).toEqual({ message: 'Two', sessionId: SESSION, visitorId: VISITOR });

    cleanup();
    const again = openChat({ [STREAM]: () => answer(replies.shift() ?? '') });
    expect(await within(await screen.findByRole('log')).findByText('Second answer')).toBeTruthy();
    await again.user.type(input(), 'Three{Enter}');
    await within(conversation()).findByText('Third answer');
    expect(again.api.find('POST', '/api/public-chat/chat/acme/stream')[0]?.body).toEqual({
      message: 'Three',
      sessionId: SESSION,
      visitorId: VISITOR,
    });
  });

  it('offers the topics near a declined question, and sends the one the visitor taps', async () => {
    const replies = [
      sseReply(SESSION, "I'm sorry, I don't have information about that.", {
        askForContact: true,
        related: ['Parking', 'Location'],
      }),
      answer('Free parking behind the building.'),
    ];
    const { api, user } = openChat({ [STREAM]: () => replies.shift() ?? answer('') });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'is there valet parking?{Enter}');
    const topics = await screen.findByRole('list', { name: TEXTS.chat.relatedTopics });
    expect(topicNames(topics)).toEqual(['Parking', 'Location']);
    expect(await screen.findByRole('heading', { name: 'Leave your contact details' })).toBeTruthy();

    await user.click(within(topics).getByRole('button', { name: 'Parking' }));
    await within(conversation()).findByText('Free parking behind the building.');
    // The form the decline offered goes with the next answer; the footer still offers it.
    expect(screen.queryByRole('heading', { name: 'Leave your contact details' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave your contact details' })).toBeTruthy();
    expect(api.find('POST', '/api/public-chat/chat/acme/stream')[1]?.body).toEqual({
      message: 'Parking',
      sessionId: SESSION,
      visitorId: VISITOR,
    });
    expect(screen.queryByRole('list', { name: TEXTS.chat.relatedTopics })).toBeNull();
    expect(document.activeElement).toBe(input());
  });

  it('shows the answer a reload left unshown, with the typing dots while it is asked for', async () => {
    keepConversation({ messages: [asked('Do you open on Sundays?')] });
    let release = () => {};
    const stored = {
      body: {
        messages: [
          { role: 'user', text: 'Do you open on Sundays?' },
          { role: 'assistant', text: 'From ten to four.' },
        ],
      },
    };
    openChat({
      [`GET /api/public-chat/chat/acme/sessions/${SESSION}?visitor=${VISITOR}`]: () =>
        new Promise((resolve) => {
          release = () => resolve(stored);
        }),
    });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    expect(await within(conversation()).findByText('The assistant is typing…')).toBeTruthy();
    release();
    expect(await within(conversation()).findByText('From ten to four.')).toBeTruthy();
    expect(within(conversation()).queryByText('The assistant is typing…')).toBeNull();
  });

  it('stops waiting for a lost answer once the visitor asks something else', async () => {
    keepConversation({ messages: [asked('Do you open on Sundays?')] });
    const { user } = openChat({
      // The server is slow to say: the visitor does not wait for it.
      [`GET /api/public-chat/chat/acme/sessions/${SESSION}?visitor=${VISITOR}`]: () => new Promise(() => undefined),
      [STREAM]: () => answer('Yes, we do.'),
    });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    expect(await within(conversation()).findByText('The assistant is typing…')).toBeTruthy();
    await user.type(input(), 'Do you deliver?{Enter}');
    expect(await within(conversation()).findByText('Yes, we do.')).toBeTruthy();
    expect(within(conversation()).queryByText('The assistant is typing…')).toBeNull();
  });

  it('shows the topics and the contact form a decline offered again after a reload', async () => {
    const decline = sseReply(SESSION, "I'm sorry, I don't have information about that.", {
      askForContact: true,
      related: ['Parking', 'Location'],
    });
    const { user } = openChat({ [STREAM]: () => decline });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'is there valet parking?{Enter}');
    await screen.findByRole('list', { name: TEXTS.chat.relatedTopics });
    await screen.findByRole('heading', { name: 'Leave your contact details' });

    cleanup();
    openChat({});
    const topics = await screen.findByRole('list', { name: TEXTS.chat.relatedTopics });
    expect(topicNames(topics)).toEqual(['Parking', 'Location']);
    expect(await screen.findByRole('heading', { name: 'Leave your contact details' })).toBeTruthy();
  });

  it('keeps the contact form a decline offered once the visitor has typed in it', async () => {
    const replies = [
      sseReply(SESSION, "I'm sorry, I don't have information about that.", { askForContact: true }),
      answer('Free parking behind the building.'),
    ];
    const { user } = openChat({ [STREAM]: () => replies.shift() ?? answer('') });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'is there valet parking?{Enter}');
    const form = (await screen.findByRole('heading', { name: 'Leave your contact details' })).closest('section') as HTMLElement;
    await user.type(within(form).getByLabelText('First name'), 'Grace');
    await user.type(input(), 'where can I park?{Enter}');
    await within(conversation()).findByText('Free parking behind the building.');
    const kept = screen.getByRole('heading', { name: 'Leave your contact details' }).closest('section') as HTMLElement;
    expect(within(kept).getByLabelText<HTMLInputElement>('First name').value).toBe('Grace');
  });

  it('takes the topics away once the visitor leaves their details', async () => {
    const { user } = openChat({
      [STREAM]: sseReply(SESSION, "I'm sorry, I don't have information about that.", {
        askForContact: true,
        related: ['Parking'],
      }),
      'POST /api/public-chat/contact/acme': { status: 201, body: { message: TEXTS.chat.contactThanks } },
    });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'is there valet parking?{Enter}');
    await screen.findByRole('list', { name: TEXTS.chat.relatedTopics });
    const form = (await screen.findByRole('heading', { name: 'Leave your contact details' })).closest('section') as HTMLElement;
    await user.type(within(form).getByLabelText('First name'), 'Grace');
    await user.type(within(form).getByLabelText('Phone'), '+1 555 0100');
    // The company's colour, as the chat's own Send button.
    expect(within(form).getByRole('button', { name: 'Send details' }).style.backgroundColor).toBe('rgb(14, 116, 144)');
    await user.click(within(form).getByRole('button', { name: 'Send details' }));
    await within(conversation()).findByText(TEXTS.chat.contactThanks);
    expect(screen.queryByRole('list', { name: TEXTS.chat.relatedTopics })).toBeNull();
  });

  it('apologises when the answer cannot be had', async () => {
    const { user } = openChat({
      [STREAM]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'Hello{Enter}');
    expect(await within(conversation()).findByText(TEXTS.chat.apology)).toBeTruthy();
    expect(within(conversation()).getByText('Hello')).toBeTruthy();
    expect(screen.queryByText('The assistant is typing…')).toBeNull();
  });

  it('keeps what was written and apologises when the stream breaks off', async () => {
    const stream = createSseStream();
    const { user } = openChat({ [STREAM]: stream.response });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'Hello{Enter}');
    stream.send({ type: 'delta', text: 'We open at' });
    await within(conversation()).findByText('We open at');
    stream.fail();
    expect(await within(conversation()).findByText(TEXTS.chat.apology)).toBeTruthy();
    expect(assistantBubbles()).toEqual([
      `Assistant: ${acme.welcome_message}`,
      'Assistant: We open at',
      `Assistant: ${TEXTS.chat.apology}`,
    ]);
  });

  it("shows the server's error event as the assistant's answer", async () => {
    const { user } = openChat({
      [STREAM]: sseAnswer([
        { type: 'session', sessionId: SESSION },
        { type: 'error', message: TEXTS.chat.apology },
      ]),
    });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'Hello{Enter}');
    expect(await within(conversation()).findByText(TEXTS.chat.apology)).toBeTruthy();
  });

  it('apologises when the answer comes back empty', async () => {
    const { user } = openChat({
      [STREAM]: sseAnswer([doneEvent(SESSION, '')]),
    });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'Hello{Enter}');
    expect(await within(conversation()).findByText(TEXTS.chat.apology)).toBeTruthy();
  });

  it('shows a refusal as a small notice and gives the message back', async () => {
    const { user } = openChat({
      [STREAM]: { status: 429, body: { message: TEXTS.chat.tooManyMessages, code: 'RATE_LIMITED' } },
    });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'Hello again{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.chat.tooManyMessages);
    expect(within(conversation()).queryByText('Hello again')).toBeNull();
    expect(input().value).toBe('Hello again');
    expect(within(conversation()).queryByText(TEXTS.chat.apology)).toBeNull();
  });

  it('offers the contact form when the assistant asks, and posts the details with the session', async () => {
    const { api, user } = openChat({
      [STREAM]: answer('Shall someone call you back?', true),
      'POST /api/public-chat/contact/acme': { status: 201, body: { message: TEXTS.chat.contactThanks } },
    });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'I want to buy{Enter}');
    const form = (await screen.findByRole('heading', { name: 'Leave your contact details' })).closest('section') as HTMLElement;
    expect(screen.queryByRole('button', { name: 'Leave your contact details' })).toBeNull();

    await user.type(within(form).getByLabelText('First name'), 'Grace');
    await user.click(within(form).getByRole('button', { name: 'Send details' }));
    expect(await within(form).findByText('Please leave an email or a phone number so we can reach you')).toBeTruthy();
    expect(api.find('POST', '/api/public-chat/contact/acme')).toEqual([]);

    await user.type(within(form).getByLabelText('Last name'), 'Hopper');
    await user.type(within(form).getByLabelText('Phone'), '+1 555 0100');
    await user.click(within(form).getByRole('button', { name: 'Send details' }));
    expect(await within(conversation()).findByText(TEXTS.chat.contactThanks)).toBeTruthy();
    expect(api.find('POST', '/api/public-chat/contact/acme')[0]?.body).toEqual({
      sessionId: SESSION,
      name: 'Grace',
      lastname: 'Hopper',
      email: '',
      phone: '+1 555 0100',
      visitorId: VISITOR,
    });
    expect(screen.queryByRole('heading', { name: 'Leave your contact details' })).toBeNull();
    // Once given, the details are not asked for again in this session.
    expect(screen.queryByRole('button', { name: 'Leave your contact details' })).toBeNull();
  });

  it('opens the contact form from the footer at any time and shows field errors from the server', async () => {
    const { api, user } = openChat({
      'POST /api/public-chat/contact/acme': {
        status: 400,
        body: {
          message: TEXTS.errors.validation,
          code: 'VALIDATION_FAILED',
          details: { fieldErrors: { email: ['Please enter a valid email address'] } },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave your contact details' }));
    const form = screen.getByRole('heading', { name: 'Leave your contact details' }).closest('section') as HTMLElement;
    await user.type(within(form).getByLabelText('First name'), 'Grace');
    await user.type(within(form).getByLabelText('E-mail'), 'grace@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send details' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.find('POST', '/api/public-chat/contact/acme')[0]?.body).toEqual({
      name: 'Grace',
      lastname: '',
      email: 'grace@example.com',
      phone: '',
      visitorId: VISITOR,
    });

    await user.click(within(form).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Leave your contact details' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave your contact details' })).toBeTruthy();
  });

  it('counts the characters as a message nears the limit, and holds one over it instead of cutting it', async () => {
    const { api, user } = openChat({ [STREAM]: () => answer('Hello!') });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    const max = PUBLIC_CHAT_LIMITS.messageMax;
    await user.click(input());
    await user.paste('x'.repeat(max - 10));
    expect(screen.getByText(`${(max - 10).toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`)).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
    await user.paste('y'.repeat(20));
    expect(input().value).toHaveLength(max + 10);
    expect(screen.getByText(CHAT_TEXTS.tooLong(max.toLocaleString('en-US')))).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(sendButton().disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(api.find('POST', '/api/public-chat/chat/acme/stream')).toEqual([]);
  });

  it('starts a new conversation on request', async () => {
    const { api, user } = openChat({ [STREAM]: () => answer('Hello!') });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    await user.type(input(), 'Hi{Enter}');
    await within(conversation()).findByText('Hello!');
    // Asked first: a slip of the finger beside the close button does not lose the conversation.
    await user.click(screen.getByRole('button', { name: 'Start a new conversation' }));
    const question = await screen.findByRole('alertdialog', { name: TEXTS.chat.resetQuestion });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: TEXTS.chat.resetCancel }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(conversation()).getByText('Hello!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start a new conversation' }));
    await user.click(await screen.findByRole('button', { name: TEXTS.chat.resetConfirm }));
    expect(assistantBubbles()).toEqual([`Assistant: ${acme.welcome_message}`]);
    // The keyboard stays where the new conversation starts, not on the button that went away.
    expect(document.activeElement).toBe(input());
    await user.type(input(), 'Hi again{Enter}');
    await waitFor(() => expect(api.find('POST', '/api/public-chat/chat/acme/stream')).toHaveLength(2));
    expect(api.find('POST', '/api/public-chat/chat/acme/stream')[1]?.body).toEqual({ message: 'Hi again', visitorId: VISITOR });
  });

  it('opens the booking card under the answer when the assistant offers it, and shows what a model booked', async () => {
    const booked = {
      start_time: '2030-03-04T15:00:00.000Z',
      end_time: '2030-03-04T16:00:00.000Z',
      manage_url: 'http://frontdesk.test/booking/ref',
      timezone: 'America/Chicago',
      mailed: true,
    };
    let turn = 0;
    const { user, api } = openChat({
      [STREAM]: () => {
        turn += 1;
        const reply = turn === 1 ? 'I can book that for you.' : 'You are booked.';
        return sseReply(SESSION, reply, { offerBooking: turn === 1, booked: turn === 1 ? null : booked });
      },
      'GET /api/public-chat/availability/acme?days=7': {
        body: { timezone: 'UTC', slots: [{ start: '2030-03-04T15:00:00.000Z', end: '2030-03-04T16:00:00.000Z' }] },
      },
      // The booking shown is read again; unanswered (a 404), it would turn into a cancelled one.
      'GET /api/bookings/ref': {
        body: {
          booking: { start_time: booked.start_time, end_time: booked.end_time, timezone: booked.timezone, status: 'confirmed' },
        },
      },
    });
    await user.type(await screen.findByPlaceholderText(TEXTS.chat.placeholder), 'can I book?');
    await user.click(sendButton());
    const card = await screen.findByRole('region', { name: /Book an appointment/ });
    // Under the answer that offered it, with the free times to pick from.
    const offer = within(conversation()).getByText('I can book that for you.');
    expect(offer.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(card).findByRole('button', { name: /3:00 PM/ })).toBeTruthy();

    await user.type(input(), 'book me at 9am, Ada, ada@example.com');
    await user.click(sendButton());
    const link = await screen.findByRole('link', { name: BOOKING_TEXTS.manageLink });
    // The same booking, on this page's own origin.
    expect(link.getAttribute('href')).toBe(new URL(booked.manage_url).pathname);
    await waitFor(() => expect(api.find('GET', '/api/bookings/ref')).toHaveLength(1));
    // The time as the company's calendar has it, worded as the card confirms its own bookings.
    const shown = await screen.findByRole('link', { name: BOOKING_TEXTS.manageLink });
    expect(shown.closest('[role="status"]')?.textContent).toContain(
      `${BOOKING_TEXTS.bookedFor('Monday, March 4, 2030 at 9:00 AM (America/Chicago)')} ${BOOKING_TEXTS.confirmationMailed}`,
    );
  });

  it('tells, when the conversation is opened again, that a booked appointment was moved or cancelled since', async () => {
    const booked = (ref: string, start: string) => ({
      start_time: start,
      end_time: '2030-03-04T16:00:00.000Z',
      timezone: 'America/Chicago',
      manage_url: `http://localhost/booking/${ref}`,
      mailed: false,
    });
    keepConversation({
      messages: [asked('Book me in')],
      booked: [
        booked('moved-ref-000', '2030-03-04T15:00:00.000Z'),
        booked('cancelled-ref', '2030-03-05T15:00:00.000Z'),
        booked('deleted-ref-0', '2030-03-06T15:00:00.000Z'),
      ],
    });
    const visitorBooking = (start: string, status: 'confirmed' | 'cancelled') => ({
      body: {
        booking: {
          company_name: 'Acme Homes',
          company_slug: 'acme',
          client_name: 'Grace',
          start_time: start,
          end_time: start,
          timezone: 'America/Chicago',
          status,
        },
      },
    });
    openChat({
      'GET /api/bookings/moved-ref-000': visitorBooking('2030-03-07T20:00:00.000Z', 'confirmed'),
      'GET /api/bookings/cancelled-ref': visitorBooking('2030-03-05T15:00:00.000Z', 'cancelled'),
      'GET /api/bookings/deleted-ref-0': { status: 404, body: { message: BOOKING_TEXTS.alreadyCancelled, code: 'NOT_FOUND' } },
    });
    await screen.findByRole('heading', { name: 'Acme Homes' });
    expect(
      await within(conversation()).findByText(BOOKING_TEXTS.bookedFor('Thursday, March 7, 2030 at 2:00 PM (America/Chicago)')),
    ).toBeTruthy();
    await waitFor(() => expect(within(conversation()).getAllByText(BOOKING_TEXTS.alreadyCancelled)).toHaveLength(2));
    expect(within(conversation()).queryByText(/Monday, March 4/)).toBeNull();
  });

  it('opens no booking card for an answer that does not offer it', async () => {
    const { user } = openChat({ [STREAM]: answer('We are open 9 to 5.') });
    await user.type(await screen.findByPlaceholderText(TEXTS.chat.placeholder), 'When are you open?');
    await user.click(sendButton());
    await within(conversation()).findByText('We are open 9 to 5.');
    expect(screen.queryByRole('region', { name: /Book an appointment/ })).toBeNull();
  });
});
