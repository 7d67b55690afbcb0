import type { Logger } from 'pino';
import type { Jobs } from '@writecheck/workers/host/jobs';
import type { WorkerHost } from '@writecheck/workers/host/workerPool';
import type { SummaryCache } from './checks/summaryCache.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { PrincipalCache } from './keys/principalCache.js';
import type { RateLimiter } from './rateLimit/index.js';

/** What every service function needs: one object, built once per process. */
export interface Services {
  db: Db;
  config: Config;
  log: Logger;
  limiter: RateLimiter;
  /** Worker threads for parsing untrusted files and the heavy passes. */
  host: WorkerHost<Jobs>;
  /** Check summaries kept until their check changes; without it every poll reads the database. */
  summaries?: SummaryCache;
  /** Resolved API keys kept until they change; without it every request reads the database. */
  principals?: PrincipalCache;
}
