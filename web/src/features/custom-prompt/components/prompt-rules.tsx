import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { PROMPT_LIMITS, RULE_CATEGORIES, type PromptRule } from '@frontdesk/contracts/prompts';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cancelOnEscape, useEditInPlace } from '../../../hooks/use-edit-in-place';
import { isWideScreen } from '../../../hooks/use-wide-screen';
import { LoadingState } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { truncate } from '../../../lib/format';
import { usePromptRules } from '../api/get-prompt-rules';
import { useTogglePromptRule } from '../api/toggle-prompt-rule';
import { ruleFormSchema, useUpdatePromptRule, type RuleFormInput, type RuleFormValues } from '../api/update-prompt-rule';

const CATEGORY_LABELS: Record<PromptRule['rule_category'], string> = {
  system: 'System',
  tone: 'Tone',
  lead_capture: 'Lead capture',
  booking: 'Booking',
  formatting: 'Formatting',
};

/** The rules added to every prompt, grouped by category; switches apply at once. */
export function PromptRules() {
  const rules = usePromptRules();
  const toggle = useTogglePromptRule();
  const { editingId, edit, close, editButton } = useEditInPlace();

  useEffect(() => {
    // Document 001, section 8: a failed rules load is only logged.
    if (rules.isError) console.warn('Could not load the prompt rules', rules.error);
  }, [rules.isError, rules.error]);

  if (!rules.data) {
    return rules.isPending ? (
      <Card collapsible={{ defaultOpen: isWideScreen() }} title="Prompt Rules Configuration">
        <LoadingState label="Loading prompt rules..." />
      </Card>
    ) : null;
  }

  const groups = RULE_CATEGORIES.map((category) => ({
    category,
    rules: rules.data.filter((rule) => rule.rule_category === category),
  })).filter((group) => group.rules.length > 0);

  return (
    <Card
      collapsible={{ defaultOpen: isWideScreen() }}
      title="Prompt Rules Configuration"
      description="Rules are added to your prompt in every conversation. Switch a rule off to leave it out."
    >
      <div className="space-y-6">
        {toggle.isError ? <Alert tone="error">{TEXTS.prompt.ruleUpdateFailed}</Alert> : null}
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`rules-${group.category}`}>
            <h3 id={`rules-${group.category}`} className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {CATEGORY_LABELS[group.category]}
            </h3>
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
              {group.rules.map((rule) => (
                <li key={rule.id} className="p-3" data-testid={`rule-${rule.id}`}>
                  {rule.id === editingId ? (
                    <EditRuleForm rule={rule} onClose={close} />
                  ) : (
                    <div className="flex items-start gap-3">
                      <Switch
                        label={rule.rule_name}
                        checked={rule.is_enabled}
                        disabled={toggle.isPending && toggle.variables.id === rule.id}
                        onChange={(is_enabled) => toggle.mutate({ id: rule.id, is_enabled })}
                      />
                      <div className="min-w-0 flex-1">
                        <p className="flex flex-wrap items-center gap-2">
                          <span className="font-medium text-slate-900">{rule.rule_name}</span>
                          {rule.rule_category === 'system' ? <Badge tone="warning">Not recommended to change</Badge> : null}
                        </p>
                        <p className="mt-1 text-sm break-words text-slate-600">
                          {truncate(rule.rule_content, PROMPT_LIMITS.rulePreviewChars)}
                        </p>
                      </div>
                      <Button
                        ref={editButton(rule.id)}
                        variant="ghost"
                        size="sm"
                        aria-label={`Edit ${rule.rule_name}`}
                        title="Edit"
                        onClick={() => edit(rule.id)}
                      >
                        <Pencil aria-hidden className="size-4" />
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}

const RULE_FIELDS = ['rule_name', 'rule_content'] as const;

function EditRuleForm({ rule, onClose }: { rule: PromptRule; onClose: () => void }) {
  const update = useUpdatePromptRule();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<RuleFormInput, unknown, RuleFormValues>({
    resolver: zodResolver(ruleFormSchema),
    defaultValues: { rule_name: rule.rule_name, rule_content: rule.rule_content },
  });
  // Opened from its Edit button, the form takes the keyboard into its content.
  useEffect(() => setFocus('rule_content'), [setFocus]);

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: rule.id, ...values },
      { onSuccess: onClose, onError: (error) => applyServerFieldErrors(error, setError, RULE_FIELDS) },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onKeyDown={cancelOnEscape(onClose)} className="space-y-3">
      {rule.rule_category === 'system' ? <Alert tone="info">This is a system rule. Changing it is not recommended.</Alert> : null}
      {update.isError ? <Alert tone="error">{TEXTS.prompt.ruleEditFailed}</Alert> : null}
      <TextField label="Rule name" error={errors.rule_name?.message} {...register('rule_name')} />
      <TextAreaField label="Rule content" rows={4} error={errors.rule_content?.message} {...register('rule_content')} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
