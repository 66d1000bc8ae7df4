import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, PlugZap } from 'lucide-react';
import {
  OPENAI_BOUNDS,
  OPENAI_DEFAULTS,
  OPENAI_MODELS,
  OPENAI_SETTINGS_TEXTS,
  type OpenaiSettings,
  type SaveOpenaiSettingsBody,
} from '@frontdesk/contracts/ai-settings';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import { PATHS } from '../../../config/paths';
import { Alert, type AlertTone } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { RangeField } from '../../../components/ui/range-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { PageLink } from '../../../components/page-link';
import { useRemoveOpenaiKey } from '../api/remove-openai-key';
import {
  openaiSettingsFormSchema,
  toSaveBody,
  useSaveOpenaiSettings,
  type OpenaiSettingsFormInput,
  type OpenaiSettingsFormValues,
} from '../api/save-openai-settings';
import { useTestOpenaiConnection } from '../api/test-openai-connection';
import { openaiErrorText } from '../openai-error';

const MODEL_OPTIONS = OPENAI_MODELS.map((model) => ({
  value: model,
  label: model === OPENAI_DEFAULTS.model ? `${model} (recommended)` : model,
}));

type Model = (typeof OPENAI_MODELS)[number];
const isKnownModel = (model: string): model is Model => OPENAI_MODELS.some((known) => known === model);

function formValues(settings: OpenaiSettings): OpenaiSettingsFormInput {
  return {
    api_key: '',
    model: isKnownModel(settings.model) ? settings.model : OPENAI_DEFAULTS.model,
    max_tokens: settings.max_tokens,
    temperature: settings.temperature,
  };
}

const FIELDS = ['api_key', 'model', 'max_tokens', 'temperature'] as const;

