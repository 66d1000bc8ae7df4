import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installReadableZodErrors } from '@frontdesk/contracts/zod-messages';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { AssistantService } from './assistant/assistant.service';
import { authHook } from './platform/auth-hook';
import { ChangeBus } from './platform/change-bus';
import { systemClock, type Clock } from './platform/clock';
import { SecretBox } from './platform/crypto';
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler';
import { serializeError, serializeRequest } from './platform/log-serializers';
import { Jobs } from './platform/jobs';
import { MailOutbox } from './platform/mail-outbox';
import { createMailer, type Mailer } from './platform/mailer';
import { RateLimits } from './platform/rate-limits';
import { TenantReads } from './platform/tenant-reads';
import { TenantWrites } from './platform/tenant-writes';
import { BODY_LIMITS, guardRequestBodies } from './platform/request-body';
import { connectRedis, whenReady } from './platform/redis';
import { Outbound } from './platform/outbound';
import { registerSecurityHeaders } from './platform/security-headers';
import { serveWebApp } from './platform/static-web';
import { TokenService } from './platform/tokens';
import { AccountsService } from './modules/accounts/accounts.service';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { AdminUsersService } from './modules/admin-users/admin-users.service';
import { aiSettingsRoutes } from './modules/ai-settings/ai-settings.routes';
import { AiSettingsService } from './modules/ai-settings/ai-settings.service';
import { writeUsage, type UsageRecord } from './modules/ai-usage/ai-usage.repo';
import { AiUsageService } from './modules/ai-usage/ai-usage.service';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { brandingRoutes } from './modules/branding/branding.routes';
import { BrandingService } from './modules/branding/branding.service';
import { companyEmailRoutes, emailConfigRoutes } from './modules/company-email/company-email.routes';
import { CompanyEmailService } from './modules/company-email/company-email.service';
import { companyRoutes, companyV1Routes } from './modules/company/company.routes';
import { integrationWizardRoutes } from './modules/integration-wizard/integration-wizard.routes';
import { IntegrationWizardService } from './modules/integration-wizard/integration-wizard.service';
import { CompanyService } from './modules/company/company.service';
import { healthRoutes } from './modules/health/health.routes';
import { knowledgeRoutes } from './modules/knowledge/knowledge.routes';
import { KnowledgeService } from './modules/knowledge/knowledge.service';
import { promptsRoutes } from './modules/prompts/prompts.routes';
import { PromptsService } from './modules/prompts/prompts.service';
import { publicChatRoutes, publicChatUsersRoutes } from './modules/public-chat/public-chat.routes';
import { writeChat, type ChatWrite } from './modules/public-chat/public-chat.repo';
import { PublicChatService } from './modules/public-chat/public-chat.service';
import { SessionsService } from './modules/sessions/sessions.service';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { BookingLinks } from './modules/calendar/booking-links';
import { bookingRoutes } from './modules/calendar/booking.routes';
import { CalendarService } from './modules/calendar/calendar.service';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { AnalyticsService } from './modules/analytics/analytics.service';
import { BusinessChatService } from './modules/analytics/business-chat.service';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { OnboardingService } from './modules/onboarding/onboarding.service';
import { experimentsRoutes } from './modules/experiments/experiments.routes';
import { ExperimentsService } from './modules/experiments/experiments.service';
import { apiIntegrationsRoutes } from './modules/api-integrations/api-integrations.routes';
import { apiUsageRoutes } from './modules/api-usage/api-usage.routes';
import { ApiUsageService } from './modules/api-usage/api-usage.service';
import { billingRoutes, billingWebhookRoutes } from './modules/billing/billing.routes';
import { BillingService } from './modules/billing/billing.service';
import { StripeGateway } from './modules/billing/stripe-gateway';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { StatisticsService } from './modules/statistics/statistics.service';
import { voiceRoutes } from './modules/voice/voice.routes';
import { VoiceService } from './modules/voice/voice.service';
import { ApiIntegrationsService } from './modules/api-integrations/api-integrations.service';
import { CalendarConnectionsService } from './modules/calendar-connections/calendar-connections.service';
import { calendarConnectionsRoutes } from './modules/calendar-connections/calendar-connections.routes';
import { companyMessagesRoutes, operatorMessagesRoutes } from './modules/messages/messages.routes';
import { MessagesService } from './modules/messages/messages.service';
import { superAdminRoutes } from './modules/super-admin/super-admin.routes';
import { SuperAdminService } from './modules/super-admin/super-admin.service';
import { usersRoutes } from './modules/users/users.routes';
import { UsersService } from './modules/users/users.service';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  /** Set by main.ts on SIGTERM so readiness fails while in-flight requests finish. */
  lifecycle?: { draining: boolean };
  /** Where log lines go (stdout when absent); tests read them to prove secrets stay out. */
  logStream?: NodeJS.WritableStream;
  /** First retry delay of a mail that could not be sent (tests shorten it). */
  mailRetryDelaySeconds?: number;
};

