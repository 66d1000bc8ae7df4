import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  DEFAULT_PROMPT,
  PROMPT_LIMITS,
  savePromptBodySchema,
  type currentPromptResponseSchema,
} from '@frontdesk/contracts/prompts';
import { TEXTS } from '@frontdesk/contracts/texts';
import { NOTICE_MS, UNSAVED_CHANGES } from '@frontdesk/contracts/web-ui';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { RadioCards } from '../../../components/ui/radio-cards';
import { TextAreaField } from '../../../components/ui/text-field';
import { useTimedNotice } from '../../../hooks/use-timed-notice';
import { serverMessageOr } from '../../../lib/api-error';
import { useSavePrompt } from '../api/save-prompt';
import type { PromptDraft } from '../prompt-draft';

type CurrentPrompt = z.output<typeof currentPromptResponseSchema>;

const MODE_OPTIONS = [
  { value: 'default', title: 'Use the default prompt', description: DEFAULT_PROMPT },
  {
    value: 'custom',
    title: 'Use a custom prompt',
    description: 'Write your own instructions: tone, what to ask visitors, what to avoid.',
  },
] as const;

interface PromptEditorProps {
  current: CurrentPrompt;
  draft: PromptDraft;
  onDraftChange: (draft: PromptDraft) => void;
  /** Why the draft changed from outside (a template or a previous prompt was chosen). */
  note: string | null;
  /** Changes whenever the custom text should take the focus. */
  focusRequest: number;
}

function isUnsaved(current: CurrentPrompt, draft: PromptDraft): boolean {
  if (draft.mode === 'default') return !current.useDefault;
  return current.useDefault || draft.text !== current.prompt;
}

/** The prompt in use, the default-or-custom choice, and Save Prompt. */
export function PromptEditor({ current, draft, onDraftChange, note, focusRequest }: PromptEditorProps) {
  const save = useSavePrompt();
  const [saved, showSaved] = useTimedNotice<true>(NOTICE_MS);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (focusRequest > 0) textRef.current?.focus();
  }, [focusRequest]);

  function onSave() {
    showSaved(null);
    const parsed = savePromptBodySchema.safeParse(
      draft.mode === 'custom' ? { useCustom: true, prompt: draft.text } : { useCustom: false },
    );
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      textRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    const body = parsed.data;
    save.mutate(body, {
      onSuccess: () => {
        // The server keeps the text trimmed; so does the draft, or it would look unsaved.
        if (body.useCustom) onDraftChange({ mode: 'custom', text: body.prompt });
        showSaved(true);
      },
    });
  }

  const inUse = current.useDefault ? DEFAULT_PROMPT : current.prompt;

  return (
    <Card title="Prompt">
      <div className="space-y-5">
        <div>
          <div className="mb-1 flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-medium text-slate-700">Current prompt</h3>
            <Badge tone={current.useDefault ? 'neutral' : 'brand'}>{current.useDefault ? 'Default' : 'Custom'}</Badge>
          </div>
          <p
            data-testid="current-prompt"
            className="max-h-48 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800"
          >
            {inUse}
          </p>
        </div>

        <RadioCards
          legend="Prompt to use"
          name="prompt-mode"
          options={MODE_OPTIONS}
          value={draft.mode}
          onChange={(mode) => onDraftChange({ ...draft, mode: mode === 'custom' ? 'custom' : 'default' })}
        />

        {note ? <Alert tone="info">{note}</Alert> : null}

        {draft.mode === 'custom' ? (
          <TextAreaField
            ref={textRef}
            label="Custom prompt"
            placeholder={TEXTS.prompt.placeholder}
            rows={10}
            maxLength={PROMPT_LIMITS.promptMax}
            value={draft.text}
            error={fieldError}
            hint={`${draft.text.length} / ${PROMPT_LIMITS.promptMax} characters`}
            onChange={(event) => {
              setFieldError(undefined);
              onDraftChange({ ...draft, text: event.target.value });
            }}
          />
        ) : null}

        {saved ? <Alert tone="success">{TEXTS.prompt.saved}</Alert> : null}
        {save.isError ? <Alert tone="error">{serverMessageOr(save.error, TEXTS.prompt.saveFailed)}</Alert> : null}

        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : TEXTS.actions.savePrompt}
          </Button>
          {isUnsaved(current, draft) ? <Badge tone="warning">{UNSAVED_CHANGES}</Badge> : null}
        </div>
      </div>
      <UnsavedChangesGuard dirty={isUnsaved(current, draft)} />
    </Card>
  );
}
