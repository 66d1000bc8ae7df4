import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BRAND_TEXTS, CHAT_POSITIONS, CHAT_SIZES, brandSettingsSchema, type BrandSettings } from '@frontdesk/contracts/branding';
import { NOTICE_MS, UNSAVED_CHANGES } from '@frontdesk/contracts/web-ui';
import { z } from 'zod';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { Alert, type AlertTone } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useTimedNotice } from '../../../hooks/use-timed-notice';
import { serverMessageOr } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveBrandSettings } from '../api/brand-settings';

/**
 * The form edits allowed domains as lines of text; the API takes a list. A wrong entry is reported
 * on the text field itself (not on the list item the contract names), so it shows under the field.
 */
const formSchema = brandSettingsSchema.extend({
  allowed_domains: z.string().transform((text, context) => {
    const parsed = brandSettingsSchema.shape.allowed_domains.safeParse(text.split(/[\s,]+/).filter(Boolean));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }),
});
type FormInput = z.input<typeof formSchema>;

const POSITION_LABELS: Record<(typeof CHAT_POSITIONS)[number], string> = {
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
  center: 'Center',
};
const SIZE_LABELS: Record<(typeof CHAT_SIZES)[number], string> = { small: 'Small', medium: 'Medium', large: 'Large' };
const FIELDS = [
  'primary_color',
  'secondary_color',
  'logo_url',
  'company_name',
  'welcome_message',
  'chat_position',
  'chat_size',
  'allowed_domains',
] as const;

export type BrandDraft = Pick<BrandSettings, 'primary_color' | 'chat_position' | 'chat_size'>;

/** Brand Customization: colours, logo, name, greeting, position and size, and the sites allowed to embed the chat. */
export function BrandCustomizationCard({ settings, onDraft }: { settings: BrandSettings; onDraft: (draft: BrandDraft) => void }) {
  const save = useSaveBrandSettings();
  const [notice, showNotice] = useTimedNotice<{ tone: AlertTone; text: string }>(NOTICE_MS);
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, BrandSettings>({
    resolver: zodResolver(formSchema),
    reValidateMode: 'onChange',
    defaultValues: { ...settings, allowed_domains: settings.allowed_domains.join('\n') },
  });
  const [primary, position, size] = useWatch({ control, name: ['primary_color', 'chat_position', 'chat_size'] });

  // The live preview follows the unsaved choices, as long as the colour is a complete one.
  useEffect(() => {
    if (/^#[0-9a-fA-F]{6}$/.test(primary)) onDraft({ primary_color: primary, chat_position: position, chat_size: size });
  }, [primary, position, size, onDraft]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ message, settings: saved }) => {
        // What the server kept (colours in capitals, domains once) is the form's new starting point.
        reset({ ...saved, allowed_domains: saved.allowed_domains.join('\n') });
        showNotice({ tone: 'success', text: message });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, FIELDS);
        showNotice({ tone: 'error', text: serverMessageOr(error, BRAND_TEXTS.saveFailed) });
      },
    }),
  );

  return (
    <Card title="Brand Customization" description="How the chat looks on your public page and in the widget.">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {/* Nothing is typed while saving: the saved settings replace the form's values when it ends. */}
        <fieldset disabled={save.isPending} className="min-w-0 space-y-4">
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {(['primary_color', 'secondary_color'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  // The swatch sits past the label and is as tall as the field (42px, 38px from sm: a line of
                  // text, py-2 and the border): an error under the field must not move it.
                  <div className="flex items-start gap-2">
                    <input
                      type="color"
                      aria-label={`${name === 'primary_color' ? 'Primary' : 'Secondary'} colour picker`}
                      value={/^#[0-9a-fA-F]{6}$/.test(field.value) ? field.value : '#000000'}
                      onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                      className="mt-6 h-[42px] w-12 shrink-0 cursor-pointer rounded border border-slate-300 bg-white sm:h-[38px]"
                    />
                    <TextField
                      className="flex-1"
                      label={name === 'primary_color' ? 'Primary colour' : 'Secondary colour'}
                      error={fieldState.error?.message}
                      {...field}
                    />
                  </div>
                )}
              />
            ))}
            <TextField
              label="Chat name"
              hint="Your company name when left as it is."
              error={errors.company_name?.message}
              {...register('company_name')}
            />
            <TextField
              label="Logo URL"
              type="url"
              placeholder="https://example.com/logo.png"
              error={errors.logo_url?.message}
              {...register('logo_url')}
            />
            <SelectField
              label="Chat position"
              options={CHAT_POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }))}
              error={errors.chat_position?.message}
              {...register('chat_position')}
            />
            <SelectField
              label="Chat size"
              options={CHAT_SIZES.map((value) => ({ value, label: SIZE_LABELS[value] }))}
              error={errors.chat_size?.message}
              {...register('chat_size')}
            />
          </div>
          <TextAreaField
            label="Welcome message"
            rows={2}
            error={errors.welcome_message?.message}
            {...register('welcome_message')}
          />
          <TextAreaField
            label="Websites allowed to embed the chat"
            rows={2}
            placeholder="example.com"
            hint="One domain per line; its subdomains are included. Leave empty to allow any website."
            error={errors.allowed_domains?.message}
            {...register('allowed_domains')}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Brand Settings'}
            </Button>
            {isDirty ? <Badge tone="warning">{UNSAVED_CHANGES}</Badge> : null}
          </div>
        </fieldset>
      </form>
      <UnsavedChangesGuard dirty={isDirty} />
    </Card>
  );
}
