import { readFile, stat } from 'node:fs/promises';
import { limits } from '@writecheck/shared/limits';
import { extractInWorker, ocrInWorker } from '@writecheck/workers/host/intakeJobs';
import { createNodeWorkerHost } from '@writecheck/workers/host/nodeHost';
import type { ExtractResult } from '@writecheck/workers/intake/extractDocument';
import { printJson, type CliCommand } from '../command.js';

function summary(result: ExtractResult): unknown {
  if ('error' in result) return result;
  if (result.needsOcr) return { error: { code: 'internal', message: 'The document still needs OCR.' } };
  const { text, language, languages, locale, contentType, wordCount, pages, format } = result;
  return { text, language, languages, locale, contentType, wordCount, format, ...(pages === undefined ? {} : { pages }) };
}

export const command: CliCommand = {
  summary: 'Read a document (any readable format, images and scans by OCR) and print its text as JSON',
  usage: 'writecheck extract FILE   (prints {text, language, contentType, wordCount, pages?} or {error} with exit status 2)',
  async run(argv) {
    const [path, ...extra] = argv;
    if (!path || extra.length > 0 || path.startsWith('-')) {
      process.stderr.write(`usage: ${this.usage}\n`);
      return 1;
    }
    let size: number;
    try {
      const found = await stat(path);
      // Reading a directory failed later with a bare "EISDIR: illegal operation on a directory".
      if (found.isDirectory()) {
        process.stderr.write(`writecheck extract: ${path} is a directory; name a file\n`);
        return 1;
      }
      size = found.size;
    } catch {
      process.stderr.write(`writecheck extract: cannot read ${path}\n`);
      return 1;
    }
    if (size > limits.maxUploadBytes) {
      printJson({ error: { code: 'file_too_large', message: `The file is larger than the ${limits.maxUploadBytes.toLocaleString('en-US')}-byte upload cap.` } });
      return 2;
    }
    const bytes = new Uint8Array(await readFile(path));
    // The same caps as the server: parsing runs in a worker thread with time and memory limits.
    const host = createNodeWorkerHost({ size: 1 });
    try {
      let result = await extractInWorker(host, { bytes });
      if (!('error' in result) && result.needsOcr) {
        result = await ocrInWorker(host, bytes, {
          onPage: (page, total) => process.stderr.write(`reading page ${page} of ${total}\n`),
        });
      }
      printJson(summary(result));
      return 'error' in result ? 2 : 0;
    } finally {
      await host.close();
    }
  },
};
