import {
  INSTALL_STEPS,
  WIZARD_TEXTS,
  type DetectPlatformResponse,
  type GenerateCodeResponse,
  type VerifyIntegrationResponse,
} from '@frontdesk/contracts/integration-wizard';
import type { ChatPosition } from '@frontdesk/contracts/branding';
import { badRequest } from '../../platform/errors';
import { OutboundError, type Outbound } from '../../platform/outbound';
import { detect } from './platform-signatures';

const ATTRIBUTE_SAFE = /^[#a-zA-Z0-9_-]+$/;

/** The Integration wizard: what a site is built with, the snippet for it, and whether it is installed. */
export class IntegrationWizardService {
  constructor(private readonly deps: { outbound: Outbound; publicUrl: string }) {}

  async detectPlatform(websiteUrl: string): Promise<DetectPlatformResponse> {
    const page = await this.fetch(websiteUrl);
    const found = detect(page.text, page.headers);
    if (!found) return { platform: 'unknown', confidence: 0, adminUrl: null };
    return {
      platform: found.signature.platform,
      confidence: found.confidence,
      adminUrl: found.signature.admin(new URL(page.url).origin),
    };
  }

  generateCode(
    platform: string,
    companySlug: string,
    customization: { color?: string | undefined; position?: ChatPosition | undefined },
  ): GenerateCodeResponse {
    return { code: this.snippet(companySlug, customization), instructions: { steps: stepsFor(platform) } };
  }

  /** Fetches the site again and looks for this company's snippet. */
  async verify(websiteUrl: string, companySlug: string): Promise<VerifyIntegrationResponse> {
    const page = await this.fetch(websiteUrl);
    const scripts = [...page.text.matchAll(/<script\b[^>]*\bsrc=["'][^"']*\/widget\.js(?:\?[^"']*)?["'][^>]*>/gi)].map(
      (match) => match[0],
    );
    const companies = scripts.map((tag) => /\bdata-company=["']([^"']+)["']/i.exec(tag)?.[1]);
    if (companies.includes(companySlug)) return { success: true, details: { recommendations: [] } };
    const recommendations =
      scripts.length > 0
        ? [WIZARD_TEXTS.snippetOtherCompany]
        : [WIZARD_TEXTS.snippetMissing(page.url), WIZARD_TEXTS.pasteBeforeBody, WIZARD_TEXTS.clearCache, WIZARD_TEXTS.publish];
    return { success: false, details: { recommendations } };
  }

  private snippet(
    companySlug: string,
    customization: { color?: string | undefined; position?: ChatPosition | undefined },
  ): string {
    const attributes = [`src="${this.deps.publicUrl}/widget.js"`, `data-company="${companySlug}"`];
    // Only values that cannot break out of an attribute; the contracts' schemas already hold them to that.
    if (customization.color && ATTRIBUTE_SAFE.test(customization.color)) attributes.push(`data-color="${customization.color}"`);
    if (customization.position && ATTRIBUTE_SAFE.test(customization.position))
      attributes.push(`data-position="${customization.position}"`);
    return `<script ${attributes.join(' ')} async></script>`;
  }

  private async fetch(websiteUrl: string) {
    try {
      return await this.deps.outbound.fetchText(websiteUrl);
    } catch (error) {
      if (error instanceof OutboundError) throw badRequest(error.message, { websiteUrl: [error.message] });
      throw error;
    }
  }
}

function stepsFor(platform: string): string[] {
  return platform in INSTALL_STEPS ? INSTALL_STEPS[platform as keyof typeof INSTALL_STEPS] : INSTALL_STEPS.custom;
}
