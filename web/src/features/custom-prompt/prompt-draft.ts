import type { z } from 'zod';
import type { currentPromptResponseSchema } from '@frontdesk/contracts/prompts';

/** What the page would save: the default prompt, or a custom text. */
export interface PromptDraft {
  mode: 'default' | 'custom';
  text: string;
}

/** The draft matches what is saved when the page opens. */
export function draftFrom(current: z.output<typeof currentPromptResponseSchema>): PromptDraft {
  return current.useDefault ? { mode: 'default', text: '' } : { mode: 'custom', text: current.prompt };
}
