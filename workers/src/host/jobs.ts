import type { OcrOptions } from '../intake/ocr/runOcr.js';
import type { JobRegistry, ProgressListener } from './jobProtocol.js';

/**
 * Every pure function the workers run, by name. Each entry loads its module on first use, so
 * a worker pays only for what it runs. To add a pass: add a line here that imports the module
 * and calls the function with plain-data arguments; callers then use `host.run('name', ...)`.
 */
export const jobs = {
  extractDocument: async (...args: Parameters<typeof import('../intake/extractDocument.js').extractDocument>) =>
    (await import('../intake/extractDocument.js')).extractDocument(...args),
  runOcr: async (bytes: Uint8Array, options: Omit<OcrOptions, 'onPage'>, onPage?: ProgressListener) =>
    (await import('../intake/ocr/runOcr.js')).runOcr(bytes, { ...options, ...(onPage ? { onPage } : {}) }),
  sniffFormat: async (...args: Parameters<typeof import('../intake/sniff.js').sniffFormat>) =>
    (await import('../intake/sniff.js')).sniffFormat(...args),
  lintDocument: async (...args: Parameters<typeof import('../lint/lintDocument.node.js').lintDocument>) =>
    (await import('../lint/lintDocument.node.js')).lintDocument(...args),
  instantCheck: async (...args: Parameters<typeof import('../lint/lintDocument.node.js').instantCheck>) =>
    (await import('../lint/lintDocument.node.js')).instantCheck(...args),
  aiContent: async (text: string) => {
    const ai = await import('../ai/index.js');
    return ai.aiContentReportPart(text, ai.scoreAiContent(text));
  },
  checkCitations: async (text: string, opts: import('../citations/types.js').CheckCitationsOptions) =>
    (await import('../citations/checkCitations.node.js')).checkCitationsWithDictionary(text, opts),
  planQueries: async (...args: Parameters<typeof import('../plagiarism/index.js').planQueries>) =>
    (await import('../plagiarism/index.js')).planQueries(...args),
  alignPassages: async (...args: Parameters<typeof import('../plagiarism/index.js').alignPassages>) =>
    (await import('../plagiarism/index.js')).alignPassages(...args),
  readPdfSource: async (bytes: Uint8Array) => (await import('../intake/pdfSource.js')).readPdfSource(bytes),
  formatCitation: async (...args: Parameters<typeof import('../citations/index.js').formatCitation>) =>
    (await import('../citations/index.js')).formatCitation(...args),
} satisfies JobRegistry;

export type Jobs = typeof jobs;
