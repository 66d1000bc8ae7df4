import { formatUsd, TAX_RATE, type Bill, type BillingProfile } from '@frontdesk/contracts/billing';

export type InvoiceInput = {
  bill: Bill;
  companyName: string;
  profile: BillingProfile;
  periodLabel: string;
  usagePeriodLabel: string;
  issuedOn: string;
};

const STATUS_LABEL: Record<Bill['status'], string> = {
  pending: 'Due',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

/** One bill as a one-page A4 invoice (pdfkit's built-in Helvetica: no font files to ship). */
export async function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  // Loaded on the first invoice: few requests need it, and it costs the idle server memory.
  const { default: PDFDocument } = await import('pdfkit');
  const { bill, profile } = input;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Invoice ${bill.bill_number}`, Author: 'Frontdesk' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).fillColor('#4F46E5').text('Frontdesk');
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#475569').text('AI front desk for businesses');
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(16).fillColor('#0f172a').text(`Invoice ${bill.bill_number}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('#334155');
  doc.text(`Issued: ${input.issuedOn}`);
  doc.text(`Billing period: ${input.periodLabel} (${bill.billing_period_start} to ${bill.billing_period_end})`);
  doc.text(`Due: ${bill.due_date}`);
  doc.text(`Status: ${STATUS_LABEL[bill.status]}${bill.paid_at ? ` on ${bill.paid_at.slice(0, 10)}` : ''}`);

  doc.moveDown(1).font('Helvetica-Bold').text('Billed to');
  doc.font('Helvetica');
  const address = [
    input.companyName,
    profile.address_line1,
    profile.address_line2,
    [profile.postal_code, profile.city].filter(Boolean).join(' '),
    profile.country,
    profile.billing_email,
  ].filter(Boolean);
  for (const line of address) doc.text(line);

  doc.moveDown(1.5);
  const rows: [string, string][] = [
    [`Subscription, ${input.periodLabel}`, formatUsd(bill.constant_fee)],
    [`AI usage, ${input.usagePeriodLabel}`, formatUsd(bill.openai_usage_cost)],
    [`Tax (${(TAX_RATE * 100).toFixed(2)} %)`, formatUsd(bill.tax_amount)],
  ];
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const [label, amount] of rows) line(doc, left, width, label, amount, false);
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .strokeColor('#cbd5e1')
    .stroke();
  doc.moveDown(0.6);
  line(doc, left, width, 'Total (USD)', formatUsd(bill.total_amount), true);

  if (bill.stripe_charge_id) doc.moveDown(1).font('Helvetica').fontSize(9).text(`Card payment ${bill.stripe_charge_id}`);
  doc.end();
  return done;
}

function line(doc: PDFKit.PDFDocument, left: number, width: number, label: string, amount: string, bold: boolean): void {
  const y = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(11)
    .fillColor('#0f172a');
  doc.text(label, left, y, { width: width - 120 });
  doc.text(amount, left + width - 120, y, { width: 120, align: 'right' });
  doc.moveDown(0.4);
}