export function OpenaiSettingsForm({ settings }: { settings: OpenaiSettings }) {
  const save = useSaveOpenaiSettings();
  const removeKey = useRemoveOpenaiKey();
  const test = useTestOpenaiConnection();
  const [notice, setNotice] = useState<{ tone: AlertTone; text: string } | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  // A new key that failed its test: the body waits here until the admin says to save it anyway.
  const [untested, setUntested] = useState<{ body: SaveOpenaiSettingsBody; reason: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    getValues,
    setError,
    formState: { errors },
  } = useForm<OpenaiSettingsFormInput, unknown, OpenaiSettingsFormValues>({
    resolver: zodResolver(openaiSettingsFormSchema),
    defaultValues: formValues(settings),
  });

  const typedKey = useWatch({ control, name: 'api_key' }).trim();
  const temperature = useWatch({ control, name: 'temperature' });
  // Document 001, section 8: Test Connection tries a key being changed, one that begins with 'sk-'
  // (the stored key's failures show as the last error).
  const newKeyTyped = typedKey.startsWith('sk-');
  const keyAvailable = settings.has_api_key || settings.uses_platform_key;
  const canTest = !test.isPending && newKeyTyped;
  const canSave = !save.isPending && (keyAvailable || typedKey !== '');

  function saveSettings(body: SaveOpenaiSettingsBody) {
    setNotice(null);
    save.mutate(body, {
      onSuccess: ({ settings: saved }) => {
        // Document 001, section 4: after a save the form reloads, the key field empty again.
        reset(formValues(saved));
        test.reset();
        setNotice({ tone: 'success', text: TEXTS.openai.saved });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.serverCode === ERROR_CODES.keyUntested) {
          setUntested({ body, reason: error.serverMessage ?? TEXTS.openai.connectionFailed });
          return;
        }
        applyServerFieldErrors(error, setError, FIELDS);
        setNotice({ tone: 'error', text: openaiErrorText(error, TEXTS.openai.saveFailed) });
      },
    });
  }

  const onSubmit = handleSubmit((values) => saveSettings(toSaveBody(values)));

  function onTest() {
    const model = getValues('model');
    test.mutate(newKeyTyped ? { api_key: typedKey, model } : { model });
  }

  function onRemoveKey() {
    setNotice(null);
    removeKey.mutate(undefined, {
      onSuccess: ({ message }) => setNotice({ tone: 'success', text: message }),
      onError: (error) => setNotice({ tone: 'error', text: openaiErrorText(error, 'Failed to remove the API key') }),
      onSettled: () => setConfirmingRemoval(false),
    });
  }

  return (
    <Card title="API key and model" description="Connect your own OpenAI account and choose how the assistant writes.">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}

        <div className="space-y-3">
          {settings.has_api_key ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-green-200 bg-green-50 p-3">
              <p className="flex items-center gap-2 text-sm font-medium text-green-800">
                <CircleCheck aria-hidden className="size-4" />
                API key configured
              </p>
              <Button variant="secondary" size="sm" onClick={() => setConfirmingRemoval(true)}>
                Remove key
              </Button>
            </div>
          ) : null}
          <PasswordField
            label={settings.has_api_key ? 'Replace API key' : 'OpenAI API key'}
            secretName="API key"
            placeholder="sk-..."
            autoComplete="off"
            spellCheck={false}
            hint={settings.has_api_key ? 'The stored key is never shown. Type a new key only to replace it.' : undefined}
            error={errors.api_key?.message}
            {...register('api_key', { onChange: () => test.reset() })}
          />
          {!keyAvailable && typedKey === '' ? (
            // A key is optional: the invitation is information, not an error.
            <Alert tone="info" title={TEXTS.openai.enterKey}>
              Without a key, the built-in assistant answers your visitors from your{' '}
              <PageLink to={PATHS.companySetup} className="font-medium underline">
                Company Setup
              </PageLink>{' '}
              entries. Add a key only if you want OpenAI to write the answers.
            </Alert>
          ) : null}
          {settings.uses_platform_key ? (
            <Alert tone="info">
              No key of your own is stored, so your assistant uses the AI service provided by the platform. You can save model
              settings now, and add your own key at any time to use your OpenAI account.
            </Alert>
          ) : null}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Model" options={MODEL_OPTIONS} error={errors.model?.message} {...register('model')} />
          <TextField
            label="Max tokens"
            type="number"
            inputMode="numeric"
            min={OPENAI_BOUNDS.maxTokensMin}
            max={OPENAI_BOUNDS.maxTokensMax}
            step={1}
            hint={`${OPENAI_BOUNDS.maxTokensMin}–${OPENAI_BOUNDS.maxTokensMax}; longer answers cost more.`}
            error={errors.max_tokens?.message}
            {...register('max_tokens', { valueAsNumber: true })}
          />
        </div>
        <RangeField
          label="Temperature"
          min={OPENAI_BOUNDS.temperatureMin}
          max={OPENAI_BOUNDS.temperatureMax}
          step={0.1}
          valueLabel={Number.isFinite(temperature) ? temperature.toFixed(1) : ''}
          hint="Lower is more focused and consistent, higher is more varied."
          error={errors.temperature?.message}
          {...register('temperature', { valueAsNumber: true })}
        />

        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <Button type="submit" disabled={!canSave}>
            {save.isPending ? 'Saving...' : TEXTS.actions.saveSettings}
          </Button>
          <Button variant="secondary" onClick={onTest} disabled={!canTest}>
            <PlugZap aria-hidden className="size-4" />
            {test.isPending ? 'Testing...' : TEXTS.actions.testConnection}
          </Button>
          <span role="status" aria-live="polite">
            {test.isSuccess ? <Badge tone="success">{test.data.message}</Badge> : null}
            {test.isError ? <Badge tone="danger">{openaiErrorText(test.error, TEXTS.openai.connectionFailed)}</Badge> : null}
          </span>
        </div>
      </form>
      <ConfirmDialog
        open={untested !== null}
        title={OPENAI_SETTINGS_TEXTS.keyUntestedTitle}
        confirmLabel={OPENAI_SETTINGS_TEXTS.saveAnyway}
        onConfirm={() => {
          if (!untested) return;
          setUntested(null);
          saveSettings({ ...untested.body, save_untested: true });
        }}
        onCancel={() => setUntested(null)}
      >
        {`${OPENAI_SETTINGS_TEXTS.keyUntested(untested?.reason ?? '')} ${OPENAI_SETTINGS_TEXTS.keyUntestedMeanwhile}`}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmingRemoval}
        title="Remove API key"
        confirmLabel="Remove key"
        busyLabel="Removing..."
        busy={removeKey.isPending}
        onConfirm={onRemoveKey}
        onCancel={() => setConfirmingRemoval(false)}
      >
        Remove the stored API key? Your assistant stops using your OpenAI account{' '}
        {settings.uses_platform_key
          ? 'and uses the platform’s AI service'
          : 'and the built-in assistant answers from your Company Setup entries'}{' '}
        until you add a key again.
      </ConfirmDialog>
    </Card>
  );
}