const trustNearestProxies = (hops: number) => (_address: string, hop: number) => hop < hops;

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultWidgetFile = fileURLToPath(new URL('../../widget/dist/widget.js', import.meta.url));

/** Builds the whole HTTP application without listening; tests drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // A field a schema gives no message of its own is refused in words, naming it.
  installReadableZodErrors();
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
      serializers: { err: serializeError, req: serializeRequest },
    },
    // A hop count means: believe the nearest N proxies (Fastify types take it as a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustNearestProxies(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMITS.default,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  guardRequestBodies(app);

  const servedOverHttps = config.publicUrl.startsWith('https://');
  registerSecurityHeaders(app, servedOverHttps);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Frontdesk API', version: '1.0.0', description: 'Multi-tenant AI front desk' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const log = app.log;
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log, 'shared') : undefined;
  const subscriber = config.redisUrl ? await connectRedis(config.redisUrl, log, 'changes') : undefined;
  app.addHook('onClose', async () => {
    await Promise.all([redis?.quit().catch(() => undefined), subscriber?.quit().catch(() => undefined)]);
  });
  if (redis && subscriber) await Promise.all([whenReady(redis), whenReady(subscriber)]);
  const bus = redis && subscriber ? await ChangeBus.shared(redis, subscriber, log) : ChangeBus.local(log);
  const limits = new RateLimits(redis);

  const jobs = await Jobs.start(database, log);
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, logger: log });
  // Registered after Redis's hook so that it runs first: jobs finish before their connections go.
  app.addHook('onClose', async () => {
    // Well within main.ts's drain limit: a mail cut short is retried by the next worker.
    await jobs.stop(5_000);
    mailer.close();
  });
  const mail = await MailOutbox.start(jobs, mailer, { retryDelaySeconds: deps.mailRetryDelaySeconds });

  const tokens = new TokenService(config.appSecret);
  const secrets = new SecretBox(config.appSecret);
  const accounts = new AccountsService(database);
  const sessions = new SessionsService(database.db, accounts, tokens, clock);
  const knowledge = new KnowledgeService({ database, clock, bus });
  const auth = new AuthService({
    db: database.db,
    jobs,
    accounts,
    sessions,
    mail,
    knowledge,
    limits,
    clock,
    publicUrl: config.publicUrl,
    logger: log,
  });
  await auth.start();
  const users = new UsersService({ database, accounts, auth, sessions, limits, clock });
  const adminUsers = new AdminUsersService({ database, accounts, auth, limits, clock });
  const messages = new MessagesService({ database, accounts, limits, clock });
  const superAdmin = new SuperAdminService({ database, accounts, sessions, messages, limits, clock, bus });
  await superAdmin.ensureConfigured(config.superAdmin);
  const company = new CompanyService(database);

  const prompts = new PromptsService({ database, clock, bus });
  // Every module's small per-turn writes share one group commit per company (platform/tenant-writes.ts).
  const tenantWrites = new TenantWrites<{ chat: ChatWrite; usage: UsageRecord }>(database, {
    chat: writeChat,
    usage: writeUsage,
  });
  const aiUsage = new AiUsageService({ database, writes: tenantWrites, logger: log });
  // The assistant reads settings through these closures only when answering, after both exist.
  const assistant: AssistantService = new AssistantService({
    sources: {
      providerFor: (companyId) => aiSettings.providerFor(companyId),
      effectivePrompt: (companyId) => prompts.effective(companyId),
      knowledge: (companyId) => knowledge.forAssistant(companyId),
    },
    bus,
    usage: aiUsage,
    clock,
    timeoutMs: config.ai.timeoutMs,
    knowledgeCacheBytes: config.knowledgeCacheBytes,
    sentenceEncoder: config.sentenceEncoder,
    logger: log,
  });
  app.addHook('onClose', () => assistant.close());
  const aiSettings: AiSettingsService = new AiSettingsService({
    database,
    clock,
    bus,
    secrets,
    ai: config.ai,
    assistant,
    usage: aiUsage,
  });
  const outbound = new Outbound(config.outbound);
  // Every outbound call made for a company is recorded for its API Usage page.
  const apiUsage = new ApiUsageService({ database, clock, logger: log });
  const calls = (companyId: string) => apiUsage.recorder(companyId);
  const branding = new BrandingService({ database, clock, bus });
  const companyEmail = new CompanyEmailService({ database, clock, secrets, outbound, calls });
  const connections = new CalendarConnectionsService({
    database,
    clock,
    secrets,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    endpoints: { ...config.calendarSync, timeoutMs: config.outbound.timeoutMs },
    calls,
    logger: log,
  });
  const calendar = new CalendarService({
    database,
    clock,
    bus,
    accounts,
    email: companyEmail,
    jobs,
    connections,
    syncCron: config.calendarSync.cron,
    links: new BookingLinks(config.appSecret),
    publicUrl: config.publicUrl,
    logger: log,
  });
  await calendar.start();
  const apiIntegrations = new ApiIntegrationsService({ database, clock, secrets, outbound, calls });
  const voice = new VoiceService({
    database,
    clock,
    secrets,
    limits,
    ai: aiSettings,
    openaiBaseUrl: config.ai.baseUrl,
    elevenlabsBaseUrl: config.elevenlabsApiUrl,
    // Speech of a long answer takes longer than a model's first token.
    timeoutMs: Math.max(config.ai.timeoutMs, 30_000),
  });
  const wizard = new IntegrationWizardService({ outbound, publicUrl: config.publicUrl });
  const experiments = new ExperimentsService({ database, clock, branding });
  const publicChat = new PublicChatService({
    database,
    writes: tenantWrites,
    reads: new TenantReads(database),
    bus,
    assistant,
    branding,
    knowledge,
    calendar,
    experiments,
    voice,
    limits,
    clock,
    logger: app.log,
    rateLimits: config.chatRateLimits,
  });
  // Runs before the hooks registered earlier: answers still being written (a visitor who left
  // included) end and their writes are committed before the jobs and the database go.
  app.addHook('onClose', async () => {
    await publicChat.settled();
    await tenantWrites.settled();
  });

  const billing = new BillingService({
    database,
    clock,
    accounts,
    secrets,
    jobs,
    gateway: new StripeGateway({ apiUrl: config.billing.stripeApiUrl, timeoutMs: config.outbound.timeoutMs }),
    environmentKeys: { secretKey: config.billing.secretKey, webhookSecret: config.billing.webhookSecret },
    cron: config.billing.cron,
    publicUrl: config.publicUrl,
    calls,
    logger: log,
  });
  await billing.start();
  const statistics = new StatisticsService({ chat: publicChat, billing });
  const analytics = new AnalyticsService({ database, clock, calendar });
  const businessChat = new BusinessChatService({ analytics, assistant });
  const onboarding = new OnboardingService({ knowledge, analytics, calendar, aiSettings });

  await app.register(authHook, { resolvePrincipal: (token) => sessions.resolve(token) });
  await app.register(healthRoutes, { database, isDraining: () => lifecycle.draining });
  await app.register(authRoutes, { prefix: '/api/auth', auth, accounts, sessions });
  await app.register(usersRoutes, { prefix: '/api/users', users });
  await app.register(companyRoutes, { prefix: '/api/company', company });
  await app.register(companyV1Routes, { prefix: '/api/v1', company });
  await app.register(adminUsersRoutes, { prefix: '/api/admin', adminUsers });
  await app.register(superAdminRoutes, { prefix: '/api/super-admin', superAdmin });
  await app.register(companyMessagesRoutes, { prefix: '/api/company', messages });
  await app.register(calendarRoutes, { prefix: '/api/company', calendar });
  await app.register(calendarConnectionsRoutes, { prefix: '/api/company', connections });
  await app.register(bookingRoutes, { prefix: '/api/bookings', calendar });
  await app.register(operatorMessagesRoutes, { prefix: '/api/super-admin/messages', messages });
  await app.register(knowledgeRoutes, { prefix: '/api/company', knowledge });
  await app.register(promptsRoutes, { prefix: '/api/company', prompts });
  await app.register(aiSettingsRoutes, { prefix: '/api/admin', settings: aiSettings });
  await app.register(brandingRoutes, { prefix: '/api/admin', branding, company });
  await app.register(companyEmailRoutes, { prefix: '/api/company', email: companyEmail, accounts });
  for (const prefix of ['/api/v1', '/api']) await app.register(emailConfigRoutes, { prefix, email: companyEmail, accounts });
  await app.register(voiceRoutes, { prefix: '/api/company', voice });
  await app.register(apiUsageRoutes, { prefix: '/api/company', usage: apiUsage });
  await app.register(apiIntegrationsRoutes, { prefix: '/api/integrations', integrations: apiIntegrations });
  await app.register(integrationWizardRoutes, { prefix: '/api/v2/integration-wizard', wizard, company });
  await app.register(publicChatRoutes, {
    prefix: '/api/public-chat',
    chat: publicChat,
    ownOrigin: new URL(config.publicUrl).origin,
  });
  await app.register(billingRoutes, { prefix: '/api/billing', billing });
  await app.register(billingWebhookRoutes, { prefix: '/api/billing', billing });
  await app.register(statisticsRoutes, { prefix: '/api', statistics });
  await app.register(publicChatUsersRoutes, { prefix: '/api/admin', chat: publicChat });
  await app.register(analyticsRoutes, { prefix: '/api/admin', analytics, businessChat, limits });
  await app.register(experimentsRoutes, { prefix: '/api/admin', experiments });
  await app.register(onboardingRoutes, { prefix: '/api/company', onboarding });

  await serveWebApp(app, {
    webDist: config.webDist ? path.resolve(config.webDist) : defaultWebDist,
    widgetFile: config.widgetFile ? path.resolve(config.widgetFile) : defaultWidgetFile,
    servedOverHttps,
    framingOf: (slug) => publicChat.embeddingDomains(slug),
  });
  return app;
}
