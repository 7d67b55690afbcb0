import type { JobRegistry } from './jobProtocol.js';

/**
 * The jobs a browser Web Worker runs: only modules free of Node APIs belong here (`jobs.ts`
 * also lists Node-only passes). Add an entry the same way as in `jobs.ts`.
 */
export const browserJobs = {
  extractDocument: async (...args: Parameters<typeof import('../intake/extractDocument.js').extractDocument>) =>
    (await import('../intake/extractDocument.js')).extractDocument(...args),
  sniffFormat: async (...args: Parameters<typeof import('../intake/sniff.js').sniffFormat>) =>
    (await import('../intake/sniff.js')).sniffFormat(...args),
} satisfies JobRegistry;

export type BrowserJobs = typeof browserJobs;
