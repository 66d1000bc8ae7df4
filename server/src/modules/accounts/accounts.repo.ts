import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyTypes } from '../../db/schema/companies';
import { superAdmins, userPermissions, users } from '../../db/schema/users';
import { terms } from '../../db/schema/platform';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SuperAdminRow = typeof superAdmins.$inferSelect;
/** A company with the plan it pays for. */
export type CompanyPlanRow = {
  id: string;
  name: string;
  companyType: string;
  planName: string | null;
  monthlyCostCents: number | null;
  isBlocked: boolean;
};

/**
 * Identity queries across all companies: sign-in and sign-up run before a company is known (an
 * e-mail address is looked up across all companies), so this is the one repository that is not
 * tenant-scoped by design.
 */
export class AccountsRepo {
  constructor(private readonly db: Database) {}

  async findUserByEmail(email: string): Promise<{ user: UserRow; company: CompanyRow } | undefined> {
    const [row] = await this.db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.email, email))
      .limit(1);
    return row;
  }

  async findUserWithCompany(userId: string): Promise<{ user: UserRow; company: CompanyRow } | undefined> {
    const [row] = await this.db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** Whether a company user or a super admin has the address: one address, one account, whichever sign-in it uses. */
  async isEmailTaken(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .unionAll(this.db.select({ id: superAdmins.id }).from(superAdmins).where(eq(superAdmins.email, email)))
      .limit(1);
    return Boolean(row);
  }

  async isSlugTaken(slug: string): Promise<boolean> {
    const [row] = await this.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)).limit(1);
    return Boolean(row);
  }

  async findCompanyById(id: string): Promise<CompanyRow | undefined> {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, id)).limit(1);
    return row;
  }

  /** The plan of one company, or of every company when no id is given. */
  async companyPlans(id?: string): Promise<CompanyPlanRow[]> {
    return this.db
      .select({
        id: companies.id,
        name: companies.name,
        companyType: companies.companyType,
        planName: companyTypes.name,
        monthlyCostCents: companyTypes.monthlyCostCents,
        isBlocked: companies.isBlocked,
      })
      .from(companies)
      .leftJoin(companyTypes, eq(companyTypes.type, companies.companyType))
      .where(id === undefined ? undefined : eq(companies.id, id))
      .orderBy(asc(companies.createdAt), asc(companies.id));
  }

  async listCompanyTypes() {
    return this.db.select().from(companyTypes).orderBy(asc(companyTypes.sortOrder), asc(companyTypes.type));
  }

  async companyTypeExists(type: string): Promise<boolean> {
    const [row] = await this.db
      .select({ type: companyTypes.type })
      .from(companyTypes)
      .where(eq(companyTypes.type, type))
      .limit(1);
    return Boolean(row);
  }

  async latestTerms(): Promise<string | undefined> {
    const [row] = await this.db.select({ content: terms.content }).from(terms).orderBy(desc(terms.id)).limit(1);
    return row?.content;
  }

  /** Run inside a transaction (AccountsService), so neither exists without the other. */
  async addTerms(content: string, updatedBy: string, now: Date): Promise<void> {
    await this.db.insert(terms).values({ content, updatedBy, createdAt: now });
  }

  async setCompanyBlocked(id: string, isBlocked: boolean, now: Date): Promise<CompanyRow | undefined> {
    const [row] = await this.db.update(companies).set({ isBlocked, updatedAt: now }).where(eq(companies.id, id)).returning();
    return row;
  }

  async insertCompanyWithAdmin(company: typeof companies.$inferInsert, admin: typeof users.$inferInsert): Promise<void> {
    await this.db.insert(companies).values(company);
    await this.db.insert(users).values(admin);
  }

  async markEmailVerified(userId: string, now: Date): Promise<void> {
    await this.db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
  }

  /** Swaps in a verified new address; false when someone else took it meanwhile. */
  async confirmPendingEmail(userId: string, email: string, now: Date): Promise<boolean> {
    const taken = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), sql`${users.id} <> ${userId}`))
      .limit(1);
    if (taken.length > 0) return false;
    const updated = await this.db
      .update(users)
      .set({ email, pendingEmail: null, emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.pendingEmail, email)))
      .returning({ id: users.id });
    return updated.length > 0;
  }

  /** A password the user chose themselves (a reset link): any temporary one is gone. */
  async setPassword(userId: string, passwordHash: string, now: Date): Promise<void> {
    await this.db.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: now }).where(eq(users.id, userId));
  }

  async permissionsOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ permission: userPermissions.permission })
      .from(userPermissions)
      .where(eq(userPermissions.userId, userId));
    return rows.map((row) => row.permission);
  }

  async findSuperAdminByEmail(email: string): Promise<SuperAdminRow | undefined> {
    const [row] = await this.db.select().from(superAdmins).where(eq(superAdmins.email, email)).limit(1);
    return row;
  }

  async findSuperAdminById(id: string): Promise<SuperAdminRow | undefined> {
    const [row] = await this.db.select().from(superAdmins).where(eq(superAdmins.id, id)).limit(1);
    return row;
  }

  async insertSuperAdmin(row: typeof superAdmins.$inferInsert): Promise<void> {
    await this.db.insert(superAdmins).values(row).onConflictDoNothing();
  }
}
