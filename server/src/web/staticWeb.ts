import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { ServiceFailure } from '@writecheck/shared';
import type { Services } from '../services.js';
import { exportRoutes } from '../export/export.routes.js';
import { appRouter, type AppRouter } from './appRouter.js';
import { authRoutes } from './auth.routes.js';
import { requireSameOrigin } from './sameOrigin.js';
import { contextFactory, retryAfterOf } from './trpc.js';

export const defaultWebDist = join(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

// Paths the app never owns: an unknown one there is a JSON 404, not the app shell.
const serverPrefixes = ['/v1', '/mcp', '/trpc', '/auth', '/exports', '/docs', '/metrics', '/healthz'];

function isAppPath(path: string): boolean {
  if (serverPrefixes.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  // A missing file (anything with an extension) is a 404, not a page.
  return !/\.[a-z0-9]+$/i.test(path);
}

export interface WebAppOptions {
  /** The built app (`pnpm build:web`); defaults to web/dist of this checkout. */
  distDir?: string;
}

/**
 * The web app on the API's Fastify instance: the session routes at /auth, the tRPC
 * router at /trpc, and the built app's files with every app path answered by its shell.
 */
export async function serveWebApp(app: FastifyInstance, svc: Services, options: WebAppOptions = {}): Promise<void> {
  // Only the routes that read the session cookie parse cookies: the plugin's hook would
  // otherwise run on every /v1 request too.
  await app.register(async (sessionScope) => {
    await sessionScope.register(cookie);
    authRoutes(sessionScope, svc);
    exportRoutes(sessionScope, svc);
    await sessionScope.register(async (scope) => {
      scope.addHook('onRequest', async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        requireSameOrigin(req, svc.config.appUrl);
      });
      await scope.register(fastifyTRPCPlugin, {
        prefix: '/trpc',
        trpcOptions: {
          router: appRouter,
          createContext: contextFactory(svc),
          responseMeta: ({ errors }) => ({ headers: retryAfterOf(errors) }),
          onError({ error, path }) {
            if (error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof ServiceFailure)) {
              svc.log.error({ err: error.cause ?? error, path }, 'trpc call failed');
            }
          },
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>);
    });
  });

  const distDir = options.distDir ?? defaultWebDist;
  const built = existsSync(join(distDir, 'index.html'));
  if (!built) svc.log.warn({ distDir }, 'the web app is not built; run `pnpm build:web`');

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route per built file; app paths fall through to the shell below.
      wildcard: false,
      index: false,
      // Cache-Control comes from setHeaders alone.
      cacheControl: false,
      // The build writes .br and .gz twins of the assets (web/precompressAssets.ts): Harper's
      // 16 MB of WebAssembly goes out as 7.
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed bundles never change; the shell, the manifest and the service worker must be revalidated.
        const immutable = /[\\/]assets[\\/]/.test(path);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // a cache between here and the browser keeps each encoding apart
        if (immutable) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  const shell = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const path = req.url.split('?')[0]!;
    if (!isAppPath(path)) throw new ServiceFailure('not_found', `no route ${req.method} ${path}`);
    if (!built) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The web app is not built on this server. Run `pnpm build:web`, then restart.\n');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', shell);
  app.get('/*', shell);
}
