import type { Database } from '../db/client';
import { auditLog } from '../db/schema/platform';

export type AuditEntry = {
  actorType: 'user' | 'super_admin' | 'system';
  actorId: string | null;
  companyId: string | null;
  action: string;
  details?: Record<string, unknown>;
  ip?: string | null;
};

/** Appends to the audit trail: who did what to which company, for actions that need a record. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {}, ip: entry.ip ?? null });
}
