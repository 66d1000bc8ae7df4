import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { authHook } from './platform/auth-hook';
import { systemClock, type Clock } from './platform/clock';
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler';
import { createMailer, type Mailer } from './platform/mailer';
import { RateLimiter } from './platform/rate-limit';
import { serveWebApp, wantsHtml } from './platform/static-web';
import { TokenService } from './platform/tokens';
import { AccountsRepo } from './modules/auth/accounts.repo';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { SessionsRepo } from './modules/auth/sessions.repo';
import { SessionsService } from './modules/auth/sessions.service';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { AdminUsersService } from './modules/admin-users/admin-users.service';
import { companyRoutes } from './modules/company/company.routes';
import { healthRoutes } from './modules/health/health.routes';
import { superAdminRoutes } from './modules/super-admin/super-admin.routes';
import { SuperAdminService } from './modules/super-admin/super-admin.service';
import { usersRoutes } from './modules/users/users.routes';
import { UsersService } from './modules/users/users.service';
import { AssistantConfigCache } from './assistant/assistant-config-cache';
import { AssistantService } from './assistant/assistant.service';
import { ConnectionTester } from './assistant/connection-tester';
import { KnowledgeIndexCache } from './assistant/knowledge-cache';
import { aiSettingsRoutes } from './modules/ai-settings/ai-settings.routes';
import { AiSettingsService } from './modules/ai-settings/ai-settings.service';
import { AiUsageService } from './modules/ai-usage/ai-usage.service';
import { knowledgeRoutes, knowledgeV1Routes } from './modules/knowledge/knowledge.routes';
import { KnowledgeService } from './modules/knowledge/knowledge.service';
import { promptsRoutes } from './modules/prompts/prompts.routes';
import { PromptsService } from './modules/prompts/prompts.service';
import { publicChatRoutes, publicChatUsersRoutes } from './modules/public-chat/public-chat.routes';
import { PublicChatService } from './modules/public-chat/public-chat.service';
import { CircuitBreakers } from './platform/circuit-breaker';
import { SecretBox } from './platform/crypto';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  /** Set by main.ts on SIGTERM so readiness fails while in-flight requests finish. */
  lifecycle?: { draining: boolean };
  /** Where log lines go (stdout when absent); tests read them to prove secrets stay out. */
  logStream?: NodeJS.WritableStream;
};

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole HTTP application without listening; tests drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const lifecycle = deps.lifecycle ?? { draining: false };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.api_key', '*.apiKey'],
        censor: '[redacted]',
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Frontdesk API', version: '1.0.0', description: 'Multi-tenant AI front desk' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const tokens = new TokenService(config.appSecret);
  const limiter = new RateLimiter(clock);
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, logger: app.log });
  const accounts = new AccountsRepo(database.db);
  const sessions = new SessionsService(new SessionsRepo(database.db), accounts, tokens, clock);
  const auth = new AuthService({ accounts, sessions, mailer, limiter, clock, publicUrl: config.publicUrl, logger: app.log });
  const users = new UsersService({ database, accounts, auth, sessions, clock });
  const adminUsers = new AdminUsersService({ database, accounts, clock });
  const superAdmin = new SuperAdminService({ db: database.db, accounts, sessions, limiter });
  await superAdmin.ensureConfigured(config.superAdmin);

  const knowledge = new KnowledgeService({ database, clock });
  const knowledgeIndexes = new KnowledgeIndexCache((companyId) => knowledge.rows(companyId), clock);
  knowledge.onChange((companyId) => knowledgeIndexes.invalidate(companyId));
  const prompts = new PromptsService({ database, clock });
  const aiSettings = new AiSettingsService({ database, clock, secrets: new SecretBox(config.appSecret), ai: config.ai });
  const usage = new AiUsageService({ database, logger: app.log });
  const timeoutMs = config.ai.timeoutMs;
  const assistant = new AssistantService({
    config: new AssistantConfigCache(aiSettings, prompts, clock),
    knowledge: knowledgeIndexes,
    breakers: new CircuitBreakers(clock),
    timeoutMs,
    logger: app.log,
  });
  const publicChat = new PublicChatService({
    database,
    assistant,
    settings: aiSettings,
    usage,
    limiter,
    clock,
    timeoutMs,
    rateLimits: config.chatRateLimits,
    logger: app.log,
  });
  const connectionTester = new ConnectionTester({ usage, timeoutMs, clock });

  await app.register(authHook, { resolvePrincipal: (token) => sessions.resolve(token) });
  await app.register(healthRoutes, { database, isDraining: () => lifecycle.draining });
  await app.register(authRoutes, { prefix: '/api/auth', auth, accounts, sessions });
  await app.register(usersRoutes, { prefix: '/api/users', users });
  await app.register(companyRoutes, { prefix: '/api/company', database });
  await app.register(adminUsersRoutes, { prefix: '/api/admin', adminUsers });
  await app.register(superAdminRoutes, { prefix: '/api/super-admin', superAdmin });
  await app.register(knowledgeRoutes, { prefix: '/api/company', knowledge });
  await app.register(knowledgeV1Routes, { prefix: '/api/v1', knowledge });
  await app.register(promptsRoutes, { prefix: '/api/company', prompts });
  await app.register(aiSettingsRoutes, { prefix: '/api/admin', settings: aiSettings, tester: connectionTester });
  await app.register(publicChatRoutes, { prefix: '/api/public-chat', chat: publicChat });
  await app.register(publicChatUsersRoutes, { prefix: '/api/admin', chat: publicChat });

  const webDist = config.webDist ? path.resolve(config.webDist) : defaultWebDist;
  const servesWeb = await serveWebApp(app, webDist);
  app.setNotFoundHandler((request, reply) => {
    if (servesWeb && wantsHtml(request.method, request.url, request.headers.accept)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: TEXTS.errors.notFound, code: ERROR_CODES.notFound });
  });
  app.addHook('onClose', async () => mailer.close());
  return app;
}
