import { useState, type FormEvent } from 'react';
import {
  BILLING_TEXTS,
  billingProfileSchema,
  paymentProviderInputSchema,
  STRIPE_KEY_PLACEHOLDER,
  type BillingProfile,
  type PaymentProviderStatus,
} from '@frontdesk/contracts/billing';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CopyButton } from '../../../components/ui/copy-button';
import { PageHeader } from '../../../components/ui/page-header';
import { PasswordField } from '../../../components/ui/password-field';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { serverMessageOr } from '../../../lib/api-error';
import { useSignedInSession } from '../../../lib/session/session-provider';
import {
  useBillingProfile,
  useCustomerPortal,
  useProviderStatus,
  useSaveBillingProfile,
  useRemoveProvider,
  useSaveProvider,
  useTestProvider,
} from '../api/billing';
import { leavePage } from '../../../lib/leave-page';
import { paymentFailure } from '../payment-errors';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * Payment Settings (/settings, the payment-settings page): a company's invoice contact and its
 * saved card; for the operator, the platform's Stripe keys.
 */
export function PaymentSettingsPage() {
  const { user } = useSignedInSession();
  const inCompany = user.companyId !== null;
  return (
    <>
      <PageHeader
        title="Payment Settings"
        description={
          inCompany
            ? 'Who receives your invoices, the address printed on them, and the card you pay with.'
            : 'The Stripe account every company pays through.'
        }
      />
      <div className="space-y-6">
        {inCompany ? <BillingContactCard /> : null}
        {inCompany ? <SavedCardCard /> : null}
        {user.isSuperAdmin ? <ProviderCard /> : null}
      </div>
    </>
  );
}

function BillingContactCard() {
  const profile = useBillingProfile(true);
  if (profile.isPending) return <LoadingState label="Loading your billing details..." />;
  if (profile.isError) return <Alert tone="error">{serverMessageOr(profile.error, 'Failed to load your billing details')}</Alert>;
  return <BillingContactForm saved={profile.data} />;
}

const CONTACT_FIELDS: { name: keyof BillingProfile; label: string; type?: string; autoComplete: string }[] = [
  { name: 'billing_email', label: 'Billing e-mail', type: 'email', autoComplete: 'email' },
  { name: 'company_name', label: 'Name on invoices', autoComplete: 'organization' },
  { name: 'address_line1', label: 'Address', autoComplete: 'address-line1' },
  { name: 'address_line2', label: 'Address (line 2)', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postal_code', label: 'Postal code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

function BillingContactForm({ saved }: { saved: BillingProfile }) {
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof BillingProfile, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSaveBillingProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = billingProfileSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => setNotice({ tone: 'success', text: BILLING_TEXTS.profileSaved }),
      onError: (error) => setNotice({ tone: 'error', text: serverMessageOr(error, 'Failed to save your billing details') }),
    });
  };

  return (
    <Card title="Billing contact" description="Invoices (PDF) carry this name and address; the e-mail is your contact at Stripe.">
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            value={form[field.name]}
            error={errors[field.name]}
            onChange={(event) => {
              setForm({ ...form, [field.name]: event.target.value });
              setErrors({ ...errors, [field.name]: undefined });
              setNotice(null);
            }}
          />
        ))}
        <div className="flex flex-col gap-3 sm:col-span-2">
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save billing details'}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}

function SavedCardCard() {
  const portal = useCustomerPortal();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Card
      title="Payment method"
      description="Your card is kept by Stripe, never by Frontdesk. Change or remove it on Stripe's page."
    >
      {failure ? (
        <Alert tone="error" className="mb-3">
          {failure}
        </Alert>
      ) : null}
      <Button
        variant="secondary"
        disabled={portal.isPending}
        onClick={() => {
          setFailure(null);
          portal.mutate(undefined, {
            onSuccess: ({ url }) => leavePage.to(url),
            onError: (error) => setFailure(paymentFailure(error)),
          });
        }}
      >
        {portal.isPending ? BILLING_TEXTS.processing : 'Manage payment method'}
      </Button>
    </Card>
  );
}

function ProviderCard() {
  const status = useProviderStatus(true);
  if (status.isPending) return <LoadingState label="Loading the payment provider..." />;
  if (status.isError) return <Alert tone="error">{serverMessageOr(status.error, 'Failed to load the payment provider')}</Alert>;
  return <ProviderForm status={status.data} />;
}

