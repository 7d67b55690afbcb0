import { join } from 'node:path';
import type { Logger } from 'pino';
import { createNodeWorkerHost } from '@writecheck/workers/host/nodeHost';
import { SummaryCache } from '../checks/summaryCache.js';
import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { PrincipalCache } from '../keys/principalCache.js';
import { createRateLimiter } from '../rateLimit/index.js';
import type { Services } from '../services.js';
import { createLogger } from './logging.js';

export interface OpenOptions {
  /** A throwaway embedded database in memory, whatever the configuration says. */
  inMemory?: boolean;
  log?: Logger;
}

/** Opens everything a process of the service needs; `close` releases it all. */
export async function openServices(config: Config, opts: OpenOptions = {}): Promise<Services & { close(): Promise<void> }> {
  const log = opts.log ?? createLogger({ level: config.logLevel, base: { pid: process.pid } });
  const database = opts.inMemory
    ? await openDatabase({ dataDir: 'memory://' })
    : await openDatabase({
        url: config.databaseUrl,
        ...(config.databasePoolSize ? { maxConnections: config.databasePoolSize } : {}),
        dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
      });
  const limiter = createRateLimiter(config.redisUrl ? { redisUrl: config.redisUrl } : {});
  const host = createNodeWorkerHost({ size: 2 });
  const summaries = new SummaryCache();
  const stopWatchingChecks = await database.watchChanges('check_changed', {
    changed: (id) => summaries.changed(id),
    connected: () => summaries.listen(),
  });
  const principals = new PrincipalCache();
  const stopWatchingPrincipals = await database.watchChanges('principal_changed', {
    changed: (payload) => principals.changed(payload),
    connected: () => principals.listen(),
  });
  log.info({ database: database.kind, redis: Boolean(config.redisUrl) }, 'services opened');
  return {
    db: database.db,
    config,
    log,
    limiter,
    host,
    summaries,
    principals,
    async close() {
      summaries.stop();
      principals.stop();
      await stopWatchingChecks();
      await stopWatchingPrincipals();
      await host.close();
      await limiter.close();
      await database.close();
    },
  };
}
