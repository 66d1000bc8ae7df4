import { useState } from 'react';
import type { z } from 'zod';
import { PROMPT_TEMPLATES, type PromptTemplate } from '@frontdesk/contracts/prompt-templates';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { currentPromptResponseSchema } from '@frontdesk/contracts/prompts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { draftFrom, type PromptDraft } from '../prompt-draft';
import { IndustryTemplates } from './industry-templates';
import { PromptEditor } from './prompt-editor';
import { PromptHistory } from './prompt-history';
import { PromptRules } from './prompt-rules';

/**
 * The editor, previous prompts and templates share one draft: choosing a previous prompt or a
 * template switches to custom and replaces the text, and nothing is saved until Save Prompt. A
 * template asks first when the custom prompt box holds text other than a template's.
 */
export function PromptWorkspace({ current }: { current: z.output<typeof currentPromptResponseSchema> }) {
  const [draft, setDraft] = useState<PromptDraft>(() => draftFrom(current));
  const [note, setNote] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const [replacing, setReplacing] = useState<PromptTemplate | null>(null);

  function loadIntoCustom(text: string, why: string) {
    setDraft({ mode: 'custom', text });
    setNote(why);
    setFocusRequest((count) => count + 1);
  }

  function applyTemplate(template: PromptTemplate) {
    setReplacing(null);
    loadIntoCustom(template.prompt, `Template “${template.title}” loaded. Adjust it if you like, then press Save Prompt.`);
  }

  // A template's unchanged text is no loss: choosing it again brings it back.
  function chooseTemplate(template: PromptTemplate) {
    const ownText = draft.text.trim() !== '' && !PROMPT_TEMPLATES.some((known) => known.prompt === draft.text);
    if (ownText) setReplacing(template);
    else applyTemplate(template);
  }

  return (
    <div className="space-y-6">
      <PromptEditor
        current={current}
        draft={draft}
        onDraftChange={(next) => {
          setDraft(next);
          setNote(null);
        }}
        note={note}
        focusRequest={focusRequest}
      />
      <PromptHistory
        onSelect={(text) => loadIntoCustom(text, 'Previous prompt loaded. Press Save Prompt to use it.')}
        // The custom prompt box still holding the edited prompt's old text (the prompt in use, untouched
        // here) takes the new text, so Save Prompt never brings the old one back.
        onEdited={(before, after) =>
          setDraft((now) => (now.mode === 'custom' && now.text === before ? { ...now, text: after } : now))
        }
      />
      <PromptRules />
      <IndustryTemplates onChoose={chooseTemplate} />
      <ConfirmDialog
        open={replacing !== null}
        title={TEXTS.prompt.replaceTitle}
        confirmLabel={TEXTS.prompt.replaceConfirm}
        cancelLabel={TEXTS.prompt.replaceCancel}
        onConfirm={() => {
          if (replacing) applyTemplate(replacing);
        }}
        onCancel={() => setReplacing(null)}
      >
        <p>{TEXTS.prompt.replaceBody(replacing?.title ?? '')}</p>
      </ConfirmDialog>
    </div>
  );
}
