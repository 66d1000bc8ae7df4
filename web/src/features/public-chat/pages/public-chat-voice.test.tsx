import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAND_DEFAULTS } from '@frontdesk/contracts/branding';
import type { PublicCompany } from '@frontdesk/contracts/public-chat';
import { TEXTS } from '@frontdesk/contracts/texts';
import { VOICE_CONTROL_TEXTS } from '@frontdesk/contracts/voice';
import { createFakeApi } from '../../../test/fake-api';
import { sseReply } from '../../../test/fake-sse';
import { renderApp } from '../../../test/render-app';
import { StandInRecognition, standInSynthesis } from '../../../test/speech-stand-ins';

const VISITOR = '5b0c2f3e-1d4a-4e6b-9c8d-7a6b5c4d3e2f';
const SESSION = '7f1c0c5e-7c1a-4d7e-9d0a-1d2b3c4d5e6f';
beforeEach(() => localStorage.setItem('frontdesk:visitor', VISITOR));

const acme: PublicCompany = {
  name: 'Acme Homes',
  slug: 'acme',
  primary_color: BRAND_DEFAULTS.primary_color,
  secondary_color: BRAND_DEFAULTS.secondary_color,
  logo_url: '',
  welcome_message: 'Hi!',
  chat_position: 'bottom-right',
  chat_size: 'medium',
  suggested_questions: [],
  booking_enabled: false,
  voice: { speech: 'browser', recognition: 'browser', auto_play: true, speech_rate: 1.3 },
};

describe('voice on the public chat page', () => {
  it('turns a spoken question into a message and reads the answer aloud, the state announced throughout', async () => {
    vi.stubGlobal('webkitSpeechRecognition', StandInRecognition);
    const spoken = standInSynthesis();
    const api = createFakeApi({
      [`GET /api/public-chat/company/acme?visitor=${VISITOR}`]: { body: { company: acme } },
      'POST /api/public-chat/chat/acme/stream': sseReply(SESSION, 'We open at nine.'),
    });
    const { user } = renderApp('/public-chat/acme');
    const status = await screen.findByText(VOICE_CONTROL_TEXTS.states.ready);
    expect(status.getAttribute('role')).toBe('status');

    // Keyboard only: Tab to the microphone, Enter to speak.
    const mic = screen.getByRole('button', { name: VOICE_CONTROL_TEXTS.startListening });
    mic.focus();
    await user.keyboard('{Enter}');
    expect(status.textContent).toBe('Listening...');
    const recognition = StandInRecognition.last as StandInRecognition;
    expect(recognition).toMatchObject({ lang: 'en-US', continuous: false, interimResults: false, maxAlternatives: 1 });
    expect(screen.getByRole('button', { name: VOICE_CONTROL_TEXTS.stopListening }).getAttribute('aria-pressed')).toBe('true');

    act(() => recognition.hears('When do you open?'));
    await waitFor(() => expect(spoken.map((speech) => speech.text)).toEqual(['We open at nine.']));
    expect(spoken[0]).toMatchObject({ rate: 1.3, lang: 'en-US' });
    expect(api.find('POST', '/api/public-chat/chat/acme/stream')[0]?.body).toMatchObject({ message: 'When do you open?' });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('When do you open?')).toBeTruthy();
    expect(status.textContent).toBe('Speaking...');

    act(() => spoken[0]?.end());
    await waitFor(() => expect(status.textContent).toBe('Ready'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the recognition error, but not for no-speech', async () => {
    vi.stubGlobal('webkitSpeechRecognition', StandInRecognition);
    standInSynthesis();
    createFakeApi({ [`GET /api/public-chat/company/acme?visitor=${VISITOR}`]: { body: { company: acme } } });
    const { user } = renderApp('/public-chat/acme');
    await user.click(await screen.findByRole('button', { name: VOICE_CONTROL_TEXTS.startListening }));
    act(() => {
      StandInRecognition.last?.onerror?.({ error: 'no-speech' });
      StandInRecognition.last?.onend?.();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: VOICE_CONTROL_TEXTS.startListening }));
    act(() => {
      StandInRecognition.last?.onerror?.({ error: 'not-allowed' });
      StandInRecognition.last?.onend?.();
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Speech recognition error: not-allowed');
  });

  it('says when the browser cannot recognise speech', async () => {
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    createFakeApi({ [`GET /api/public-chat/company/acme?visitor=${VISITOR}`]: { body: { company: acme } } });
    const { user } = renderApp('/public-chat/acme');
    await user.click(await screen.findByRole('button', { name: VOICE_CONTROL_TEXTS.startListening }));
    expect((await screen.findByRole('alert')).textContent).toBe('Speech recognition not supported in this browser');
  });

  it('shows no voice control when the company has voice off', async () => {
    createFakeApi({ [`GET /api/public-chat/company/acme?visitor=${VISITOR}`]: { body: { company: { ...acme, voice: null } } } });
    renderApp('/public-chat/acme');
    expect(await screen.findByPlaceholderText(TEXTS.chat.placeholder)).toBeTruthy();
    expect(screen.queryByRole('button', { name: VOICE_CONTROL_TEXTS.startListening })).toBeNull();
  });
});
