import { useState } from 'react';
import {
  AUTH_METHOD_KEYS,
  AUTH_METHODS,
  CATEGORY_KEYS,
  INTEGRATION_CATEGORIES,
  INTEGRATION_TEXTS,
  type AuthMethod,
  type IntegrationCategory,
} from '@frontdesk/contracts/api-integrations';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { serverMessageOr } from '../../../lib/api-error';
import { useCreateIntegration } from '../api/integrations';

type Draft = {
  category: IntegrationCategory | '';
  apiType: string;
  name: string;
  authMethod: AuthMethod | '';
  credentials: Record<string, string>;
  baseUrl: string;
  testEndpoint: string;
};

const EMPTY: Draft = { category: '', apiType: '', name: '', authMethod: '', credentials: {}, baseUrl: '', testEndpoint: '' };
const STEPS = ['Service', 'Authentication', 'Credentials'] as const;

/** The 3-step modal of document 001: service, then auth method, then credentials; Next only when the step is complete. */
export function AddIntegrationModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (message: string) => void;
}) {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const create = useCreateIntegration();
  const fields = draft.authMethod ? AUTH_METHODS[draft.authMethod].fields : [];
  const complete = [
    Boolean(draft.category && draft.apiType && draft.name.trim()),
    Boolean(draft.authMethod),
    fields.every((field) => (draft.credentials[field.name] ?? '').trim() !== ''),
  ][step];

  const close = () => {
    setStep(0);
    setDraft(EMPTY);
    create.reset();
    onClose();
  };
  const submit = () => {
    if (!draft.category || !draft.authMethod) return;
    create.mutate(
      {
        name: draft.name,
        category: draft.category,
        api_type: draft.apiType,
        auth_method: draft.authMethod,
        credentials: draft.credentials,
        base_url: draft.baseUrl,
        test_endpoint: draft.testEndpoint,
      },
      {
        onSuccess: ({ message }) => {
          close();
          onCreated(message);
        },
      },
    );
  };
  const failure = create.isError ? serverMessageOr(create.error, INTEGRATION_TEXTS.createFailed) : null;

  return (
    <Modal
      open={open}
      onClose={close}
      title="Add Integration"
      footer={
        <div className="flex w-full flex-wrap justify-between gap-2">
          <Button variant="secondary" onClick={step === 0 ? close : () => setStep(step - 1)}>
            {step === 0 ? 'Cancel' : 'Back'}
          </Button>
          {step < STEPS.length - 1 ? (
            <Button disabled={!complete} onClick={() => setStep(step + 1)}>
              Next
            </Button>
          ) : (
            <Button disabled={!complete || create.isPending} onClick={submit}>
              {create.isPending ? 'Creating...' : 'Create Integration'}
            </Button>
          )}
        </div>
      }
    >
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </p>
      {failure ? <FormError key={failure} message={failure} /> : null}
      {step === 0 ? (
        <div className="space-y-4">
          <SelectField
            label="Category"
            value={draft.category}
            // A new category has its own API types: the chosen one no longer applies.
            onChange={(event) => setDraft({ ...draft, category: event.target.value as IntegrationCategory | '', apiType: '' })}
            options={[
              { value: '', label: 'Choose a category' },
              ...CATEGORY_KEYS.map((key) => ({ value: key, label: INTEGRATION_CATEGORIES[key].label })),
            ]}
          />
          <SelectField
            label="API type"
            value={draft.apiType}
            disabled={!draft.category}
            onChange={(event) => setDraft({ ...draft, apiType: event.target.value })}
            options={[
              { value: '', label: 'Choose an API type' },
              ...(draft.category
                ? INTEGRATION_CATEGORIES[draft.category].apiTypes.map((type) => ({ value: type, label: type }))
                : []),
            ]}
          />
          <TextField
            label="Name"
            value={draft.name}
            maxLength={100}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </div>
      ) : null}
      {step === 1 ? (
        <SelectField
          label="Authentication method"
          value={draft.authMethod}
          // Another method has other fields: what was typed for the old one is dropped.
          onChange={(event) => setDraft({ ...draft, authMethod: event.target.value as AuthMethod | '', credentials: {} })}
          options={[
            { value: '', label: 'Choose a method' },
            ...AUTH_METHOD_KEYS.map((key) => ({ value: key, label: AUTH_METHODS[key].label })),
          ]}
        />
      ) : null}
      {step === 2 ? (
        <div className="space-y-4">
          {fields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              type={field.secret ? 'password' : 'text'}
              autoComplete="off"
              value={draft.credentials[field.name] ?? ''}
              onChange={(event) =>
                setDraft({ ...draft, credentials: { ...draft.credentials, [field.name]: event.target.value } })
              }
            />
          ))}
          <TextField
            label="Base URL (optional)"
            type="url"
            placeholder="https://api.example.com"
            value={draft.baseUrl}
            onChange={(event) => setDraft({ ...draft, baseUrl: event.target.value })}
          />
          <TextField
            label="Test endpoint (optional)"
            placeholder="/v1/status"
            value={draft.testEndpoint}
            onChange={(event) => setDraft({ ...draft, testEndpoint: event.target.value })}
          />
        </div>
      ) : null}
    </Modal>
  );
}
