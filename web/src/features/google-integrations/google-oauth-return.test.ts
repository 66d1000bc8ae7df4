import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_CONNECTED_MESSAGE, GOOGLE_TEXTS } from '@frontdesk/contracts/calendar-connections';
import { googleOAuthOutcome, handOutcomeToOpener, listenForGoogleOAuthResult, notePopupOpened } from './google-oauth-return';

const connected = { ok: true, message: GOOGLE_TEXTS.connected };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the Google consent popup coming back', () => {
  it('reads the outcome the server put in the address', () => {
    expect(googleOAuthOutcome('?google=connected')).toEqual(connected);
    expect(googleOAuthOutcome(`?google=failed&message=${encodeURIComponent(GOOGLE_TEXTS.callbackRefused)}`)).toEqual({
      ok: false,
      message: GOOGLE_TEXTS.callbackRefused,
    });
    expect(googleOAuthOutcome('?google=failed')).toEqual({ ok: false, message: GOOGLE_TEXTS.oauthFailed });
    expect(googleOAuthOutcome('?tab=google')).toBeNull();
  });

  it('posts the outcome to its opener, for this origin only, and closes', () => {
    const opener = { postMessage: vi.fn() };
    vi.stubGlobal('opener', opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    expect(handOutcomeToOpener(connected)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: GOOGLE_CONNECTED_MESSAGE, ...connected }, window.location.origin);
    expect(close).toHaveBeenCalled();
  });

  it('cut off from its opener, still reports over the broadcast channel when its opener marked it', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const heard = vi.fn();
    const stop = listenForGoogleOAuthResult(heard);
    notePopupOpened({} as Window);
    expect(handOutcomeToOpener(connected)).toBe(true);
    expect(close).toHaveBeenCalled();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(connected));
    stop();
    // The mark is used up: the same tab opened again is no popup.
    expect(handOutcomeToOpener(connected)).toBe(false);
  });

  it('opened in a tab of its own (no opener, no mark), keeps the outcome and stays open', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    notePopupOpened(null);
    expect(handOutcomeToOpener(connected)).toBe(false);
    expect(close).not.toHaveBeenCalled();
  });
});
