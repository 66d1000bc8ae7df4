import { z } from 'zod';
import { CHAT_POSITIONS } from './branding';

export const WEBSITE_PLATFORMS = ['wordpress', 'joomla', 'drupal', 'shopify', 'wix', 'squarespace', 'webflow'] as const;
export type WebsitePlatform = (typeof WEBSITE_PLATFORMS)[number];
export type DetectedPlatform = WebsitePlatform | 'unknown';

export const PLATFORM_NAMES: Record<DetectedPlatform | 'custom', string> = {
  wordpress: 'WordPress',
  joomla: 'Joomla',
  drupal: 'Drupal',
  shopify: 'Shopify',
  wix: 'Wix',
  squarespace: 'Squarespace',
  webflow: 'Webflow',
  unknown: 'Unknown',
  custom: 'Custom HTML',
};

/** Where the widget snippet goes on each platform; the Integrations page's tabs show the first three. */
export const INSTALL_STEPS: Record<WebsitePlatform | 'custom', string[]> = {
  wordpress: [
    'Sign in to your WordPress admin (yoursite.com/wp-admin).',
    'Install and activate a header and footer plugin such as WPCode, or open Appearance → Theme File Editor.',
    'Paste the code into the footer section, or just before </body> in footer.php.',
    'Save, then open your site: the chat button appears in the corner.',
  ],
  joomla: [
    'Sign in to your Joomla administrator (yoursite.com/administrator).',
    'Go to System → Site Templates and open your template.',
    'Open index.php and paste the code just before </body>.',
    'Save and close, then open your site to see the chat button.',
  ],
  drupal: [
    'Sign in to your Drupal site as an administrator.',
    'Go to Appearance and open your theme’s html.html.twig file (or use an "Asset Injector" module).',
    'Paste the code just before </body>.',
    'Clear the cache under Configuration → Performance, then open your site.',
  ],
  shopify: [
    'In your Shopify admin, go to Online Store → Themes.',
    'Choose … → Edit code on your live theme and open layout/theme.liquid.',
    'Paste the code just before </body>.',
    'Save, then open your store to see the chat button.',
  ],
  wix: [
    'In your Wix dashboard, go to Settings → Custom Code (under Advanced).',
    'Click + Add Custom Code, paste the code and apply it to All pages.',
    'Place the code in Body - end and save.',
    'Publish your site, then open it to see the chat button.',
  ],
  squarespace: [
    'In your Squarespace site, go to Settings → Advanced → Code Injection.',
    'Paste the code into the Footer box.',
    'Save, then open your site to see the chat button.',
  ],
  webflow: [
    'Open your project in Webflow and go to Project Settings → Custom Code.',
    'Paste the code into the Footer Code box.',
    'Save, then publish your site and open it to see the chat button.',
  ],
  custom: [
    'Open the HTML of your website, or the template every page shares.',
    'Paste the code just before the closing </body> tag.',
    'Upload or publish the change, then open your site to see the chat button.',
  ],
};

export const WIZARD_TEXTS = {
  urlRequired: 'Please enter a website URL',
  notDetected: 'Could not detect platform. Please select manual integration.',
  detectFailed: 'Failed to detect platform',
  verifyFailed: 'Failed to verify integration',
  testIntegration: 'Code Installed, Test Integration',
  snippetMissing: (url: string) => `We could not find the Frontdesk chat code on ${url}.`,
  snippetOtherCompany: 'The chat code on your site belongs to another company’s assistant. Copy your own code again.',
  pasteBeforeBody: 'Paste the code just before </body>, on a template every page uses.',
  clearCache: 'If your site uses a cache or a caching plugin, clear it so visitors get the new page.',
  publish: 'If your site builder has drafts, publish the change.',
} as const;

const websiteUrl = z
  .string({ error: WIZARD_TEXTS.urlRequired })
  .trim()
  .min(1, WIZARD_TEXTS.urlRequired)
  .max(2000, 'The address is too long');
const companySlug = z.string().trim().min(1).max(120);

export const detectPlatformBodySchema = z.object({ websiteUrl });
export const detectPlatformResponseSchema = z.object({
  platform: z.enum([...WEBSITE_PLATFORMS, 'unknown']),
  confidence: z.number().min(0).max(100),
  adminUrl: z.string().nullable(),
});
export type DetectPlatformResponse = z.infer<typeof detectPlatformResponseSchema>;

export const generateCodeBodySchema = z.object({
  platform: z.enum([...WEBSITE_PLATFORMS, 'unknown', 'custom']),
  companySlug,
  customization: z
    .object({
      color: z
        .string()
        .trim()
        .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour in the form #RRGGBB'),
      position: z.enum(CHAT_POSITIONS),
    })
    .partial()
    .default({}),
});
export const generateCodeResponseSchema = z.object({ code: z.string(), instructions: z.object({ steps: z.array(z.string()) }) });
export type GenerateCodeResponse = z.infer<typeof generateCodeResponseSchema>;

export const verifyIntegrationBodySchema = z.object({ websiteUrl, companySlug });
export const verifyIntegrationResponseSchema = z.object({
  success: z.boolean(),
  details: z.object({ recommendations: z.array(z.string()) }),
});
export type VerifyIntegrationResponse = z.infer<typeof verifyIntegrationResponseSchema>;
