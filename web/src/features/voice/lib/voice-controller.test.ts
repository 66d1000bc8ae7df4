import { describe, expect, it, vi } from 'vitest';
import { VOICE_TEXTS } from '@frontdesk/contracts/voice';
import { VoiceController, type Recogniser, type RecogniserHandlers, type Speaker } from './voice-controller';

/** A recogniser the test speaks through: `say`, `fail` and `end` play the browser's part. */
class StandInRecogniser implements Recogniser {
  handlers: RecogniserHandlers | null = null;
  starts = 0;
  stops = 0;
  start(handlers: RecogniserHandlers) {
    this.starts += 1;
    this.handlers = handlers;
  }
  stop() {
    this.stops += 1;
    this.end();
  }
  abort() {
    this.handlers?.error('aborted');
    this.end();
  }
  say(text: string) {
    this.handlers?.result(text);
    this.end();
  }
  fail(code: string) {
    this.handlers?.error(code);
    this.end();
  }
  end() {
    const handlers = this.handlers;
    this.handlers = null;
    handlers?.end();
  }
}

/** A speaker whose speech ends when the test says so. */
class StandInSpeaker implements Speaker {
  spoken: string[] = [];
  private finish: (() => void) | null = null;
  private refuse: ((error: Error) => void) | null = null;
  stopped = 0;
  speak(text: string) {
    this.spoken.push(text);
    return new Promise<void>((resolve, reject) => {
      this.finish = resolve;
      this.refuse = reject;
    });
  }
  stop() {
    this.stopped += 1;
    this.finish?.();
  }
  done() {
    this.finish?.();
  }
  breaks(message: string) {
    this.refuse?.(new Error(message));
  }
}

