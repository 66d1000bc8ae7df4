import { BRAND_DEFAULTS, type BrandSettings } from '@frontdesk/contracts/branding';
import type { DatabaseHandle } from '../../db/client';
import { CompanyRowRepo } from '../../db/company-row';
import { brandSettings } from '../../db/schema/branding';
import { withTenant } from '../../db/tenant';
import type { ChangeBus } from '../../platform/change-bus';
import type { Clock } from '../../platform/clock';
import { CompanyCache } from '../../platform/company-cache';

/** How a company's chat looks and where it may be embedded (the Integrations page's Brand Customization). */
type BrandRow = typeof brandSettings.$inferSelect;

export class BrandingService {
  // Read by every chat page, widget and embedded chat turn; written only from the Integrations page.
  private readonly rows: CompanyCache<{ row: BrandRow | undefined }>;

  constructor(private readonly deps: { database: DatabaseHandle; clock: Clock; bus: ChangeBus }) {
    this.rows = new CompanyCache(
      async (companyId) => ({
        row: await withTenant(deps.database, companyId, (db) => new CompanyRowRepo(db, brandSettings, companyId).get()),
      }),
      { bus: deps.bus, topics: ['brand'], ttlMs: 10 * 60_000 },
    );
  }

  /** The settings, with the company's own name where no display name is set. */
  async get(companyId: string, companyName: string): Promise<BrandSettings> {
    return view((await this.rows.get(companyId)).row, companyName);
  }

  async save(companyId: string, companyName: string, settings: BrandSettings): Promise<BrandSettings> {
    const values = {
      primaryColor: settings.primary_color.toUpperCase(),
      secondaryColor: settings.secondary_color.toUpperCase(),
      logoUrl: settings.logo_url,
      // The company's own name is the default, so it is not stored as a display name.
      displayName: settings.company_name === companyName ? '' : settings.company_name,
      welcomeMessage: settings.welcome_message,
      chatPosition: settings.chat_position,
      chatSize: settings.chat_size,
      allowedDomains: [...new Set(settings.allowed_domains)],
    };
    await withTenant(this.deps.database, companyId, (db) =>
      new CompanyRowRepo(db, brandSettings, companyId).save(values, this.deps.clock.now()),
    );
    await this.deps.bus.publish('brand', companyId);
    return this.get(companyId, companyName);
  }

  /** Only the chat's welcome message (an A/B test's winner kept). */
  async setWelcomeMessage(companyId: string, message: string): Promise<void> {
    await withTenant(this.deps.database, companyId, (db) =>
      new CompanyRowRepo(db, brandSettings, companyId).save({ welcomeMessage: message }, this.deps.clock.now()),
    );
    await this.deps.bus.publish('brand', companyId);
  }

  /**
   * Whether a page of this origin may embed the company's chat or call its public API: any site
   * unless the company listed its domains (a listed domain also allows its subdomains).
   */
  allowsEmbedding(settings: Pick<BrandSettings, 'allowed_domains'>, origin: string): boolean {
    if (settings.allowed_domains.length === 0) return true;
    let host: string;
    try {
      host = new URL(origin).hostname.toLowerCase();
    } catch {
      return false;
    }
    return settings.allowed_domains.some((domain) => {
      const bare = domain.replace(/^\*\./, '');
      return host === bare || host.endsWith(`.${bare}`);
    });
  }
}

function view(row: BrandRow | undefined, companyName: string): BrandSettings {
  return {
    primary_color: row?.primaryColor ?? BRAND_DEFAULTS.primary_color,
    secondary_color: row?.secondaryColor ?? BRAND_DEFAULTS.secondary_color,
    logo_url: row?.logoUrl ?? '',
    company_name: row?.displayName || companyName,
    welcome_message: row?.welcomeMessage ?? BRAND_DEFAULTS.welcome_message,
    chat_position: row?.chatPosition ?? BRAND_DEFAULTS.chat_position,
    chat_size: row?.chatSize ?? BRAND_DEFAULTS.chat_size,
    allowed_domains: row?.allowedDomains ?? [],
  };
}
