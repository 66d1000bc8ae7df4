import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BILLING_TEXTS, formatUsd, TAX_RATE, type CompanySubscription, type PaymentStatus } from '@frontdesk/contracts/billing';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useCheckout, useBills, usePaymentStatus, useRefreshBilling, useSubscription } from '../api/billing';
import { PageLink } from '../../../components/page-link';
import { BillsList } from '../components/bills-list';
import { leavePage } from '../../../lib/leave-page';
import { loadFailure, needsSetup, paymentFailure } from '../payment-errors';

/** Document 001, Billing and Payments: the plan, the current period's payment, and the bills. */
export function BillingPage() {
  const subscription = useSubscription();
  const status = usePaymentStatus();
  const bills = useBills();
  const [failure, setFailure] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('payment');

  const loadError = subscription.isError
    ? loadFailure(subscription.error, 'company')
    : bills.isError
      ? loadFailure(bills.error, 'history')
      : null;
  const message = failure ?? loadError;

  return (
    <>
      <PageHeader
        title="Billing and Payments"
        description={`Your plan is billed monthly in US dollars with ${(TAX_RATE * 100).toFixed(2)} % tax; AI usage is pay as you go and appears on the next month's bill.`}
        actions={
          <PageLink to="/settings" className={buttonClasses('secondary')} fallback={null}>
            Payment settings
          </PageLink>
        }
      />
      {returned === 'success' ? (
        <Alert tone="success" className="mb-4">
          {status.data?.shouldDisablePayment
            ? BILLING_TEXTS.alreadyPaidNotice(status.data.currentPeriod, status.data.daysUntilNextBilling)
            : BILLING_TEXTS.returnedPaid}
        </Alert>
      ) : returned === 'cancelled' ? (
        <Alert tone="info" className="mb-4">
          {BILLING_TEXTS.returnedCancelled}
        </Alert>
      ) : null}
      {message ? <BillingError message={message} /> : null}
      {subscription.isPending || status.isPending ? (
        <LoadingState label={BILLING_TEXTS.loading} />
      ) : (
        <div className="space-y-6">
          {subscription.data || message ? (
            <SubscriptionCard
              plan={subscription.data}
              status={status.data}
              onFailure={setFailure}
              onAttempt={() => setFailure(null)}
            />
          ) : null}
          <Card title={BILLING_TEXTS.paymentHistory}>
            {bills.isPending ? (
              <LoadingState label={BILLING_TEXTS.loading} />
            ) : (
              <BillsList bills={bills.data ?? []} onFailure={setFailure} onAttempt={() => setFailure(null)} />
            )}
          </Card>
        </div>
      )}
    </>
  );
}

function BillingError({ message }: { message: string }) {
  if (!needsSetup(message))
    return (
      <Alert tone="error" className="mb-4">
        {message}
      </Alert>
    );
  return (
    <Alert tone="error" title={BILLING_TEXTS.setupRequired} className="mb-4">
      <p>{message}</p>
      <PageLink to="/settings" className="mt-1 inline-block font-medium underline" fallback={null}>
        {BILLING_TEXTS.goToSettings}
      </PageLink>
    </Alert>
  );
}

function SubscriptionCard({
  plan,
  status,
  onFailure,
  onAttempt,
}: {
  plan: CompanySubscription | undefined;
  status: PaymentStatus | undefined;
  onFailure: (message: string) => void;
  onAttempt: () => void;
}) {
  const checkout = useCheckout();
  const refresh = useRefreshBilling();
  const [leaving, setLeaving] = useState(false);
  const paid = status?.shouldDisablePayment ?? false;

  const pay = () => {
    if (!status) return;
    onAttempt();
    checkout.mutate(status.amount_due_cents, {
      onSuccess: ({ url }) => {
        setLeaving(true);
        leavePage.to(url);
      },
      onError: (error) => {
        onFailure(paymentFailure(error));
        // The attempt may have opened the period's bill, or found the period paid: show what the server has.
        void refresh();
      },
    });
  };

  return (
    <Card title={BILLING_TEXTS.yourSubscription}>
      {plan ? (
        <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Figure label="Company" value={plan.company_name} />
          <Figure label="Plan" value={plan.plan_name} />
          <Figure label="Monthly cost" value={formatUsd(plan.monthly_cost)} />
          <Figure label="Current period" value={status?.currentPeriod ?? '—'} />
        </dl>
      ) : null}
      {status ? (
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="text-sm text-slate-600">
            {paid ? (
              <>
                <p className="font-medium text-green-700">{BILLING_TEXTS.paymentCompleted(status.currentPeriod)}</p>
                <p>{BILLING_TEXTS.nextCycle(status.daysUntilNextBilling)}</p>
              </>
            ) : (
              <p>
                Due for {status.currentPeriod}, tax included. Next billing cycle in {status.daysUntilNextBilling} days.
              </p>
            )}
          </div>
          {paid ? (
            <Button disabled className="bg-green-600 hover:bg-green-600 disabled:opacity-100">
              {BILLING_TEXTS.paidFor(status.currentPeriod)}
            </Button>
          ) : (
            <Button onClick={pay} disabled={checkout.isPending || leaving}>
              {checkout.isPending || leaving ? BILLING_TEXTS.processing : BILLING_TEXTS.pay(formatUsd(status.amount_due))}
            </Button>
          )}
        </div>
      ) : null}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-slate-900">{value}</dd>
    </div>
  );
}
