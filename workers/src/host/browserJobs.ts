import type { OcrOptions } from '../intake/ocr/runOcr.js';
import type { JobRegistry, ProgressListener } from './jobProtocol.js';

/**
 * The jobs a browser Web Worker runs: only modules free of Node APIs belong here (`jobs.ts`
 * also lists Node-only passes). Add an entry the same way as in `jobs.ts`.
 */
export const browserJobs = {
  extractDocument: async (...args: Parameters<typeof import('../intake/extractDocument.js').extractDocument>) =>
    (await import('../intake/extractDocument.js')).extractDocument(...args),
  // In a browser `options.assets` must name where the page serves the OCR engine and data.
  runOcr: async (bytes: Uint8Array, options: Omit<OcrOptions, 'onPage'>, onPage?: ProgressListener) =>
    (await import('../intake/ocr/runOcr.js')).runOcr(bytes, { ...options, ...(onPage ? { onPage } : {}) }),
  sniffFormat: async (...args: Parameters<typeof import('../intake/sniff.js').sniffFormat>) =>
    (await import('../intake/sniff.js')).sniffFormat(...args),
} satisfies JobRegistry;

export type BrowserJobs = typeof browserJobs;
