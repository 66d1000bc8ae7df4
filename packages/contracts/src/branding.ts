import { z } from 'zod';
import { CHAT_POSITIONS, CHAT_SIZES } from './brand-defaults';

// The defaults live in a zod-free file (the visitor's chat page reads them); kept importable from here.
export { BRAND_DEFAULTS, CHAT_POSITIONS, CHAT_SIZES, type ChatPosition, type ChatSize } from './brand-defaults';

export const BRAND_TEXTS = {
  saved: 'Brand settings saved successfully!',
  saveFailed: 'Failed to save brand settings',
  colorFormat: 'Use a colour in the form #RRGGBB, e.g. #4F46E5',
  logoFormat: 'The logo must be an https:// address of an image',
  domainFormat: 'Enter a domain such as example.com or shop.example.com',
} as const;

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, BRAND_TEXTS.colorFormat);

/** A pasted web address (https://shop.example.com/) stands for its host name; anything else is kept as typed. */
function hostOfAddress(value: string): string {
  if (!/^[a-z][a-z\d+.-]*:\/\//.test(value)) return value;
  try {
    return new URL(value).hostname;
  } catch {
    return value;
  }
}

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .overwrite(hostOfAddress)
  .regex(/^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$|^localhost$/, BRAND_TEXTS.domainFormat);

export const brandSettingsSchema = z.object({
  primary_color: hexColor,
  secondary_color: hexColor,
  logo_url: z.union([z.literal(''), z.url({ protocol: /^https$/, error: BRAND_TEXTS.logoFormat }).max(500)]),
  /** The name shown on the chat; the company's own name when left empty. */
  company_name: z.string().trim().max(120, 'The name must be at most 120 characters'),
  welcome_message: z
    .string()
    .trim()
    .min(1, 'Please write a welcome message')
    .max(500, 'The welcome message must be at most 500 characters'),
  chat_position: z.enum(CHAT_POSITIONS),
  chat_size: z.enum(CHAT_SIZES),
  /** Sites allowed to embed the chat; empty means any site. */
  allowed_domains: z.array(domain).max(20, 'At most 20 domains'),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

export const saveBrandSettingsResponseSchema = z.object({ message: z.string(), settings: brandSettingsSchema });
