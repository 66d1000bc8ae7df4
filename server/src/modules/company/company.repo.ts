import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';

/** The caller's own company record. */
export class CompanyRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  async find() {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, this.companyId)).limit(1);
    return row;
  }
}
