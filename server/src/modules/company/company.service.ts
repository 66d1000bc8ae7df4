import type { CompanyInfoResponse } from '@frontdesk/contracts/company';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { notFound } from '../../platform/errors';
import { CompanyRepo } from './company.repo';

/** The caller's own company as the product shows it: public chat slug and company info. */
export class CompanyService {
  constructor(private readonly database: DatabaseHandle) {}

  /** The slug of the caller's company; another company's id is answered exactly like an unknown one. */
  async slug(companyId: string, requestedId: string): Promise<string> {
    if (requestedId !== companyId) throw notFound(TEXTS.superAdmin.companyNotFound);
    return (await this.find(companyId)).slug;
  }

  async slugOf(companyId: string): Promise<string> {
    return (await this.find(companyId)).slug;
  }

  async name(companyId: string): Promise<string> {
    return (await this.find(companyId)).name;
  }

  /** GET /api/company/info: one item describing the company (title, type, slug). */
  async info(companyId: string): Promise<CompanyInfoResponse> {
    const company = await this.find(companyId);
    return [{ company_title: company.name, company_type: company.companyType, slug: company.slug, company_id: company.id }];
  }

  private async find(companyId: string) {
    const company = await withTenant(this.database, companyId, (db) => new CompanyRepo(db, companyId).find());
    if (!company) throw notFound(TEXTS.superAdmin.companyNotFound);
    return company;
  }
}
