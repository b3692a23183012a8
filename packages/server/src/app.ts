import { GATEWAY_PREFIX } from '@csi/contract';
import compress from '@fastify/compress';
import { REPLY_BROTLI_OPTIONS } from './lib/replyBrotliOptions';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { ServerConfig, ServerTimeouts } from './config';
import { createDatabase } from './db/createDatabase';
import { registerCoreModules } from './modules/core';
import { registerPlatformModules } from './modules/platform';
import { refuseSimulatedPayments } from './modules/payments/refuseSimulatedPayments';
import { resolveMpesaMode } from './modules/payments/mpesa/resolveMpesaMode';
import { authPlugin } from './plugins/auth';
import { createBackgroundTasks } from './plugins/backgroundTasks';
import './plugins/context';
import { refuseNul } from './lib/refuseNul';
import { trustProxyOption } from './lib/clientAddress';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/jsonBody';
import { createMailer } from './plugins/mailer';
import { createMemoryRateLimiter, createRedisRateLimiter } from './plugins/rateLimiter';
import { readinessRoutes } from './plugins/readiness';
import { registerIdleTimeout } from './plugins/idleTimeout';
import { genRequestId, registerRequestId } from './plugins/requestId';
import { registerOpenApi } from './openapi/registerOpenApi';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { serviceHandlers } from './services/serviceHandlers';
import { securityTxtRoutes } from './plugins/securityTxt';
import { registerSite } from './plugins/site';
import { createTokenService, loadJwtSecret } from './plugins/tokens';
import { ensurePrivateDir } from './lib/ensurePrivateDir';
import { createSecretBox } from './secrets/createSecretBox';
import { loadSecretsKey } from './secrets/loadSecretsKey';
import { sealStoredSecrets } from './secrets/sealStoredSecrets';

/** Options of buildApp beyond the configuration. */
export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * Node's timeouts for the HTTP server. Node checks the headers and request deadlines on a timer
 * (connectionsCheckingInterval, 30 s by default); it runs often enough here that a deadline is kept to within a
 * quarter of the shorter one, at most a second late.
 */
function httpServerOptions(timeouts: ServerTimeouts) {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: Math.max(1, Math.min(1_000, Math.floor(timeouts.headersMs / 4))),
  };
}

/** Builds the whole server from its configuration; `main.ts` starts it, tests inject into it. */
export async function buildApp(config: ServerConfig, { logStream }: BuildOptions = {}): Promise<FastifyInstance> {
  refuseSimulatedPayments(config);
  resolveMpesaMode(config);
  // Everything the server keeps in DATA_DIR (database, mail outbox, uploads, secrets) is the owner's alone.
  await ensurePrivateDir(config.dataDir);
  const secrets = createSecretBox(await loadSecretsKey(config.secretsKey, config));
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.authorization',
              'req.headers["x-api-key"]',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
            ...(logStream ? { stream: logStream } : {}),
          },
    // Every log line of a request carries its id as `requestId` (see plugins/requestId.ts).
    genReqId: genRequestId,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    http: httpServerOptions(config.timeouts),
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    ajv: { customOptions: { removeAdditional: true, coerceTypes: false, allErrors: false } },
    frameworkErrors: answerFrameworkError,
    // On stop, requests that reached the server before it closed are served, not refused with 503.
    return503OnClosing: false,
  });

  const database = await createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    vacuumIntervalMs: config.vacuumIntervalMs,
    // PostgreSQL: a pooled connection dropped (the pool opens a new one for the next query). Embedded database: its
    // worker thread ended unasked (every statement and /readyz fail until the server restarts), logged as an error.
    onConnectionError: (error) =>
      config.databaseUrl
        ? app.log.warn({ err: error }, 'database connection lost (the pool opens a new one for the next query)')
        : app.log.error({ err: error }, 'embedded database stopped (statements fail until the server restarts)'),
  });
  await sealStoredSecrets(database.db, secrets).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const limiter = config.redisUrl
    ? createRedisRateLimiter(config.redisUrl, { warn: (message) => app.log.warn(message) })
    : createMemoryRateLimiter();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: (line) => app.log.info(line),
  });
  const secret = await loadJwtSecret(config.jwtSecret, config.dataDir);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('mailer', mailer);
  app.decorate('limiter', limiter);
  app.decorate('tokens', createTokenService(secret, config.tokenTtlSeconds));
  app.decorate('secrets', secrets);
  app.decorate('draining', false);
  app.decorate('backgroundTasks', createBackgroundTasks(app.log));
  app.addHook('onClose', async () => {
    await app.backgroundTasks.idle();
    mailer.close();
    await limiter.close();
    await database.close();
  });

  registerRequestId(app);
  registerIdleTimeout(app, config.timeouts.idleMs);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await registerSecurityHeaders(app, { httpsRedirect: config.httpsRedirect });
  // One guard for every route (rather than a NUL pattern in each schema): NUL in params, query or body is a 400.
  app.addHook('preValidation', refuseNul);
  await app.register(formbody);
  // Replies of 1 KB and more are compressed (the article list is most of /tech/pub's wait). Brotli at a
  // low quality: these replies are made per request. Gateway replies are left as they are: they are
  // small, and the gateway's throughput is what its callers pay for.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`/${GATEWAY_PREFIX}`)) route.compress = false;
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: REPLY_BROTLI_OPTIONS,
  });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  await app.register(authPlugin);
  // Before every route: the document is generated from the routes registered after it.
  await registerOpenApi(app, serviceHandlers);

  await app.register(readinessRoutes, { pingDatabase: database.ping });
  await app.register(securityTxtRoutes);
  await registerSite(app, config.siteDir);
  await registerCoreModules(app);
  await registerPlatformModules(app);
  return app;
}
