import { useVoiceControl, type ChatVoice } from '../lib/use-voice-control';
import { VoiceControl } from './voice-control';

interface ChatVoiceControlProps {
  voice: ChatVoice;
  /** Sends the spoken question; resolves with the answer to read aloud, or null when none came. */
  ask: (text: string) => Promise<string | null>;
  colors: { background: string; text: string };
}

/**
 * A chat's voice: listening, speaking and their control. A module of its own so that a chat
 * loads it only when the company switched voice on (ChatWindow imports it lazily).
 */
export function ChatVoiceControl({ voice, ask, colors }: ChatVoiceControlProps) {
  const speaking = useVoiceControl(voice, ask);
  return speaking ? <VoiceControl {...speaking} colors={colors} /> : null;
}
