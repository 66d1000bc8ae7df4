import { z } from 'zod';

/** Document 001, section 5 (integrations-page e-mail configuration) and section 8. */
export const EMAIL_CONFIG_TEXTS = {
  hostRequired: 'SMTP host is required',
  portRequired: 'SMTP port is required',
  portNumber: 'SMTP port must be a number',
  userRequired: 'SMTP username is required',
  passwordRequired: 'SMTP password is required',
  senderEmailRequired: 'Sender email is required',
  senderEmailInvalid: 'Invalid email format',
  senderNameRequired: 'Sender name is required',
  hostInvalid: 'SMTP host must be a host name or an IP address, like smtp.example.com',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  saved: 'Email configuration saved successfully!',
  saveFailed: 'Failed to save email configuration',
  required: 'Email Configuration Required',
  requiredHint: 'Save your SMTP settings to send booking confirmations and a test e-mail from your own address.',
  testSent: (email: string) => `Test email sent to ${email}!`,
} as const;

/** A stored password is never sent back; this stands in for it, and sent back means "keep it". */
export const SMTP_PASSWORD_PLACEHOLDER = '***configured***';
export const DEFAULT_SMTP_PORT = 587;

// The schema's own error covers a missing or non-text value; its length gets a message of its own.
const required = (message: string, label: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: EMAIL_CONFIG_TEXTS.tooLong(label, max), abort: true });
// Letters, digits, dots and hyphens (a name, or an IPv4 address), or an IPv6 address without
// brackets: nothing a mail connection could not dial.
const HOST = /^[A-Za-z0-9.-]+$|^[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*$/;
const port = z
  .union([z.number(), z.string().trim()])
  .refine((value) => value !== '', EMAIL_CONFIG_TEXTS.portRequired)
  .refine((value) => /^\d+$/.test(String(value)), EMAIL_CONFIG_TEXTS.portNumber)
  .transform(Number)
  .refine((value) => value >= 1 && value <= 65535, 'SMTP port must be between 1 and 65535');

/** The Integrations page's shape (camelCase), served at /api/v1/email-config and /api/email-config. */
export const emailConfigSchema = z.object({
  smtpHost: required(EMAIL_CONFIG_TEXTS.hostRequired, 'SMTP host', 253).regex(HOST, EMAIL_CONFIG_TEXTS.hostInvalid),
  smtpPort: port,
  smtpUser: required(EMAIL_CONFIG_TEXTS.userRequired, 'SMTP username', 254),
  smtpPassword: required(EMAIL_CONFIG_TEXTS.passwordRequired, 'SMTP password', 500),
  senderEmail: required(EMAIL_CONFIG_TEXTS.senderEmailRequired, 'Sender email', 254).pipe(
    z.email(EMAIL_CONFIG_TEXTS.senderEmailInvalid),
  ),
  senderName: required(EMAIL_CONFIG_TEXTS.senderNameRequired, 'Sender name', 120),
});
export type EmailConfigInput = z.input<typeof emailConfigSchema>;
export type EmailConfig = z.output<typeof emailConfigSchema>;

/** The Google Integrations page's shape (snake_case), served at /api/company/email-config. */
export const companyEmailConfigSchema = z.object({
  smtp_host: emailConfigSchema.shape.smtpHost,
  smtp_port: emailConfigSchema.shape.smtpPort,
  smtp_user: emailConfigSchema.shape.smtpUser,
  smtp_password: emailConfigSchema.shape.smtpPassword,
  sender_email: emailConfigSchema.shape.senderEmail,
  sender_name: emailConfigSchema.shape.senderName,
});
export type CompanyEmailConfig = z.output<typeof companyEmailConfigSchema>;

/** What GET answers on /api/company/email-config: the defaults when nothing is saved yet. */
export const companyEmailConfigResponseSchema = companyEmailConfigSchema.extend({
  smtp_port: z.number(),
  smtp_host: z.string(),
  smtp_user: z.string(),
  smtp_password: z.string(),
  sender_email: z.string(),
  sender_name: z.string(),
  is_configured: z.boolean(),
});

export const emailConfigResponseSchema = emailConfigSchema.extend({ smtpPort: z.number() });
export const saveEmailConfigResponseSchema = z.object({ message: z.string(), config: emailConfigResponseSchema });
export const saveCompanyEmailConfigResponseSchema = z.object({ message: z.string(), config: companyEmailConfigResponseSchema });
