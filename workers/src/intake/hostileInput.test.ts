import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { fixture } from '../../test/fixtures/intake/files.js';
import {
  deeplyNestedDocx,
  entityBombDocx,
  lyingZipBomb,
  manyPagePdf,
  randomBytes,
  replacePart,
  zipBombDocx,
} from '../../test/fixtures/intake/hostileFiles.js';
import { extractDocument } from './extractDocument.js';

const extract = (bytes: Uint8Array) => extractDocument({ bytes });

describe('hostile files get a clear refusal, never a crash', () => {
  it('a DOCX carrying a zip bomb (30 MB of zeros in about 30 KB)', async () => {
    const bomb = zipBombDocx(fixture('en.docx'), 30);
    expect(bomb.length).toBeLessThan(100_000);
    const result = await extract(bomb);
    expect(result).toMatchObject({ error: { code: 'unreadable_file' } });
    if ('error' in result) expect(result.error.message).toMatch(/padding\.bin expands \d+ times: refused as a decompression bomb/);
  });

  it('a zip bomb whose headers lie about its size', async () => {
    const result = await extract(lyingZipBomb(fixture('en.docx')));
    expect(result).toMatchObject({ error: { code: 'unreadable_file' } });
    if ('error' in result) expect(result.error.message).toMatch(/expands past its declared size/);
  });

  it('a DOCX nesting 20,000 elements', async () => {
    const result = await extract(deeplyNestedDocx(fixture('en.docx'), 20_000));
    expect(result).toMatchObject({ error: { code: 'unreadable_file' } });
    if ('error' in result) expect(result.error.message).toMatch(/word\/document\.xml nests elements more than 256 deep/);
  });

  it('a DOCX with an entity-expansion bomb', async () => {
    const result = await extract(entityBombDocx(fixture('en.docx')));
    expect(result).toMatchObject({ error: { code: 'unreadable_file' } });
    if ('error' in result) expect(result.error.message).toMatch(/declares a DTD/);
  });

  it('an XLSX whose shared strings are one enormous XML part', async () => {
    const xml = `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>x</t></si>'.repeat(2_200_000)}</sst>`;
    const result = await extract(replacePart(fixture('en.xlsx'), 'xl/sharedStrings.xml', strToU8(xml)));
    expect(result).toMatchObject({ error: { code: 'unreadable_file', message: expect.stringMatching(/sharedStrings\.xml is \d+ bytes of XML/) } });
  });

  it('a PDF of 10,000 pages', async () => {
    const result = await extract(manyPagePdf(10_000));
    expect(result).toEqual({ error: { code: 'unreadable_file', message: 'The PDF has 10000 pages; at most 2000 are read.' } });
  });

  it('a PDF of a few blank pages is too short, not a crash', async () => {
    expect(await extract(manyPagePdf(3))).toMatchObject({ error: { code: 'too_short' } });
  });

  it('a ZIP that is neither DOCX nor XLSX, and one with a broken directory', async () => {
    const zip = zipSync({ 'notes.txt': strToU8('hello there') });
    expect(await extract(zip)).toMatchObject({ error: { code: 'unsupported_type', message: expect.stringMatching(/ZIP archive/) } });
    const docx = fixture('en.docx');
    const broken = docx.slice();
    broken.fill(0, docx.length - 22);
    expect(await extract(broken)).toMatchObject({ error: { code: 'invalid_file', message: expect.stringMatching(/central directory/) } });
  });

  it('random bytes, with and without a PDF or ZIP signature in front', async () => {
    expect(await extract(randomBytes(50_000))).toMatchObject({ error: { code: 'unsupported_type' } });
    const fakePdf = new Uint8Array([...strToU8('%PDF-1.7\n'), ...randomBytes(20_000, 3)]);
    expect(await extract(fakePdf)).toMatchObject({ error: { code: 'invalid_file' } });
    const fakeZip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...randomBytes(20_000, 5)]);
    expect(await extract(fakeZip)).toMatchObject({ error: { code: 'invalid_file' } });
  });

  it('HTML nested 900 deep is read; 200,000 deep is refused before parsing', async () => {
    const words = 'The committee met again on Tuesday evening to discuss the budget for the coming year and agreed on most of the points.';
    const nest = (depth: number) => `<html><body>${'<div>'.repeat(depth)}<p>${words}</p>${'</div>'.repeat(depth)}</body></html>`;
    expect(await extract(strToU8(nest(900)))).toMatchObject({ needsOcr: false, text: words });
    expect(await extract(strToU8(nest(200_000)))).toEqual({
      error: { code: 'unreadable_file', message: 'The HTML nests elements more than 1000 deep: refused as unsafe.' },
    });
  });
});

describe('images are judged by their header before acceptance', () => {
  it('refuses a truncated image and one declaring 100,000 x 100,000 pixels at once', async () => {
    expect(await extract(fixture('photo-skewed.jpg').slice(0, 100))).toMatchObject({ error: { code: 'invalid_file', message: expect.stringMatching(/JPEG image is truncated/) } });
    const png = fixture('scan.png').slice(0, 33);
    new DataView(png.buffer).setUint32(16, 100_000);
    new DataView(png.buffer).setUint32(20, 100_000);
    expect(await extract(png)).toEqual({
      error: { code: 'unreadable_file', message: 'The image is 100000 x 100000 pixels, past the 60-megapixel cap for recognition.' },
    });
  });

  it('accepts a sound WebP and GIF for OCR without decoding them', async () => {
    expect(await extract(fixture('photo.webp'))).toEqual({ needsOcr: true, format: 'webp' });
    expect(await extract(fixture('scan.gif'))).toEqual({ needsOcr: true, format: 'gif' });
  });
});
