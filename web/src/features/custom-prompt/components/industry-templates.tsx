import { PROMPT_TEMPLATES, type PromptTemplate } from '@frontdesk/contracts/prompt-templates';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isWideScreen } from '../../../hooks/use-wide-screen';

/** Ready-made prompts; choosing one only fills the custom prompt, Save Prompt makes it count. */
export function IndustryTemplates({ onChoose }: { onChoose: (template: PromptTemplate) => void }) {
  return (
    <Card
      collapsible={{ defaultOpen: isWideScreen() }}
      title="Industry Templates"
      description="Start from a prompt written for your kind of business, then adjust it."
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {PROMPT_TEMPLATES.map((template) => (
          <li key={template.key} className="flex flex-col rounded-md border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{template.title}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{template.description}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3 self-start"
              aria-label={`Use template: ${template.title}`}
              onClick={() => onChoose(template)}
            >
              Use template
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
