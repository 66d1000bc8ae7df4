import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicCompany } from '@frontdesk/contracts/public-chat';
import { TEXTS } from '@frontdesk/contracts/texts';
import { VOICE_CONTROL_TEXTS, VOICE_DEFAULTS, VOICE_KEY_PLACEHOLDER } from '@frontdesk/contracts/voice';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { doneEvent, sseAnswer, sseReply } from '../../../test/fake-sse';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';
import { StandInRecognition } from '../../../test/speech-stand-ins';

const SESSION = '7f1c0c5e-7c1a-4d7e-9d0a-1d2b3c4d5e6f';

const brand: PublicCompany = {
  name: 'Acme Homes',
  slug: 'acme-homes',
  primary_color: '#0E7490',
  secondary_color: '#6366F1',
  logo_url: '',
  welcome_message: 'Welcome to Acme Homes!',
  chat_position: 'bottom-right',
  chat_size: 'medium',
  suggested_questions: [],
  booking_enabled: false,
  voice: null,
};

function openSimulator(routes: Record<string, FakeRoute>) {
  const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['admin'] } }, ...routes });
  storeSession(makeUser());
  return { api, ...renderApp('/chat') };
}

describe('public chat simulator', () => {
  it('shows the company, its slug and brand colour inside the app, and talks to the assistant', async () => {
    const { api, user } = openSimulator({
      'GET /api/company/info': {
        body: [{ company_title: 'Acme Homes', company_type: 'real_estate', slug: 'acme-homes', company_id: 'company-abc123' }],
      },
      'GET /api/public-chat/company/acme-homes': { body: { company: brand } },
      'POST /api/public-chat/chat/acme-homes/stream': sseAnswer([
        { type: 'session', sessionId: SESSION },
        { type: 'delta', text: 'We have three houses' },
        { type: 'delta', text: ' for sale.' },
        doneEvent(SESSION, 'We have three houses for sale.', { answeredBy: 'builtin', knowledge: ['Listings'] }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Public Chat Simulator' })).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Acme Homes' });
    const header = heading.closest('header') as HTMLElement;
    expect(header.style.backgroundColor).toBe('rgb(14, 116, 144)');
    expect(within(header).getByText('Slug: acme-homes')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open public page' }).getAttribute('href')).toBe('/public-chat/acme-homes');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.className).toContain('h-96');
    expect(within(log).getByText('Welcome to Acme Homes!')).toBeTruthy();

    await user.type(screen.getByPlaceholderText(TEXTS.chat.placeholder), 'What is for sale?{Enter}');
    expect(await within(log).findByText('We have three houses for sale.')).toBeTruthy();
    // The admin sees which responder answered and from which entries; a visitor's page does not.
    expect(within(log).getByText('Answered by the built-in responder · from: Listings')).toBeTruthy();
    const sent = api.find('POST', '/api/public-chat/chat/acme-homes/stream')[0];
    expect(sent?.body).toEqual({ message: 'What is for sale?' });
    // The member's session goes along, so the server keeps this test out of Analytics.
    expect(sent?.headers.get('Authorization')).toMatch(/^Bearer \S+$/);
  });

  it('falls back to Demo Company with slug demo when the company cannot be loaded', async () => {
    openSimulator({ 'GET /api/company/info': { status: 500 } });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Demo Company' });
    expect(within(heading.closest('header') as HTMLElement).getByText('Slug: demo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open public page' }).getAttribute('href')).toBe('/public-chat/demo');
    expect(screen.getByText(TEXTS.chat.companyNotFound)).toBeTruthy();
  });

  it('says when the company chat is blocked', async () => {
    openSimulator({
      'GET /api/company/info': {
        body: [{ company_title: 'Acme Homes', company_type: 'general', slug: 'acme-homes', company_id: 'c' }],
      },
      'GET /api/public-chat/company/acme-homes': {
        status: 403,
        body: { message: TEXTS.chat.unavailable, code: 'CHAT_UNAVAILABLE' },
      },
    });
    expect(await screen.findByText(TEXTS.chat.unavailable)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Acme Homes' })).toBeTruthy();
  });
});

describe('voice in the simulator', () => {
  it("reads the company's voice settings and speaks answers with its speech provider", async () => {
    const played: string[] = [];
    // The page plays the server's audio; jsdom has no media, so a stand-in plays it to the end.
    class StandInAudio {
      onended: (() => void) | null = null;
      onerror: (() => void) | null = null;
      error = null;
      constructor(readonly src: string) {}
      play() {
        played.push(this.src);
        queueMicrotask(() => this.onended?.());
        return Promise.resolve();
      }
      pause() {}
    }
    vi.stubGlobal('Audio', StandInAudio);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:answer');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.stubGlobal('webkitSpeechRecognition', StandInRecognition);
    const { api, user } = openSimulator({
      'GET /api/company/info': {
        body: [{ company_title: 'Acme Homes', company_type: 'real_estate', slug: 'acme-homes', company_id: 'company-abc123' }],
      },
      'GET /api/public-chat/company/acme-homes': { body: { company: brand } },
      'GET /api/company/voice-config': {
        body: { config: { ...VOICE_DEFAULTS, is_enabled: true, use_openai_tts: true, openai_api_key: VOICE_KEY_PLACEHOLDER } },
      },
      'POST /api/company/voice-tts': () => new Response(new Blob(['mpeg-bytes']), { headers: { 'Content-Type': 'audio/mpeg' } }),
      'POST /api/public-chat/chat/acme-homes/stream': sseReply(SESSION, 'Three houses.'),
    });
    await user.click(await screen.findByRole('button', { name: VOICE_CONTROL_TEXTS.startListening }));
    act(() => StandInRecognition.last?.hears('How many houses?'));
    await waitFor(() => expect(played).toEqual(['blob:answer']));
    const speech = api.find('POST', '/api/company/voice-tts')[0];
    expect(speech?.body).toEqual({ text: 'Three houses.' });
    expect(speech?.headers.get('authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(screen.getByText(VOICE_CONTROL_TEXTS.states.ready)).toBeTruthy());
  });
});
