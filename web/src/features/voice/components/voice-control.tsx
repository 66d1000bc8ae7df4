import { Mic, Square, Volume2 } from 'lucide-react';
import { VOICE_CONTROL_TEXTS } from '@frontdesk/contracts/voice-texts';
import { focusRing } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import type { VoiceController, VoiceSnapshot } from '../lib/voice-controller';

interface VoiceControlProps {
  controller: VoiceController;
  snapshot: VoiceSnapshot;
  /** The chat's brand colour and the text colour readable on it, for the microphone button. */
  colors: { background: string; text: string };
}

/**
 * Document 001, Voice control: the microphone button, hands-free mode and the state (ready,
 * listening, thinking, speaking), announced to screen readers as it changes.
 */
export function VoiceControl({ controller, snapshot, colors }: VoiceControlProps) {
  const { state, handsFree, error, lastAnswer } = snapshot;
  const active = state === 'listening' || state === 'speaking';
  const label =
    state === 'listening'
      ? VOICE_CONTROL_TEXTS.stopListening
      : state === 'speaking'
        ? VOICE_CONTROL_TEXTS.stopSpeaking
        : VOICE_CONTROL_TEXTS.startListening;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 pt-2 text-sm text-slate-700">
      <button
        type="button"
        onClick={() => controller.toggle()}
        disabled={state === 'thinking'}
        aria-label={label}
        title={label}
        aria-pressed={active}
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-full border transition-colors',
          'disabled:cursor-not-allowed disabled:opacity-50',
          !active && 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          state === 'listening' && 'motion-safe:animate-pulse',
          focusRing,
        )}
        style={active ? { backgroundColor: colors.background, color: colors.text, borderColor: colors.background } : undefined}
      >
        {active ? <Square aria-hidden className="size-4" /> : <Mic aria-hidden className="size-4" />}
      </button>
      <p role="status" aria-live="polite" className="min-w-20 font-medium">
        {VOICE_CONTROL_TEXTS.states[state]}
      </p>
      {lastAnswer && state === 'ready' && !controller.playsAnswers ? (
        <button
          type="button"
          onClick={() => controller.replay()}
          className={cn('inline-flex items-center gap-1 rounded px-1 underline hover:text-slate-900', focusRing)}
        >
          <Volume2 aria-hidden className="size-4" />
          {VOICE_CONTROL_TEXTS.replay}
        </button>
      ) : null}
      <span className="ml-auto inline-flex items-center gap-2">
        <span aria-hidden>{VOICE_CONTROL_TEXTS.handsFree}</span>
        <Switch checked={handsFree} onChange={(on) => controller.setHandsFree(on)} label={VOICE_CONTROL_TEXTS.handsFree} />
      </span>
      {error ? (
        <p role="alert" className="w-full text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
