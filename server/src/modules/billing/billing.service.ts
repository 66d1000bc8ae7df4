import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import {
  BILLING_TEXTS,
  centsToUsd,
  DEFAULT_MONTHLY_COST_USD,
  EMPTY_BILLING_PROFILE,
  formatUsd,
  periodLabel,
  STRIPE_KEY_PLACEHOLDER,
  withTaxCents,
  type Bill,
  type BillingProfile,
  type CompanySubscription,
  type PaymentProviderInput,
  type PaymentProviderStatus,
  type PaymentStatus,
} from '@frontdesk/contracts/billing';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import type { Database, DatabaseHandle } from '../../db/client';
import { CompanyRowRepo } from '../../db/company-row';
import { billingProfiles } from '../../db/schema/billing';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/crypto';
import { recordAudit } from '../../platform/audit';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { Jobs, QueueDefinition } from '../../platform/jobs';
import type { AccountsService, CompanyPlanRow } from '../accounts/accounts.service';
import type { CallRecorder } from '../api-usage/api-usage.service';
import { BillsRepo, ProviderSettingsRepo, StripeEventsRepo, type BillRow } from './billing.repo';
import { billNumber, daysUntil, dueDateOf, periodOf, previousPeriod, todayOf, type Period } from './billing-periods';
import { renderInvoicePdf } from './invoice-pdf';
import type { StripeGateway } from './stripe-gateway';

export type BillingDeps = {
  database: DatabaseHandle;
  clock: Clock;
  accounts: AccountsService;
  secrets: SecretBox;
  jobs: Jobs;
  gateway: StripeGateway;
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; the operator's saved keys take precedence. */
  environmentKeys: { secretKey: string | undefined; webhookSecret: string | undefined };
  /** When the job that opens bills and marks overdue ones runs (cron, UTC). */
  cron: string;
  publicUrl: string;
  calls: (companyId: string) => CallRecorder;
  logger: FastifyBaseLogger;
};

// Opening bills is idempotent: a failed run is simply done again by the next one.
const BILLS_QUEUE: QueueDefinition = { name: 'billing-open-bills', retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 600 };
const PAID_EVENTS: ReadonlySet<string> = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

function isPaidSessionEvent(
  event: Stripe.Event,
): event is Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionAsyncPaymentSucceededEvent {
  return PAID_EVENTS.has(event.type);
}

type Figures = { feeCents: number; usageCents: number; taxCents: number; totalCents: number };
type Keys = { secretKey: string | undefined; webhookSecret: string | undefined; source: PaymentProviderStatus['source'] };

/**
 * What each company pays the platform: a bill per monthly period (the plan's fee for the period
 * plus the AI usage of the period before, with the spec's tax), paid by card through Stripe
 * Checkout and confirmed by Stripe's signed webhook. Decision 009 explains the choices.
 */