/** Timers the test advances by hand, so the hands-free delays are checked exactly. */
class Clock {
  now = 0;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private nextId = 0;
  set = (run: () => void, ms: number) => {
    const id = (this.nextId += 1);
    this.timers.push({ at: this.now + ms, run, id });
    return id;
  };
  clear = (id: unknown) => {
    this.timers = this.timers.filter((timer) => timer.id !== id);
  };
  advance(ms: number) {
    this.now += ms;
    const due = this.timers.filter((timer) => timer.at <= this.now);
    this.timers = this.timers.filter((timer) => timer.at > this.now);
    for (const timer of due) timer.run();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp({ autoPlay = true, recogniser = new StandInRecogniser() as StandInRecogniser | null } = {}) {
  const speaker = new StandInSpeaker();
  const clock = new Clock();
  const questions: string[] = [];
  const controller = new VoiceController({
    recogniser,
    speaker,
    autoPlay,
    onQuestion: (text) => questions.push(text),
    setTimer: clock.set,
    clearTimer: clock.clear,
  });
  return { controller, recogniser: recogniser as StandInRecogniser, speaker, clock, questions };
}

describe('the voice control', () => {
  it('goes ready → listening → thinking → speaking → ready for one spoken question', async () => {
    const { controller, recogniser, speaker, questions } = setUp();
    const seen: string[] = [];
    controller.subscribe(() => seen.push(controller.current.state));
    controller.toggle();
    expect(controller.current.state).toBe('listening');
    recogniser.say('  What time do you open?  ');
    expect(questions).toEqual(['What time do you open?']);
    expect(controller.current.state).toBe('thinking');
    controller.answered('We open at nine.');
    expect(controller.current.state).toBe('speaking');
    expect(speaker.spoken).toEqual(['We open at nine.']);
    speaker.done();
    await settle();
    expect(controller.current.state).toBe('ready');
    expect([...new Set(seen)]).toEqual(['listening', 'thinking', 'speaking', 'ready']);
  });

  it('in hands-free mode listens again 1 s after an answer was spoken, not sooner', async () => {
    const { controller, recogniser, speaker, clock } = setUp();
    controller.setHandsFree(true);
    expect(recogniser.starts).toBe(1);
    recogniser.say('Do you take cards?');
    controller.answered('Yes, all cards.');
    speaker.done();
    await settle();
    clock.advance(999);
    expect(controller.current.state).toBe('ready');
    clock.advance(1);
    expect(controller.current.state).toBe('listening');
    expect(recogniser.starts).toBe(2);
  });

  it('in hands-free mode listens again 0.5 s after recognition ended without a question', () => {
    const { controller, recogniser, clock } = setUp();
    controller.setHandsFree(true);
    recogniser.fail('no-speech');
    expect(controller.current).toMatchObject({ state: 'ready', error: null });
    clock.advance(499);
    expect(recogniser.starts).toBe(1);
    clock.advance(1);
    expect(recogniser.starts).toBe(2);
  });

  it('does not listen while waiting for the answer or while speaking', async () => {
    const { controller, recogniser, speaker, clock } = setUp();
    controller.setHandsFree(true);
    recogniser.say('Where are you?');
    clock.advance(5000);
    expect(controller.current.state).toBe('thinking');
    controller.answered('On the harbour.');
    clock.advance(5000);
    expect(controller.current.state).toBe('speaking');
    expect(recogniser.starts).toBe(1);
    speaker.done();
    await settle();
    clock.advance(1000);
    expect(recogniser.starts).toBe(2);
  });

  it('stops restarting when hands-free is switched off', async () => {
    const { controller, recogniser, speaker, clock } = setUp();
    controller.setHandsFree(true);
    recogniser.say('Hello?');
    controller.answered('Hello!');
    speaker.done();
    await settle();
    controller.setHandsFree(false);
    clock.advance(2000);
    expect(controller.current.state).toBe('ready');
    expect(recogniser.starts).toBe(1);
  });

  it('ignores no-speech and aborted, and shows any other recognition error, ending hands-free', () => {
    const { controller, recogniser, clock } = setUp();
    controller.toggle();
    recogniser.fail('aborted');
    expect(controller.current.error).toBeNull();
    controller.setHandsFree(true);
    recogniser.fail('network');
    expect(controller.current).toMatchObject({
      state: 'ready',
      handsFree: false,
      error: VOICE_TEXTS.recognitionError('network'),
    });
    expect(controller.current.error).toBe('Speech recognition error: network');
    clock.advance(5000);
    expect(recogniser.starts).toBe(2);
  });

  it('says so in a browser without speech recognition', () => {
    const { controller } = setUp({ recogniser: null });
    controller.toggle();
    expect(controller.current).toMatchObject({ state: 'ready', error: 'Speech recognition not supported in this browser' });
  });

  it('says why an answer could not be played', async () => {
    const { controller, recogniser, speaker } = setUp();
    controller.toggle();
    recogniser.say('Hi');
    controller.answered('Hello there.');
    speaker.breaks('NotAllowedError');
    await settle();
    expect(controller.current).toMatchObject({ state: 'ready', error: 'Error playing audio: NotAllowedError' });
  });

  it('without auto-play, stays quiet and reads the last answer on request', async () => {
    const { controller, recogniser, speaker } = setUp({ autoPlay: false });
    controller.toggle();
    recogniser.say('Parking?');
    controller.answered('Free parking at the back.');
    expect(controller.current.state).toBe('ready');
    expect(speaker.spoken).toEqual([]);
    controller.replay();
    expect(speaker.spoken).toEqual(['Free parking at the back.']);
    expect(controller.current.state).toBe('speaking');
  });

  it('stops speaking on the button, and hands-free then waits for the next click', async () => {
    const { controller, recogniser, speaker, clock } = setUp();
    controller.setHandsFree(true);
    recogniser.say('Prices?');
    controller.answered('A cut is 30 dollars.');
    controller.toggle();
    await settle();
    expect(speaker.stopped).toBe(1);
    expect(controller.current.state).toBe('ready');
    clock.advance(5000);
    expect(recogniser.starts).toBe(1);
  });

  it('goes back to ready when the question got no answer, and stops listening on the button', () => {
    const { controller, recogniser } = setUp();
    controller.toggle();
    recogniser.say('Anything?');
    controller.unanswered();
    expect(controller.current.state).toBe('ready');
    controller.toggle();
    controller.toggle();
    expect(recogniser.stops).toBe(1);
    expect(controller.current.state).toBe('ready');
  });

  it('hears nothing more once disposed', () => {
    const { controller, recogniser } = setUp();
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.toggle();
    const handlers = recogniser.handlers;
    controller.dispose();
    listener.mockClear();
    handlers?.result('late words');
    expect(listener).not.toHaveBeenCalled();
  });
});
