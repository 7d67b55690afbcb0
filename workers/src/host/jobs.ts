import type { JobRegistry } from './jobProtocol.js';

/**
 * Every pure function the workers run, by name. Each entry loads its module on first use, so
 * a worker pays only for what it runs. To add a pass: add a line here that imports the module
 * and calls the function with plain-data arguments; callers then use `host.run('name', ...)`.
 */
export const jobs = {
  extractDocument: async (...args: Parameters<typeof import('../intake/extractDocument.js').extractDocument>) =>
    (await import('../intake/extractDocument.js')).extractDocument(...args),
  sniffFormat: async (...args: Parameters<typeof import('../intake/sniff.js').sniffFormat>) =>
    (await import('../intake/sniff.js')).sniffFormat(...args),
} satisfies JobRegistry;

export type Jobs = typeof jobs;
