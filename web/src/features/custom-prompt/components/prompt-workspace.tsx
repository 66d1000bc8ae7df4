import { useState } from 'react';
import type { z } from 'zod';
import type { PromptTemplate } from '@frontdesk/contracts/prompt-templates';
import type { currentPromptResponseSchema } from '@frontdesk/contracts/prompts';
import { draftFrom, type PromptDraft } from '../prompt-draft';
import { IndustryTemplates } from './industry-templates';
import { PromptEditor } from './prompt-editor';
import { PromptHistory } from './prompt-history';
import { PromptRules } from './prompt-rules';

/**
 * The editor, previous prompts and templates share one draft: choosing a previous prompt or a
 * template switches to custom and replaces the text, and nothing is saved until Save Prompt.
 */
export function PromptWorkspace({ current }: { current: z.output<typeof currentPromptResponseSchema> }) {
  const [draft, setDraft] = useState<PromptDraft>(() => draftFrom(current));
  const [note, setNote] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  function loadIntoCustom(text: string, why: string) {
    setDraft({ mode: 'custom', text });
    setNote(why);
    setFocusRequest((count) => count + 1);
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
      <PromptHistory onSelect={(text) => loadIntoCustom(text, 'Previous prompt loaded. Press Save Prompt to use it.')} />
      <PromptRules />
      <IndustryTemplates
        onChoose={(template: PromptTemplate) =>
          loadIntoCustom(template.prompt, `Template “${template.title}” loaded. Adjust it if you like, then press Save Prompt.`)
        }
      />
    </div>
  );
}
