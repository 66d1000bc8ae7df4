import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@frontdesk/contracts/messages';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field';

interface MessageComposerProps {
  /** Resolves when the message is stored; the text is cleared only then, so a failure keeps it. */
  onSend: (text: string) => Promise<unknown>;
  busy: boolean;
  label: string;
}

/** Enter sends; Shift+Enter starts a new line. */
export function MessageComposer({ onSend, busy, label }: MessageComposerProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  async function send() {
    if (blank || busy) return;
    try {
      await onSend(text.trim());
      setText('');
    } catch {
      // The page shows the failure; the text stays for another try.
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <label className="sr-only" htmlFor="message-composer">
        {label}
      </label>
      <textarea
        id="message-composer"
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={`${label} (Enter to send, Shift+Enter for a new line)`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className={controlClasses(false)}
      />
      <Button type="submit" disabled={blank || busy}>
        <Send aria-hidden className="size-4" />
        Send
      </Button>
    </form>
  );
}
