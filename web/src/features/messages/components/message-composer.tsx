import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
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
  const id = useId();
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
      className="space-y-1"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={label}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={controlClasses(false)}
        />
        <Button type="submit" disabled={blank || busy}>
          <Send aria-hidden className="size-4" />
          Send
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Enter sends · Shift+Enter starts a new line
      </p>
    </form>
  );
}
