import { useState } from 'react';
import { FileText } from 'lucide-react';
import { BILLING_TEXTS, formatUsd, periodLabel, type Bill } from '@frontdesk/contracts/billing';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverMessageOr } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download';
import { formatDay } from '../../../lib/format';
import { useSignedInSession } from '../../../lib/session/session-provider';
import { useCancelBill, usePayBill } from '../api/billing';
import { leavePage } from '../../../lib/leave-page';
import { paymentFailure } from '../payment-errors';

const STATUS: Record<Bill['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  overdue: { label: 'Overdue', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** The stored charge's receipt, or the payment in Stripe's dashboard when Stripe gave no receipt address. */
function receiptOf(bill: Bill): string | null {
  if (!bill.stripe_charge_id) return null;
  return bill.receipt_url ?? `https://dashboard.stripe.com/payments/${bill.stripe_charge_id}`;
}

/** Document 001, payment history: each bill with its status badge, Pay Now, View Receipt and its invoice. */
export function BillsList({
  bills,
  onFailure,
  onAttempt,
}: {
  bills: Bill[];
  onFailure: (message: string) => void;
  onAttempt: () => void;
}) {
  const { user } = useSignedInSession();
  const payBill = usePayBill();
  const cancel = useCancelBill();
  const [cancelling, setCancelling] = useState<Bill | null>(null);
  const [paying, setPaying] = useState<string | null>(null);

  if (bills.length === 0) return <p className="text-sm text-slate-600">{BILLING_TEXTS.noBills}</p>;

  const pay = (bill: Bill) => {
    onAttempt();
    setPaying(bill.id);
    payBill.mutate(bill.id, {
      onSuccess: ({ url }) => leavePage.to(url),
      onError: (error) => {
        setPaying(null);
        onFailure(paymentFailure(error));
      },
    });
  };
  const invoice = (bill: Bill) =>
    downloadFile(`/api/billing/bills/${bill.id}/invoice`, `invoice-${bill.bill_number}.pdf`).catch((error: unknown) =>
      onFailure(serverMessageOr(error, 'Could not download the invoice. Please try again.')),
    );

  return (
    <>
      <ul className="divide-y divide-slate-200">
        {bills.map((bill) => {
          const receipt = receiptOf(bill);
          const open = bill.status === 'pending' || bill.status === 'overdue';
          return (
            <li key={bill.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span>{bill.bill_number}</span>
                  <Badge tone={STATUS[bill.status].tone}>{STATUS[bill.status].label}</Badge>
                </p>
                <p className="text-slate-600">
                  {periodLabel(bill.billing_period_start)} · subscription {formatUsd(bill.constant_fee)} · AI usage{' '}
                  {formatUsd(bill.openai_usage_cost)} · tax {formatUsd(bill.tax_amount)}
                </p>
                <p className="text-slate-600">
                  <span className="font-semibold text-slate-900">{formatUsd(bill.total_amount)}</span>
                  {bill.paid_at ? ` · paid ${formatDay(bill.paid_at)}` : ` · due ${formatDay(bill.due_date)}`}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {open ? (
                  <Button size="sm" onClick={() => pay(bill)} disabled={paying !== null}>
                    {paying === bill.id ? BILLING_TEXTS.processing : BILLING_TEXTS.payNow}
                  </Button>
                ) : null}
                {receipt ? (
                  <a href={receipt} target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'sm')}>
                    {BILLING_TEXTS.viewReceipt}
                  </a>
                ) : (
                  <span aria-label="No receipt" className="px-2 text-slate-500">
                    —
                  </span>
                )}
                <Button size="sm" variant="ghost" onClick={() => void invoice(bill)}>
                  <FileText aria-hidden className="size-4" />
                  Invoice (PDF)
                </Button>
                {user.isSuperAdmin && open ? (
                  <Button size="sm" variant="ghost" onClick={() => setCancelling(bill)}>
                    {BILLING_TEXTS.cancelBill}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this bill?"
        confirmLabel={BILLING_TEXTS.cancelBill}
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSettled: () => setCancelling(null),
            onError: (error) => onFailure(serverMessageOr(error, 'Could not cancel the bill.')),
          });
        }}
      >
        {cancelling
          ? `Bill ${cancelling.bill_number} (${formatUsd(cancelling.total_amount)}) will no longer be payable. This cannot be undone.`
          : null}
      </ConfirmDialog>
    </>
  );
}
