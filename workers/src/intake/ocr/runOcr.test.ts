import { afterAll, describe, expect, it } from 'vitest';
import { encode as encodePng } from 'fast-png';
import { fixture, languages, source } from '../../../test/fixtures/intake/files.js';
import type { ExtractResult } from '../extractDocument.js';
import { characterErrorRate } from './characterErrorRate.js';
import { releaseOcrEngines } from './ocrEngine.js';
import { runOcr } from './runOcr.js';

afterAll(() => releaseOcrEngines());

function textOf(result: ExtractResult): string {
  if ('error' in result) throw new Error(`refused: ${result.error.code}: ${result.error.message}`);
  if (result.needsOcr) throw new Error('still needs OCR');
  return result.text;
}

describe('OCR of scans and phone photos, offline', { timeout: 120_000 }, () => {
  const { text } = source('en');

  it.each([
    ['scan.png', 'png'],
    ['scan.gif', 'gif'],
    ['photo-skewed.jpg', 'jpeg'],
    ['photo-exif-rotated.jpg', 'jpeg'],
    ['photo.webp', 'webp'],
  ])('reads %s (%s), at most 2 percent of characters wrong', async (name, format) => {
    const result = await runOcr(fixture(name));
    expect(result).toMatchObject({ format, language: 'en', contentType: 'prose' });
    expect(characterErrorRate(text, textOf(result))).toBeLessThanOrEqual(0.02);
  });

  it('reads a scanned PDF page by page and reports each page', async () => {
    const pages: Array<[number, number]> = [];
    const result = await runOcr(fixture('scanned.pdf'), { onPage: (page, total) => pages.push([page, total]) });
    expect(pages).toEqual([[1, 1]]);
    expect(result).toMatchObject({ format: 'pdf', pages: 1, language: 'en' });
    expect(characterErrorRate(text, textOf(result))).toBeLessThanOrEqual(0.02);
  });

  it.each(languages.filter((language) => language !== 'en'))('reads a scan in %s in its own language', async (language) => {
    const result = await runOcr(fixture(`scan-${language}.png`));
    expect(result).toMatchObject({ language });
    expect(characterErrorRate(source(language).text, textOf(result))).toBeLessThanOrEqual(0.02);
  });

  it('refuses a blank page as too short, with the same code as a text upload', async () => {
    const blank = encodePng({ width: 400, height: 300, data: new Uint8Array(400 * 300).fill(255), channels: 1, depth: 8 });
    expect(await runOcr(blank)).toMatchObject({ error: { code: 'too_short' } });
  });

  it('refuses corrupt and oversized images with a clear message', async () => {
    const png = fixture('scan.png');
    expect(await runOcr(png.slice(0, 200))).toMatchObject({ error: { code: 'invalid_file' } });
    // A PNG header claiming 100,000 x 100,000 pixels is refused before any pixel is decoded.
    const huge = png.slice(0, 33);
    new DataView(huge.buffer).setUint32(16, 100_000);
    new DataView(huge.buffer).setUint32(20, 100_000);
    expect(await runOcr(huge)).toMatchObject({ error: { code: 'unreadable_file', message: expect.stringMatching(/100000 x 100000 pixels/) } });
  });
});
