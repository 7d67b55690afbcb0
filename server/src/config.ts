import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { loadPlagiarismConfig, type PlagiarismConfig } from './plagiarism/pass/plagiarismConfig.js';
import { loadAiEndpointConfig, type AiEndpointConfig } from './ai/endpointConfig.js';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

// Either the number of proxy hops in front of the service or the proxies' addresses
// (CIDR ranges allowed). "Trust every X-Forwarded-For" is deliberately not an option:
// any client could then pick the address its limits are counted under.
const trustedProxies = z
  .string()
  .trim()
  .min(1)
  .transform((v, ctx): number | string[] => {
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((a) => a.trim()).filter(Boolean);
    const bad = list.filter((a) => !isProxyAddress(a));
    if (bad.length) ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ')}` });
    return list;
  });

function isProxyAddress(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

// Every setting comes from the environment; the README lists them.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  WRITECHECK_DATA_DIR: z.string().default(join(process.cwd(), '.data')),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WRITECHECK_STYLE_ENABLED: flag.default(true),
  WRITECHECK_APP_URL: z.string().url().optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  WRITECHECK_JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3_600).default(60),
  WRITECHECK_JOB_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(2),
  // Pauses the runner between steps; for failure drills (killing a worker mid-check).
  WRITECHECK_STEP_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  WRITECHECK_GUEST_MODE: flag.default(true),
  WRITECHECK_GUEST_CHECKS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  WRITECHECK_WEB_SESSION_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  WRITECHECK_WEB_ADDRESS_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  WRITECHECK_SIGN_IN_ATTEMPTS_PER_15_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(10),
  WRITECHECK_TRUSTED_PROXIES: trustedProxies.optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  styleEnabled: boolean;
  appUrl: string | undefined;
  workerConcurrency: number;
  jobLeaseSeconds: number;
  jobAttempts: number;
  stepDelayMs: number;
  /** Source providers, fetcher, rewrite endpoint and per-check budgets of the plagiarism pass. */
  plagiarism: PlagiarismConfig;
  /** The optional completions endpoint that scores AI content instead of the shipped detector. */
  aiEndpoint: AiEndpointConfig | undefined;
  guestMode: boolean;
  guestChecksPerHour: number;
  /** tRPC and /auth calls one web session may make per minute. */
  webSessionCallsPerMinute: number;
  /** Calls without a live session (sign-up, sign-in, signed-out calls) one client address may make per minute. */
  webAddressCallsPerMinute: number;
  /** Sign-in attempts per client address and e-mail address in 15 minutes. */
  signInAttemptsPer15Minutes: number;
  /**
   * Proxies whose X-Forwarded-For is believed when naming the client address that guest
   * and sign-in limits count by: a hop count or addresses. None by default.
   */
  trustedProxies: number | string[] | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.WRITECHECK_DATA_DIR,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    styleEnabled: e.WRITECHECK_STYLE_ENABLED,
    appUrl: e.WRITECHECK_APP_URL,
    workerConcurrency: e.WORKER_CONCURRENCY,
    jobLeaseSeconds: e.WRITECHECK_JOB_LEASE_SECONDS,
    jobAttempts: e.WRITECHECK_JOB_ATTEMPTS,
    stepDelayMs: e.WRITECHECK_STEP_DELAY_MS,
    plagiarism: loadPlagiarismConfig(env),
    aiEndpoint: loadAiEndpointConfig(env),
    guestMode: e.WRITECHECK_GUEST_MODE,
    guestChecksPerHour: e.WRITECHECK_GUEST_CHECKS_PER_HOUR,
    webSessionCallsPerMinute: e.WRITECHECK_WEB_SESSION_CALLS_PER_MINUTE,
    webAddressCallsPerMinute: e.WRITECHECK_WEB_ADDRESS_CALLS_PER_MINUTE,
    signInAttemptsPer15Minutes: e.WRITECHECK_SIGN_IN_ATTEMPTS_PER_15_MINUTES,
    trustedProxies: e.WRITECHECK_TRUSTED_PROXIES,
  };
}
