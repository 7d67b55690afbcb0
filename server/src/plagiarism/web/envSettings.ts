import { createLogger } from '../../process/logging.js';
import type { ProviderLog } from './providerHttp.js';

export type Env = Record<string, string | undefined>;

const set = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

export function envText(env: Env, name: string): string | undefined {
  return set(env, name);
}

/** An http(s) address, or a clear error naming the variable. */
export function envAddress(env: Env, name: string): string | undefined {
  const value = set(env, name);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    // `{lang}` stands in for a language code in the Wikipedia address.
    url = new URL(value.replace('{lang}', 'en'));
  } catch {
    throw new Error(`${name} must be an http or https address, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http or https address, not "${value}".`);
  return value;
}

export function envCount(env: Env, name: string, fallback: number, { min = 1, max = 1_000_000_000 } = {}): number {
  const value = set(env, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
  return n;
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** The process log at LOG_LEVEL, for callers that do not hand one in. */
export function envLog(env: Env): ProviderLog {
  const level = env.LOG_LEVEL && LEVELS.has(env.LOG_LEVEL) ? env.LOG_LEVEL : 'info';
  return createLogger({ level });
}

export const USER_AGENT = 'writecheck/0.1 (plagiarism source search)';
