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
  saved: 'Email configuration saved successfully!',
  saveFailed: 'Failed to save email configuration',
  required: 'Email Configuration Required',
  requiredHint: 'Save your SMTP settings to send booking confirmations and a test e-mail from your own address.',
  testSent: (email: string) => `Test email sent to ${email}!`,
} as const;

/** A stored password is never sent back; this stands in for it, and sent back means "keep it". */
export const SMTP_PASSWORD_PLACEHOLDER = '***configured***';
export const DEFAULT_SMTP_PORT = 587;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const port = z
  .union([z.number(), z.string().trim()])
  .refine((value) => value !== '', EMAIL_CONFIG_TEXTS.portRequired)
  .refine((value) => /^\d+$/.test(String(value)), EMAIL_CONFIG_TEXTS.portNumber)
  .transform(Number)
  .refine((value) => value >= 1 && value <= 65535, 'SMTP port must be between 1 and 65535');

/** The Integrations page's shape (camelCase), served at /api/v1/email-config and /api/email-config. */
export const emailConfigSchema = z.object({
  smtpHost: required(EMAIL_CONFIG_TEXTS.hostRequired).max(253),
  smtpPort: port,
  smtpUser: required(EMAIL_CONFIG_TEXTS.userRequired).max(254),
  smtpPassword: required(EMAIL_CONFIG_TEXTS.passwordRequired).max(500),
  senderEmail: required(EMAIL_CONFIG_TEXTS.senderEmailRequired).pipe(z.email(EMAIL_CONFIG_TEXTS.senderEmailInvalid).max(254)),
  senderName: required(EMAIL_CONFIG_TEXTS.senderNameRequired).max(120),
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
