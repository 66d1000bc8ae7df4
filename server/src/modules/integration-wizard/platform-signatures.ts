import type { WebsitePlatform } from '@frontdesk/contracts/integration-wizard';

/** Traces a site builder leaves in a page: in its HTML, or in a response header. */
type Signature = { platform: WebsitePlatform; html: RegExp[]; headers: [string, RegExp][]; admin: (origin: string) => string };

export const SIGNATURES: Signature[] = [
  {
    platform: 'wordpress',
    html: [/<meta[^>]+generator[^>]+WordPress/i, /\/wp-content\//i, /\/wp-includes\//i, /wp-json/i],
    headers: [['link', /api\.w\.org/i]],
    admin: (origin) => `${origin}/wp-admin/`,
  },
  {
    platform: 'joomla',
    html: [/<meta[^>]+generator[^>]+Joomla/i, /\/media\/(?:jui|system)\/js\//i, /\/components\/com_/i, /Joomla!/],
    headers: [],
    admin: (origin) => `${origin}/administrator/`,
  },
  {
    platform: 'drupal',
    html: [
      /<meta[^>]+generator[^>]+Drupal/i,
      /\/sites\/(?:default|all)\/(?:files|themes|modules)\//i,
      /drupalSettings|Drupal\.settings/,
    ],
    headers: [
      ['x-generator', /Drupal/i],
      ['x-drupal-cache', /./],
    ],
    admin: (origin) => `${origin}/user/login`,
  },
  {
    platform: 'shopify',
    html: [/cdn\.shopify\.com/i, /Shopify\.theme/, /shopify-section/i],
    headers: [
      ['x-shopid', /./],
      ['x-shopify-stage', /./],
    ],
    admin: () => 'https://admin.shopify.com/',
  },
  {
    platform: 'wix',
    html: [/static\.parastorage\.com/i, /static\.wixstatic\.com/i, /<meta[^>]+generator[^>]+Wix\.com/i],
    headers: [['x-wix-request-id', /./]],
    admin: () => 'https://manage.wix.com/',
  },
  {
    platform: 'squarespace',
    html: [/static1\.squarespace\.com/i, /Static\.SQUARESPACE_CONTEXT/, /<!-- This is Squarespace\. -->/i],
    headers: [['server', /Squarespace/i]],
    admin: (origin) => `${origin}/config`,
  },
  {
    platform: 'webflow',
    html: [
      /data-wf-page=/i,
      /data-wf-site=/i,
      /assets\.website-files\.com|cdn\.prod\.website-files\.com/i,
      /<meta[^>]+generator[^>]+Webflow/i,
    ],
    headers: [],
    admin: () => 'https://webflow.com/dashboard',
  },
];

/** The platform with the most traces, and how sure that is (each trace adds; two or more are near certain). */
export function detect(html: string, headers: Record<string, string>): { signature: Signature; confidence: number } | null {
  let best: { signature: Signature; confidence: number } | null = null;
  for (const signature of SIGNATURES) {
    const traces =
      signature.html.filter((pattern) => pattern.test(html)).length +
      signature.headers.filter(([name, pattern]) => pattern.test(headers[name] ?? '')).length;
    if (traces === 0) continue;
    const confidence = Math.min(98, 55 + traces * 15);
    if (!best || confidence > best.confidence) best = { signature, confidence };
  }
  return best;
}