const SOURCE_LABEL: Record<PaymentProviderStatus['source'], string> = {
  settings: 'Keys saved here (they override the environment)',
  environment: 'Keys from the server environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)',
  none: 'No keys yet: companies cannot pay by card',
};

function ProviderForm({ status }: { status: PaymentProviderStatus }) {
  const placeholderOf = (configured: boolean) => (configured ? STRIPE_KEY_PLACEHOLDER : '');
  const [secretKey, setSecretKey] = useState(placeholderOf(status.secret_key_configured));
  const [webhookSecret, setWebhookSecret] = useState(placeholderOf(status.webhook_secret_configured));
  const [errors, setErrors] = useState<{ secret_key?: string; webhook_secret?: string }>({});
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSaveProvider();
  const test = useTestProvider();
  const remove = useRemoveProvider();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);

  const removeSaved = () =>
    remove.mutate(undefined, {
      onSuccess: (left) => {
        setSecretKey(placeholderOf(left.secret_key_configured));
        setWebhookSecret(placeholderOf(left.webhook_secret_configured));
        setNotice({ tone: 'success', text: BILLING_TEXTS.providerRemoved });
      },
      onError: (error) => setNotice({ tone: 'error', text: serverMessageOr(error, BILLING_TEXTS.providerRemoveFailed) }),
      onSettled: () => setConfirmingRemoval(false),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = paymentProviderInputSchema.safeParse({ secret_key: secretKey, webhook_secret: webhookSecret });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setSecretKey(placeholderOf(saved.secret_key_configured));
        setWebhookSecret(placeholderOf(saved.webhook_secret_configured));
        setNotice({ tone: 'success', text: BILLING_TEXTS.providerSaved });
      },
      onError: (error) => setNotice({ tone: 'error', text: serverMessageOr(error, 'Failed to save the keys') }),
    });
  };

  return (
    <Card title="Payment provider (Stripe)" description={SOURCE_LABEL[status.source]}>
      <div className="mb-4 flex flex-wrap gap-2">
        <Badge tone={status.secret_key_configured ? 'success' : 'warning'}>
          Secret key {status.secret_key_configured ? 'set' : 'missing'}
        </Badge>
        <Badge tone={status.webhook_secret_configured ? 'success' : 'warning'}>
          Webhook secret {status.webhook_secret_configured ? 'set' : 'missing'}
        </Badge>
      </div>
      <div className="mb-4 text-sm text-slate-600">
        <p>In Stripe, send the event checkout.session.completed to:</p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <code className="rounded bg-slate-100 px-2 py-1 break-all text-slate-900">{status.webhook_url}</code>
          <CopyButton text={status.webhook_url} label="Copy webhook URL" />
        </p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="Secret key"
          hint="sk_live_… or sk_test_…; stored encrypted and never shown again."
          autoComplete="off"
          value={secretKey}
          error={errors.secret_key}
          onChange={(event) => {
            setSecretKey(event.target.value);
            setErrors({ ...errors, secret_key: undefined });
          }}
        />
        <PasswordField
          label="Webhook signing secret"
          hint="whsec_…, from the webhook's page in Stripe."
          autoComplete="off"
          value={webhookSecret}
          error={errors.webhook_secret}
          onChange={(event) => {
            setWebhookSecret(event.target.value);
            setErrors({ ...errors, webhook_secret: undefined });
          }}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save keys'}
            </Button>
            <Button
              variant="secondary"
              disabled={test.isPending || !status.secret_key_configured}
              onClick={() =>
                test.mutate(undefined, {
                  onSuccess: ({ message }) => setNotice({ tone: 'success', text: message }),
                  onError: (error) => setNotice({ tone: 'error', text: serverMessageOr(error, 'Stripe could not be reached') }),
                })
              }
            >
              {test.isPending ? 'Testing...' : 'Test keys'}
            </Button>
            {status.source === 'settings' ? (
              <Button variant="ghost" onClick={() => setConfirmingRemoval(true)}>
                {BILLING_TEXTS.providerRemove}
              </Button>
            ) : null}
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingRemoval}
        title={BILLING_TEXTS.providerRemoveTitle}
        confirmLabel={BILLING_TEXTS.providerRemoveConfirm}
        busyLabel={BILLING_TEXTS.providerRemoving}
        busy={remove.isPending}
        onConfirm={removeSaved}
        onCancel={() => setConfirmingRemoval(false)}
      >
        {BILLING_TEXTS.providerRemoveBody}
      </ConfirmDialog>
    </Card>
  );
}
