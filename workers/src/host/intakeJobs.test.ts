import { afterAll, describe, expect, it } from 'vitest';
import { fixture, source } from '../../test/fixtures/intake/files.js';
import { characterErrorRate } from '../intake/ocr/characterErrorRate.js';
import { extractInWorker, ocrInWorker } from './intakeJobs.js';
import { createNodeWorkerHost } from './nodeHost.js';

const host = createNodeWorkerHost({ size: 1 });
afterAll(() => host.close());

describe('intake through the worker host', { timeout: 120_000 }, () => {
  it('answers a parser that runs past its cap as unreadable_file, then serves the next file', async () => {
    expect(await extractInWorker(host, { bytes: fixture('nl.pdf') }, {}, 1)).toEqual({
      error: { code: 'unreadable_file', message: 'The file took longer than 1 ms to read and was given up.' },
    });
    expect(await extractInWorker(host, { bytes: fixture('nl.pdf') })).toMatchObject({ language: 'nl', text: source('nl').text });
  });

  it('runs deferred OCR in the worker and reports each page', async () => {
    const pages: Array<[number, number]> = [];
    const result = await ocrInWorker(host, fixture('scanned.pdf'), { onPage: (page, total) => pages.push([page, total]) });
    expect(pages).toEqual([[1, 1]]);
    if ('error' in result || result.needsOcr) throw new Error('expected text');
    expect(characterErrorRate(source('en').text, result.text)).toBeLessThanOrEqual(0.02);
  });
});
