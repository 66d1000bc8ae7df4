import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema/calendar';

export type AppointmentRow = typeof appointments.$inferSelect;
type NewAppointment = Omit<typeof appointments.$inferInsert, 'companyId'>;
type AppointmentChanges = Partial<Omit<typeof appointments.$inferInsert, 'companyId' | 'id'>>;

/** A company's appointments; every query carries the company. */
export class AppointmentsRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  /** Confirmed appointments, oldest first; within [from, to) when given. */
  list(range?: { from: Date; to: Date }): Promise<AppointmentRow[]> {
    const conditions = [eq(appointments.companyId, this.companyId), eq(appointments.status, 'confirmed')];
    if (range) conditions.push(lt(appointments.startTime, range.to), gt(appointments.endTime, range.from));
    return this.db
      .select()
      .from(appointments)
      .where(and(...conditions))
      .orderBy(asc(appointments.startTime), asc(appointments.id));
  }

  async find(id: string): Promise<AppointmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.companyId, this.companyId), eq(appointments.id, id)))
      .limit(1);
    return row;
  }

  async insert(row: NewAppointment): Promise<AppointmentRow> {
    const [inserted] = await this.db
      .insert(appointments)
      .values({ ...row, companyId: this.companyId })
      .returning();
    if (!inserted) throw new Error('The appointment was not stored');
    return inserted;
  }

  async update(id: string, changes: AppointmentChanges): Promise<AppointmentRow | undefined> {
    const [updated] = await this.db
      .update(appointments)
      .set(changes)
      .where(and(eq(appointments.companyId, this.companyId), eq(appointments.id, id)))
      .returning();
    return updated;
  }

  async remove(id: string): Promise<boolean> {
    const removed = await this.db
      .delete(appointments)
      .where(and(eq(appointments.companyId, this.companyId), eq(appointments.id, id)))
      .returning({ id: appointments.id });
    return removed.length > 0;
  }
}
