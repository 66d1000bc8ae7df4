import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VOICE_COST_HINTS, VOICE_DEFAULTS, VOICE_TEXTS } from '@frontdesk/contracts/voice';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

function open(save: FakeRoute) {
  const api = createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: ['admin'] } },
    'GET /api/company/voice-config': { body: { config: VOICE_DEFAULTS } },
    'PUT /api/company/voice-config': save,
  });
  storeSession(makeUser());
  return { api, ...renderApp('/voice-config') };
}

describe('voice configuration page', () => {
  it("shows the spec's defaults and cost hints, saves every field, and the notice goes after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user } = open({ body: { message: VOICE_TEXTS.saved, config: { ...VOICE_DEFAULTS, is_enabled: true } } });
    const enable = await screen.findByLabelText<HTMLInputElement>('Enable voice chat');
    expect(enable.checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Play answers aloud automatically').checked).toBe(true);
    const rate = screen.getByLabelText<HTMLInputElement>('Speech rate');
    expect([rate.min, rate.max, rate.step, rate.value]).toEqual(['0.5', '2', '0.1', '1']);
    for (const hint of Object.values(VOICE_COST_HINTS)) expect(screen.getByText(hint)).toBeTruthy();

    await user.click(enable);
    await user.selectOptions(screen.getByLabelText('Voice'), 'nova');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText(VOICE_TEXTS.saved)).toBeTruthy();
    expect(api.find('PUT', '/api/company/voice-config')[0]?.body).toEqual({
      ...VOICE_DEFAULTS,
      is_enabled: true,
      tts_voice: 'nova',
    });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByText(VOICE_TEXTS.saved)).toBeNull();
  });

  it("shows a failed save as 'Error saving configuration: …' in red, until the next save", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let saves = 0;
    const { user } = open(() =>
      ++saves === 1
        ? { status: 400, body: { message: 'Speech rate must be at most 2', code: 'VALIDATION_FAILED' } }
        : { body: { message: VOICE_TEXTS.saved, config: VOICE_DEFAULTS } },
    );
    await user.click(await screen.findByRole('button', { name: 'Save Configuration' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(VOICE_TEXTS.saveError('Speech rate must be at most 2'));
    // Only success notices go after 3 seconds: an error stays to be read.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert').textContent).toBe(VOICE_TEXTS.saveError('Speech rate must be at most 2'));
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText(VOICE_TEXTS.saved)).toBeTruthy();
    expect(screen.queryByText(VOICE_TEXTS.saveError('Speech rate must be at most 2'))).toBeNull();
    vi.useRealTimers();
  });
});
