import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import { limits, ServiceFailure } from '@writecheck/shared';
import { bearerToken } from '../auth/authenticate.js';
import { checksRoutes } from '../checks/checks.routes.js';
import { usageRoutes } from '../credits/usage.routes.js';
import { mcpRoutes } from '../mcp/mcp.routes.js';
import type { Services } from '../services.js';
import { sourceRulesRoutes } from '../sourceRules/sourceRules.routes.js';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './errorHandler.js';
import { installJsonBodyParser } from './jsonBody.js';
import { installMetrics } from './metrics.js';
import { buildOpenApi } from './openapi.js';
import { renderReferencePage } from './referencePage.js';
import { currentDetector } from '../ai/currentDetector.js';

export interface AppOptions {
  /** Version of the AI detector that scores new checks, for `aiDetectorUpdated`. */
  detectorVersion?: () => string | null;
  /** Adds the web app's routes (static files), served last. */
  web?: (app: FastifyInstance) => Promise<void>;
}

// A JSON body may carry a base64 file: the upload cap grown by a third, plus fields.
const JSON_BODY_LIMIT = Math.ceil((limits.maxUploadBytes * 4) / 3) + 1024 * 1024;

/** The public surfaces API keys may reach; everything else answers them key_not_permitted. */
function isPublicApiPath(url: string): boolean {
  return url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?') || url === '/mcp' || url.startsWith('/mcp/') || url.startsWith('/mcp?');
}

export async function buildApp(svc: Services, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: svc.log as FastifyBaseLogger,
    bodyLimit: JSON_BODY_LIMIT,
    // Per-request lines only when debugging; errors are logged by the error handler.
    logController: new LogController({
      disableRequestLogging: svc.config.logLevel !== 'debug' && svc.config.logLevel !== 'trace',
    }),
    requestIdHeader: 'x-request-id',
    frameworkErrors,
    clientErrorHandler,
    ...trustProxyOption(svc.config.trustedProxies),
  });
  installErrorHandling(app);
  installMetrics(app);

  // Runs on every request: synchronous, and the path is tested before the header is parsed.
  app.addHook('onRequest', (req, _reply, done) => {
    if (!isPublicApiPath(req.url) && bearerToken(req)) {
      done(new ServiceFailure('key_not_permitted', 'API keys reach only the public /v1 API and /mcp'));
      return;
    }
    done();
  });

  installJsonBodyParser(app);
  // Raw bodies: text/* is a paste, anything else a file; both are judged by their bytes.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(/^text\//, { parseAs: 'buffer', bodyLimit: limits.maxUploadBytes + 1 }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limits.maxUploadBytes + 1 }, (_req, body, done) =>
    done(null, body),
  );
  await app.register(multipart, {
    limits: { fileSize: limits.maxUploadBytes + 1, files: 2, fields: 20, fieldSize: JSON_BODY_LIMIT, parts: 30 },
  });

  const openapi = buildOpenApi();
  app.get('/v1/openapi.json', async () => openapi);
  const reference = renderReferencePage(openapi);
  app.get('/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(reference));

  app.get('/healthz', async (_req, reply) => {
    try {
      await svc.db.execute(sql`select 1`);
      return { ok: true };
    } catch {
      return reply.code(503).send({ ok: false });
    }
  });

  checksRoutes(app, svc, { detectorVersion: opts.detectorVersion ?? (() => currentDetector(svc.config).version) });
  sourceRulesRoutes(app, svc);
  usageRoutes(app, svc);
  mcpRoutes(app, svc, { detectorVersion: opts.detectorVersion ?? (() => currentDetector(svc.config).version) });
  if (opts.web) await opts.web(app);
  return app;
}

/** A hop count trusts that many proxies nearest the service; addresses trust those proxies. */
function trustProxyOption(trusted: number | string[] | undefined): { trustProxy?: string[] | ((address: string, hop: number) => boolean) } {
  if (trusted === undefined) return {};
  if (typeof trusted === 'number') return { trustProxy: (_address, hop) => hop < trusted };
  return { trustProxy: trusted };
}
