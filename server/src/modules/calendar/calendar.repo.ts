import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointmentDeletions, appointments } from '../../db/schema/calendar';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Omit<typeof appointments.$inferInsert, 'companyId'>;
export type AppointmentChanges = Partial<Omit<typeof appointments.$inferInsert, 'companyId' | 'id'>>;

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

  /** Every appointment overlapping [from, to), cancelled ones too (the sync compares both). */
  listAll(range: { from: Date; to: Date }): Promise<AppointmentRow[]> {
    return this.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, this.companyId),
          lt(appointments.startTime, range.to),
          gt(appointments.endTime, range.from),
        ),
      )
      .orderBy(asc(appointments.startTime), asc(appointments.id));
  }

  async count(): Promise<number> {
    return this.db.$count(appointments, and(eq(appointments.companyId, this.companyId), eq(appointments.status, 'confirmed')));
  }

  /** Remembers the remote copies of a deleted appointment, so the sync deletes them too. */
  async recordDeletion(row: AppointmentRow): Promise<void> {
    const remote = [
      ...(row.googleEventId ? [{ provider: 'google' as const, remoteId: row.googleEventId }] : []),
      ...(row.ghlAppointmentId ? [{ provider: 'ghl' as const, remoteId: row.ghlAppointmentId }] : []),
    ];
    if (remote.length === 0) return;
    await this.db
      .insert(appointmentDeletions)
      .values(remote.map((entry) => ({ ...entry, companyId: this.companyId })))
      .onConflictDoNothing();
  }

  async deletions(provider: 'google' | 'ghl'): Promise<Set<string>> {
    const rows = await this.db
      .select({ remoteId: appointmentDeletions.remoteId })
      .from(appointmentDeletions)
      .where(and(eq(appointmentDeletions.companyId, this.companyId), eq(appointmentDeletions.provider, provider)));
    return new Set(rows.map((row) => row.remoteId));
  }

  async forgetDeletions(provider: 'google' | 'ghl', remoteIds: string[]): Promise<void> {
    if (remoteIds.length === 0) return;
    await this.db
      .delete(appointmentDeletions)
      .where(
        and(
          eq(appointmentDeletions.companyId, this.companyId),
          eq(appointmentDeletions.provider, provider),
          inArray(appointmentDeletions.remoteId, remoteIds),
        ),
      );
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

  async remove(id: string): Promise<AppointmentRow | undefined> {
    const [removed] = await this.db
      .delete(appointments)
      .where(and(eq(appointments.companyId, this.companyId), eq(appointments.id, id)))
      .returning();
    return removed;
  }
}
