import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Frontdesk <no-reply@frontdesk.local>'),
  SUPER_ADMIN_EMAIL: z.email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(8, 'SUPER_ADMIN_PASSWORD must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  WEB_DIST: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CHAT_RATE_LIMIT_PER_VISITOR: z.coerce.number().int().min(1).default(20),
  CHAT_RATE_LIMIT_PER_COMPANY: z.coerce.number().int().min(1).default(600),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  appSecret: string;
  mail: { smtpUrl: string | undefined; from: string };
  superAdmin: { email: string; password: string } | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  webDist: string | undefined;
  /** The operator's model server, used by every company that has no key of its own. */
  ai: { apiKey: string | undefined; baseUrl: string | undefined; model: string | undefined; timeoutMs: number };
  /** Public chat messages allowed per minute, per visitor and per company. */
  chatRateLimits: { perVisitor: number; perCompany: number };
};

/** Parses every environment variable once; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const database = e.DATABASE_URL
    ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } as const);
  if (e.NODE_ENV === 'production' && !e.APP_SECRET) {
    throw new Error('Invalid configuration:\n  APP_SECRET: required when NODE_ENV=production');
  }
  const superAdmin =
    e.SUPER_ADMIN_EMAIL && e.SUPER_ADMIN_PASSWORD
      ? { email: e.SUPER_ADMIN_EMAIL.toLowerCase(), password: e.SUPER_ADMIN_PASSWORD }
      : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database,
    dataDir,
    appSecret: e.APP_SECRET ?? loadOrCreateSecret(dataDir),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    superAdmin,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    ai: { apiKey: e.OPENAI_API_KEY || undefined, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL, timeoutMs: e.AI_TIMEOUT_MS },
    chatRateLimits: { perVisitor: e.CHAT_RATE_LIMIT_PER_VISITOR, perCompany: e.CHAT_RATE_LIMIT_PER_COMPANY },
  };
}

/** The embedded default keeps a generated secret in DATA_DIR so tokens and secrets survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
