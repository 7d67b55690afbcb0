import { creditRates } from './credits.js';
import { citationStyles, fileTypes, languages, limits, passNames, registers } from './limits.js';
import type { Capabilities } from './schemas/account.js';

/** What GET /v1/capabilities answers; the upload cap follows the caller's plan when known. */
export function buildCapabilities(opts: { maxUploadBytes?: number; styleEnabled?: boolean } = {}): Capabilities {
  return {
    credits: {
      wordsPerCredit: creditRates.wordsPerCredit,
      minBilledWordsPerCheck: limits.minBilledWordsPerCheck,
      passes: { ...creditRates.passes },
      styleEnabled: opts.styleEnabled ?? true,
    },
    document: {
      minWordsPerCheck: limits.minWordsPerCheck,
      maxWordsPerCheck: limits.maxWordsPerCheck,
      maxUploadBytes: opts.maxUploadBytes ?? limits.maxUploadBytes,
      fileTypes: [...fileTypes],
      languages: [...languages],
    },
    checks: { passes: [...passNames], registers: [...registers], citationStyles: [...citationStyles] },
    sourceRules: {
      modes: ['include', 'exclude'],
      kinds: ['domain', 'hostname', 'url', 'pattern'],
      maxRules: limits.maxSourceRules,
      maxValueLength: limits.maxSourceRuleValueLength,
    },
    rateLimits: {
      requestsPerMinute: limits.requestsPerMinute,
      checkStartsPerHour: limits.checkStartsPerHour,
      checksInFlight: limits.checksInFlight,
      keysPerAccount: limits.keysPerAccount,
    },
  };
}
