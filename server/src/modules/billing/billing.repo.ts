import { and, desc, eq, exists, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiUsage } from '../../db/schema/assistant';
import { bills, checkoutSessions, paymentProviderSettings, stripeEvents } from '../../db/schema/billing';

export type BillRow = typeof bills.$inferSelect;
export type NewBill = Omit<typeof bills.$inferInsert, 'number' | 'companyId'>;
export type ProviderSettingsRow = typeof paymentProviderSettings.$inferSelect;

/** One company's bills and the usage they charge; every query carries the company. */
export class BillsRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  private readonly mine = () => eq(bills.companyId, this.companyId);

  async forPeriod(periodStart: string): Promise<BillRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bills)
      .where(and(this.mine(), eq(bills.periodStart, periodStart)))
      .limit(1);
    return row;
  }

  async byId(id: string): Promise<BillRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bills)
      .where(and(this.mine(), eq(bills.id, id)))
      .limit(1);
    return row;
  }

  list(): Promise<BillRow[]> {
    return this.db.select().from(bills).where(this.mine()).orderBy(desc(bills.periodStart));
  }

  /** Opens the bill unless the period has one; the period's bill, new or not. */
  async open(bill: NewBill): Promise<BillRow> {
    await this.db
      .insert(bills)
      .values({ ...bill, companyId: this.companyId })
      .onConflictDoNothing({ target: [bills.companyId, bills.periodStart] });
    const row = await this.forPeriod(bill.periodStart);
    if (!row) throw new Error(`the bill of ${bill.periodStart} was neither opened nor found`);
    return row;
  }

  async addCheckout(billId: string, sessionId: string, amountCents: number, now: Date): Promise<void> {
    await this.db
      .insert(checkoutSessions)
      .values({ id: sessionId, companyId: this.companyId, billId, amountCents, createdAt: now });
  }

  /** Marks the bill paid when the session was opened for it and the amount is its total; false otherwise. */
  async markPaid(
    payment: { billId: string; sessionId: string; amountCents: number; chargeId: string | null; receiptUrl: string | null },
    now: Date,
  ): Promise<boolean> {
    const changed = await this.db
      .update(bills)
      .set({ status: 'paid', paidAt: now, stripeChargeId: payment.chargeId, receiptUrl: payment.receiptUrl, updatedAt: now })
      .where(
        and(
          this.mine(),
          eq(bills.id, payment.billId),
          eq(bills.totalCents, payment.amountCents),
          exists(
            this.db
              .select({ id: checkoutSessions.id })
              .from(checkoutSessions)
              .where(
                and(
                  eq(checkoutSessions.id, payment.sessionId),
                  eq(checkoutSessions.billId, payment.billId),
                  eq(checkoutSessions.companyId, this.companyId),
                  eq(checkoutSessions.amountCents, payment.amountCents),
                ),
              ),
          ),
          ne(bills.status, 'paid'),
        ),
      )
      .returning({ id: bills.id });
    return changed.length > 0;
  }

  /** Pending bills whose due date has passed become overdue. */
  async markOverdue(today: string, now: Date): Promise<number> {
    const changed = await this.db
      .update(bills)
      .set({ status: 'overdue', updatedAt: now })
      .where(and(this.mine(), eq(bills.status, 'pending'), lt(bills.dueDate, today)))
      .returning({ id: bills.id });
    return changed.length;
  }

  async cancel(id: string, now: Date): Promise<BillRow | undefined> {
    const [row] = await this.db
      .update(bills)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(this.mine(), eq(bills.id, id), inArray(bills.status, ['pending', 'overdue'])))
      .returning();
    return row;
  }

  /** AI usage recorded in [from, to), in whole cents. */
  async usageCents(from: Date, to: Date): Promise<number> {
    const [row] = await this.db
      .select({ cents: sql<string>`coalesce(round(sum(${aiUsage.costUsd}) * 100), 0)::text` })
      .from(aiUsage)
      .where(
        and(
          eq(aiUsage.companyId, this.companyId),
          // Calls made with the company's own key were paid to OpenAI by the company itself.
          eq(aiUsage.keySource, 'platform'),
          sql`${aiUsage.createdAt} >= ${from.toISOString()}::timestamptz`,
          sql`${aiUsage.createdAt} < ${to.toISOString()}::timestamptz`,
        ),
      );
    return Number(row?.cents ?? 0);
  }
}

/** Stripe events handled so far, across companies (the webhook knows no company before it reads one). */
export class StripeEventsRepo {
  constructor(private readonly db: Database) {}

  /** Records the event; false when it was already recorded (a replay). */
  async first(id: string, type: string, now: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(stripeEvents)
      .values({ id, type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    return inserted.length > 0;
  }
}

/** The operator's Stripe keys: one row. */
export class ProviderSettingsRepo {
  constructor(private readonly db: Database) {}

  async get(): Promise<ProviderSettingsRow | undefined> {
    const [row] = await this.db.select().from(paymentProviderSettings).where(eq(paymentProviderSettings.id, 1)).limit(1);
    return row;
  }

  async save(
    values: Pick<ProviderSettingsRow, 'secretKeySealed' | 'webhookSecretSealed' | 'updatedBy'>,
    now: Date,
  ): Promise<void> {
    const changes = { ...values, updatedAt: now };
    await this.db
      .insert(paymentProviderSettings)
      .values({ id: 1, ...changes })
      .onConflictDoUpdate({ target: paymentProviderSettings.id, set: changes });
  }

  /** Removes the saved keys; false when none were saved. */
  async remove(): Promise<boolean> {
    const removed = await this.db
      .delete(paymentProviderSettings)
      .where(eq(paymentProviderSettings.id, 1))
      .returning({ id: paymentProviderSettings.id });
    return removed.length > 0;
  }
}
