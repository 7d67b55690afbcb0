import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { RateLimiter } from './rateLimit/index.js';

/** What every service function needs: one object, built once per process. */
export interface Services {
  db: Db;
  config: Config;
  log: Logger;
  limiter: RateLimiter;
}