export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  async start(): Promise<void> {
    await this.deps.jobs.work<object>(BILLS_QUEUE, () => this.openBills());
    await this.deps.jobs.schedule(BILLS_QUEUE.name, this.deps.cron, {});
  }

  /** The monthly job: every active company gets its current period's bill once; late bills become overdue. */
  async openBills(): Promise<void> {
    const now = this.deps.clock.now();
    const period = periodOf(now);
    for (const company of await this.deps.accounts.companyPlans()) {
      await this.bills(company.id, async (repo) => {
        if (!company.isBlocked) await this.openBill(repo, company, period);
        await repo.markOverdue(todayOf(now), now);
      });
    }
  }

  async subscription(companyId: string): Promise<CompanySubscription> {
    const plan = await this.plan(companyId);
    return {
      company_type: plan.companyType,
      plan_name: plan.planName ?? plan.companyType,
      company_name: plan.name,
      monthly_cost: centsToUsd(feeCentsOf(plan)),
    };
  }

  async paymentStatus(companyId: string): Promise<PaymentStatus> {
    const now = this.deps.clock.now();
    const period = periodOf(now);
    const plan = await this.plan(companyId);
    const { bill, figures } = await this.bills(companyId, async (repo) => {
      const existing = await repo.forPeriod(period.start);
      return { bill: existing, figures: existing ? figuresOfBill(existing) : await this.figures(repo, plan, period) };
    });
    return {
      shouldDisablePayment: bill?.status === 'paid' || bill?.status === 'cancelled',
      currentPeriod: periodLabel(period.start),
      daysUntilNextBilling: daysUntil(now, period),
      amount_due: centsToUsd(figures.totalCents),
      amount_due_cents: figures.totalCents,
    };
  }

  async list(companyId: string): Promise<Bill[]> {
    const rows = await this.bills(companyId, (repo) => repo.list());
    return rows.map(billView);
  }

  /** Checkout for the current period's bill; `amountCents` must be what the page showed. */
  async checkoutCurrent(companyId: string, amountCents: number): Promise<{ url: string }> {
    const period = periodOf(this.deps.clock.now());
    const plan = await this.plan(companyId);
    const bill = await this.bills(
      companyId,
      async (repo) => (await repo.forPeriod(period.start)) ?? this.openBill(repo, plan, period),
    );
    if (bill.status === 'paid') {
      const label = periodLabel(period.start);
      const error = new AppError(ERROR_CODES.paymentAlreadyExists, BILLING_TEXTS.alreadyExists(label));
      error.topLevel = { period: label };
      throw error;
    }
    if (bill.status === 'cancelled') throw conflict(BILLING_TEXTS.billCancelled);
    const secretKey = await this.secretKeyOrRefuse();
    if (amountCents !== bill.totalCents) throw conflict(BILLING_TEXTS.amountChanged(formatUsd(centsToUsd(bill.totalCents))));
    return this.openCheckout(companyId, secretKey, bill);
  }

  /** Checkout for one bill of the company; another company's bill is not found. */
  async payBill(companyId: string, billId: string): Promise<{ url: string }> {
    const bill = await this.bills(companyId, (repo) => repo.byId(billId));
    if (!bill) throw notFound(BILLING_TEXTS.billNotFound);
    if (bill.status === 'paid') throw conflict(BILLING_TEXTS.billPaid);
    if (bill.status === 'cancelled') throw conflict(BILLING_TEXTS.billCancelled);
    return this.openCheckout(companyId, await this.secretKeyOrRefuse(), bill);
  }

  /** The operator writes a bill off; a paid bill stays paid. */
  async cancel(companyId: string, billId: string): Promise<Bill> {
    const now = this.deps.clock.now();
    const result = await this.bills(companyId, async (repo) => ({
      cancelled: await repo.cancel(billId, now),
      existing: await repo.byId(billId),
    }));
    if (result.cancelled) return billView(result.cancelled);
    if (!result.existing) throw notFound(BILLING_TEXTS.billNotFound);
    throw conflict(result.existing.status === 'paid' ? BILLING_TEXTS.billPaid : BILLING_TEXTS.billCancelled);
  }

  async invoice(companyId: string, billId: string): Promise<{ filename: string; pdf: Buffer }> {
    const bill = await this.bills(companyId, (repo) => repo.byId(billId));
    if (!bill) throw notFound(BILLING_TEXTS.billNotFound);
    const plan = await this.plan(companyId);
    const profile = await this.profile(companyId);
    const view = billView(bill);
    const usagePeriod = previousPeriod(periodOf(new Date(`${bill.periodStart}T00:00:00Z`)));
    const pdf = await renderInvoicePdf({
      bill: view,
      companyName: profile.company_name || plan.name,
      profile,
      periodLabel: periodLabel(bill.periodStart),
      usagePeriodLabel: periodLabel(usagePeriod.start),
      issuedOn: todayOf(bill.createdAt),
    });
    return { filename: `invoice-${view.bill_number}.pdf`, pdf };
  }

  async profile(companyId: string): Promise<BillingProfile> {
    const row = await withTenant(this.deps.database, companyId, (db) => new CompanyRowRepo(db, billingProfiles, companyId).get());
    if (!row) return EMPTY_BILLING_PROFILE;
    return {
      billing_email: row.billingEmail,
      company_name: row.companyName,
      address_line1: row.addressLine1,
      address_line2: row.addressLine2,
      city: row.city,
      postal_code: row.postalCode,
      country: row.country,
    };
  }

  async saveProfile(companyId: string, input: BillingProfile): Promise<BillingProfile> {
    await withTenant(this.deps.database, companyId, (db) =>
      new CompanyRowRepo(db, billingProfiles, companyId).save(
        {
          billingEmail: input.billing_email,
          companyName: input.company_name,
          addressLine1: input.address_line1,
          addressLine2: input.address_line2,
          city: input.city,
          postalCode: input.postal_code,
          country: input.country,
        },
        this.deps.clock.now(),
      ),
    );
    return this.profile(companyId);
  }

  /** Stripe's page for the company's saved card; the customer is created (or updated) from the billing contact. */
  async customerPortal(companyId: string): Promise<{ url: string }> {
    const secretKey = await this.secretKeyOrRefuse();
    const profile = await this.profile(companyId);
    if (!profile.billing_email) throw badRequest(BILLING_TEXTS.noCustomerYet);
    const customerId = await this.customer(companyId, secretKey, profile);
    const url = await this.recorded(companyId, '/v1/billing_portal/sessions', () =>
      this.deps.gateway.portal(secretKey, customerId, `${this.deps.publicUrl}/settings`),
    );
    return { url };
  }

  async providerStatus(): Promise<PaymentProviderStatus> {
    const keys = await this.keys();
    return {
      secret_key_configured: Boolean(keys.secretKey),
      webhook_secret_configured: Boolean(keys.webhookSecret),
      source: keys.source,
      webhook_url: `${this.deps.publicUrl}/api/billing/webhook`,
    };
  }

  /** New keys replace the saved ones (sealed; an empty field or the placeholder keeps them); audited, without the keys. */
  async saveProvider(input: PaymentProviderInput, updatedBy: string, ip: string | null): Promise<PaymentProviderStatus> {
    const isNew = (value: string) => value !== '' && value !== STRIPE_KEY_PLACEHOLDER;
    const changed = { secret_key: isNew(input.secret_key), webhook_secret: isNew(input.webhook_secret) };
    if (!changed.secret_key && !changed.webhook_secret) throw badRequest(BILLING_TEXTS.providerNothingNew);
    const { db } = this.deps.database;
    const repo = new ProviderSettingsRepo(db);
    const current = await repo.get();
    const kept = (value: string, sealed: string | null | undefined) =>
      isNew(value) ? this.deps.secrets.seal(value) : (sealed ?? null);
    await repo.save(
      {
        secretKeySealed: kept(input.secret_key, current?.secretKeySealed),
        webhookSecretSealed: kept(input.webhook_secret, current?.webhookSecretSealed),
        updatedBy,
      },
      this.deps.clock.now(),
    );
    await recordAudit(db, {
      actorType: 'super_admin',
      actorId: updatedBy,
      companyId: null,
      action: 'payment.keys',
      details: changed,
      ip,
    });
    return this.providerStatus();
  }

  /** Removes the keys saved here, so the environment's are used again (or none); audited. */
  async removeProvider(updatedBy: string, ip: string | null): Promise<PaymentProviderStatus> {
    const { db } = this.deps.database;
    if (!(await new ProviderSettingsRepo(db).remove())) throw notFound(BILLING_TEXTS.providerNoneSaved);
    await recordAudit(db, {
      actorType: 'super_admin',
      actorId: updatedBy,
      companyId: null,
      action: 'payment.keys.removed',
      details: {},
      ip,
    });
    return this.providerStatus();
  }

  async testProvider(): Promise<{ message: string }> {
    const secretKey = await this.secretKeyOrRefuse();
    await this.deps.gateway.check(secretKey);
    const { webhookSecret } = await this.keys();
    return {
      message: webhookSecret ? BILLING_TEXTS.providerTestOk : BILLING_TEXTS.providerTestNoWebhook,
    };
  }

  /**
   * Stripe's signed event. Each event is handled once (a replay changes nothing); a paid Checkout
   * Session marks its bill paid when the session, company and amount are the ones opened for it.
   */
  async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; handled: boolean }> {
    if (!signature) throw badRequest(BILLING_TEXTS.badSignature);
    const keys = await this.keys();
    if (!keys.webhookSecret) {
      const error = new AppError(ERROR_CODES.paymentNotConfigured, BILLING_TEXTS.webhookNotConfigured);
      error.topLevel = { requiresSetup: true };
      throw error;
    }
    let event: Stripe.Event;
    try {
      event = await this.deps.gateway.verify(rawBody, signature, keys.webhookSecret);
    } catch {
      throw badRequest(BILLING_TEXTS.badSignature);
    }
    const now = this.deps.clock.now();
    const session = isPaidSessionEvent(event) ? event.data.object : undefined;
    const companyId = session?.metadata?.['company_id'];
    const billId = session?.metadata?.['bill_id'];
    if (!session || session.payment_status !== 'paid' || !companyId || !billId || !keys.secretKey) {
      await new StripeEventsRepo(this.deps.database.db).first(event.id, event.type, now);
      return { received: true, handled: false };
    }
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    const secretKey = keys.secretKey;
    // Asked before the transaction: a failure here answers 502 and Stripe sends the event again.
    const charge = intent
      ? await this.recorded(companyId, '/v1/payment_intents', () => this.deps.gateway.chargeOf(secretKey, intent))
      : { chargeId: null, receiptUrl: null };
    const handled = await this.bills(companyId, async (repo, db) => {
      if (!(await new StripeEventsRepo(db).first(event.id, event.type, now))) return false;
      const paid = await repo.markPaid(
        { billId, sessionId: session.id, amountCents: session.amount_total ?? -1, ...charge },
        now,
      );
      if (!paid) this.deps.logger.warn({ eventId: event.id, companyId, billId }, 'a paid session matched no open bill; ignored');
      return paid;
    });
    return { received: true, handled };
  }

  /** For the Statistics page: what the company has paid, and its latest bills as payments. */
  async payments(companyId: string, limit: number) {
    const rows = await this.bills(companyId, (repo) => repo.list());
    const paidCents = rows.filter((row) => row.status === 'paid').reduce((sum, row) => sum + row.totalCents, 0);
    const recent = [...rows]
      .sort((a, b) => recency(b) - recency(a))
      .slice(0, limit)
      .map((row) => ({
        amount: centsToUsd(row.totalCents),
        status:
          row.status === 'paid' ? ('succeeded' as const) : row.status === 'cancelled' ? ('other' as const) : ('pending' as const),
        date: (row.paidAt ?? row.createdAt).toISOString(),
      }));
    return { totalPaid: centsToUsd(paidCents), recent };
  }

  private async openBill(repo: BillsRepo, plan: CompanyPlanRow, period: Period): Promise<BillRow> {
    const existing = await repo.forPeriod(period.start);
    if (existing) return existing;
    const figures = await this.figures(repo, plan, period);
    const now = this.deps.clock.now();
    return repo.open({
      id: randomUUID(),
      periodStart: period.start,
      periodEnd: period.end,
      dueDate: dueDateOf(period, now),
      constantFeeCents: figures.feeCents,
      usageCostCents: figures.usageCents,
      taxCents: figures.taxCents,
      totalCents: figures.totalCents,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
  }

  /** A period's bill: the plan's fee and the previous period's AI usage, with tax, in cents. */
  private async figures(repo: BillsRepo, plan: CompanyPlanRow, period: Period): Promise<Figures> {
    const usagePeriod = previousPeriod(period);
    const feeCents = feeCentsOf(plan);
    const usageCents = await repo.usageCents(usagePeriod.startsAt, usagePeriod.endsAt);
    const totalCents = withTaxCents(feeCents + usageCents);
    return { feeCents, usageCents, taxCents: totalCents - feeCents - usageCents, totalCents };
  }

  private async openCheckout(companyId: string, secretKey: string, bill: BillRow): Promise<{ url: string }> {
    const profile = await this.profile(companyId);
    const customerId = profile.billing_email ? await this.customer(companyId, secretKey, profile) : null;
    const base = `${this.deps.publicUrl}/billing`;
    const session = await this.recorded(companyId, '/v1/checkout/sessions', () =>
      this.deps.gateway.checkout(secretKey, {
        amountCents: bill.totalCents,
        description: `Frontdesk ${periodLabel(bill.periodStart)} (bill ${billNumber(bill.periodStart, bill.number)})`,
        companyId,
        billId: bill.id,
        customerId,
        customerEmail: null,
        successUrl: `${base}?payment=success`,
        cancelUrl: `${base}?payment=cancelled`,
      }),
    );
    await this.bills(companyId, (repo) => repo.addCheckout(bill.id, session.id, bill.totalCents, this.deps.clock.now()));
    return { url: session.url };
  }

  /** The company's customer at Stripe, created once and kept up to date with the billing contact. */
  private async customer(companyId: string, secretKey: string, profile: BillingProfile): Promise<string> {
    const repo = (db: Database) => new CompanyRowRepo(db, billingProfiles, companyId);
    const stored = (await withTenant(this.deps.database, companyId, (db) => repo(db).get()))?.stripeCustomerId ?? null;
    const id = await this.recorded(companyId, '/v1/customers', () =>
      this.deps.gateway.saveCustomer(secretKey, stored, {
        email: profile.billing_email,
        name: profile.company_name,
        address: {
          line1: profile.address_line1,
          line2: profile.address_line2,
          city: profile.city,
          postal_code: profile.postal_code,
          country: profile.country,
        },
      }),
    );
    if (id !== stored)
      await withTenant(this.deps.database, companyId, (db) => repo(db).update({ stripeCustomerId: id }, this.deps.clock.now()));
    return id;
  }

  private async keys(): Promise<Keys> {
    const row = await new ProviderSettingsRepo(this.deps.database.db).get();
    const open = (sealed: string | null | undefined) => (sealed ? this.deps.secrets.open(sealed) : undefined);
    const secretKey = open(row?.secretKeySealed) ?? this.deps.environmentKeys.secretKey;
    const webhookSecret = open(row?.webhookSecretSealed) ?? this.deps.environmentKeys.webhookSecret;
    const source =
      row?.secretKeySealed || row?.webhookSecretSealed ? 'settings' : secretKey || webhookSecret ? 'environment' : 'none';
    return { secretKey, webhookSecret, source };
  }

  private async secretKeyOrRefuse(): Promise<string> {
    const { secretKey } = await this.keys();
    if (secretKey) return secretKey;
    const error = new AppError(ERROR_CODES.paymentNotConfigured, BILLING_TEXTS.notConfigured);
    error.topLevel = { requiresSetup: true };
    throw error;
  }

  private async plan(companyId: string): Promise<CompanyPlanRow> {
    const plan = await this.deps.accounts.companyPlan(companyId);
    if (!plan) throw notFound(BILLING_TEXTS.companyNotFound);
    return plan;
  }

  /** A Stripe call made for a company, recorded on its API Usage page. */
  private async recorded<T>(companyId: string, endpoint: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    let status = 200;
    try {
      return await work();
    } catch (error) {
      status = error instanceof AppError ? 502 : 0;
      throw error;
    } finally {
      await this.deps.calls(companyId)({
        service: 'Stripe',
        method: endpoint === '/v1/payment_intents' ? 'GET' : 'POST',
        endpoint,
        statusCode: status,
        durationMs: Math.round(performance.now() - started),
      });
    }
  }

  private bills<T>(companyId: string, work: (repo: BillsRepo, db: Database) => Promise<T>) {
    return withTenant(this.deps.database, companyId, (db) => work(new BillsRepo(db, companyId), db));
  }
}

function feeCentsOf(plan: CompanyPlanRow): number {
  return plan.monthlyCostCents ?? DEFAULT_MONTHLY_COST_USD * 100;
}

function figuresOfBill(bill: BillRow): Figures {
  return {
    feeCents: bill.constantFeeCents,
    usageCents: bill.usageCostCents,
    taxCents: bill.taxCents,
    totalCents: bill.totalCents,
  };
}

function recency(bill: BillRow): number {
  return (bill.paidAt ?? bill.createdAt).getTime();
}

export function billView(bill: BillRow): Bill {
  return {
    id: bill.id,
    bill_number: billNumber(bill.periodStart, bill.number),
    billing_period_start: bill.periodStart,
    billing_period_end: bill.periodEnd,
    due_date: bill.dueDate,
    constant_fee: centsToUsd(bill.constantFeeCents),
    openai_usage_cost: centsToUsd(bill.usageCostCents),
    tax_amount: centsToUsd(bill.taxCents),
    total_amount: centsToUsd(bill.totalCents),
    status: bill.status,
    stripe_charge_id: bill.stripeChargeId,
    receipt_url: bill.receiptUrl,
    paid_at: bill.paidAt ? bill.paidAt.toISOString() : null,
  };
}
