import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z
    .union([z.literal(''), z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')])
    .optional(),
  DATA_DIR: z.string().default('./data'),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Frontdesk <no-reply@frontdesk.local>'),
  SUPER_ADMIN_EMAIL: z.email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(8, 'SUPER_ADMIN_PASSWORD must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        context.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  WEB_DIST: z.string().optional(),
  WIDGET_FILE: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  KNOWLEDGE_CACHE_MB: z.coerce.number().int().min(1).max(16_384).default(16),
  SENTENCE_ENCODER: z.enum(['on', 'off']).default('on'),
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  OUTBOUND_ALLOWED_PRIVATE: z
    .string()
    .default('')
    .transform((value, context) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => !isAddressOrNetwork(entry));
      if (bad.length > 0)
        context.addIssue({
          code: 'custom',
          message: `OUTBOUND_ALLOWED_PRIVATE: not an IP address or network: ${bad.join(', ')}`,
        });
      return entries;
    }),
  GOOGLE_OAUTH_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_API_URL: z.url().default('https://www.googleapis.com/'),
  GHL_API_URL: z.url().default('https://services.leadconnectorhq.com'),
  CALENDAR_SYNC_CRON: z.string().default('*/15 * * * *'),
  ELEVENLABS_API_URL: z.url().default('https://api.elevenlabs.io'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().optional(),
  BILLING_CRON: z.string().default('15 0 * * *'),
  CHAT_RATE_LIMIT_PER_VISITOR: z.coerce.number().int().min(1).default(20),
  CHAT_RATE_LIMIT_PER_COMPANY: z.coerce.number().int().min(1).default(600),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  /** Shared rate limits and change announcements between instances; unset, one instance keeps them in memory. */
  redisUrl: string | undefined;
  dataDir: string;
  appSecret: string;
  mail: { smtpUrl: string | undefined; from: string };
  superAdmin: { email: string; password: string } | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Which proxies' X-Forwarded-For to believe: none, the nearest N hops, or these addresses and networks. */
  trustProxy: false | number | string[];
  webDist: string | undefined;
  widgetFile: string | undefined;
  /** The operator's model server, used by every company that has no key of its own. */
  ai: { apiKey: string | undefined; baseUrl: string | undefined; model: string | undefined; timeoutMs: number };
  /** Memory for the companies' built knowledge indexes; the least recently asked are rebuilt when needed. */
  knowledgeCacheBytes: number;
  /** Whether the entries a model is handed are ranked by meaning too (a sentence encoder in a worker thread). */
  sentenceEncoder: boolean;
  /** ElevenLabs' address for premium speech (a local server in tests). */
  elevenlabsApiUrl: string;
  /** Fetches of addresses users give (their website, their SMTP server): time limit, and private addresses allowed anyway. */
  outbound: { timeoutMs: number; allowedPrivate: string[] };
  /** Public chat messages allowed per minute, per visitor and per company. */
  chatRateLimits: { perVisitor: number; perCompany: number };
  /** Stripe's keys from the environment (the operator's saved keys override them), its address, and when bills open. */
  billing: { secretKey: string | undefined; webhookSecret: string | undefined; stripeApiUrl: string | undefined; cron: string };
  /** Google's and GoHighLevel's addresses (local servers in tests), and when every company's calendar syncs. */
  calendarSync: { googleAuthUrl: string; googleTokenUrl: string; googleApiUrl: string; ghlApiUrl: string; cron: string };
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
    redisUrl: e.REDIS_URL || undefined,
    dataDir,
    appSecret: e.APP_SECRET ?? loadOrCreateSecret(dataDir),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    superAdmin,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    widgetFile: e.WIDGET_FILE,
    ai: { apiKey: e.OPENAI_API_KEY || undefined, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL, timeoutMs: e.AI_TIMEOUT_MS },
    knowledgeCacheBytes: e.KNOWLEDGE_CACHE_MB * 1024 * 1024,
    sentenceEncoder: e.SENTENCE_ENCODER === 'on',
    outbound: { timeoutMs: e.OUTBOUND_TIMEOUT_MS, allowedPrivate: e.OUTBOUND_ALLOWED_PRIVATE },
    elevenlabsApiUrl: e.ELEVENLABS_API_URL.replace(/\/$/, ''),
    chatRateLimits: { perVisitor: e.CHAT_RATE_LIMIT_PER_VISITOR, perCompany: e.CHAT_RATE_LIMIT_PER_COMPANY },
    billing: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      stripeApiUrl: e.STRIPE_API_URL,
      cron: e.BILLING_CRON,
    },
    calendarSync: {
      googleAuthUrl: e.GOOGLE_OAUTH_AUTH_URL,
      googleTokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
      googleApiUrl: e.GOOGLE_API_URL.endsWith('/') ? e.GOOGLE_API_URL : `${e.GOOGLE_API_URL}/`,
      ghlApiUrl: e.GHL_API_URL.replace(/\/$/, ''),
      cron: e.CALENDAR_SYNC_CRON,
    },
  };
}

/**
 * TRUST_PROXY: `false`, a hop count (`1` behind one load balancer) or proxy addresses and networks
 * (`10.0.0.0/8,192.168.1.10`). `true` would believe any X-Forwarded-For a client sends and let it
 * choose its own address for every per-address limit, so it is refused. Returns a message when bad.
 */
function parseTrustProxy(value: string): false | number | string[] | string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') {
    return 'TRUST_PROXY=true would trust any X-Forwarded-For header a client sends; set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)';
  }
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops === 0 ? false : hops <= 10 ? hops : 'TRUST_PROXY: at most 10 proxy hops';
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (bad.length > 0) return `TRUST_PROXY: not an IP address or network: ${bad.join(', ')}`;
  return entries;
}

function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
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
