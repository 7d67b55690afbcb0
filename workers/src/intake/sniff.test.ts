import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { fixture } from '../../test/fixtures/intake/files.js';
import { decodeTextBytes } from './decode.js';
import { sniffFormat } from './sniff.js';

describe('sniffFormat judges by the bytes alone', () => {
  it('names every readable format', () => {
    const cases: Array<[string, string]> = [
      ['en.docx', 'docx'], ['en.xlsx', 'xlsx'], ['en.pdf', 'pdf'], ['scan.png', 'png'], ['scan.gif', 'gif'],
      ['photo.webp', 'webp'], ['photo-skewed.jpg', 'jpeg'], ['en.cp1252.txt', 'txt'], ['en.utf16le.txt', 'txt'],
    ];
    for (const [name, format] of cases) expect(sniffFormat(fixture(name))).toMatchObject({ format });
  });

  it('tells the text formats apart by content', () => {
    expect(sniffFormat(strToU8('<!doctype html><html><body><p>Hi</p></body></html>'))).toMatchObject({ format: 'html' });
    expect(sniffFormat(strToU8('# Title\n\nSome **bold** words and a [link](https://example.org).\n'))).toMatchObject({ format: 'md' });
    // a README that opens with HTML and goes on in Markdown
    const readme = '<div align="center">\n  <img src="logo.svg" />\n</div>\n\n<p align="center">A tool.</p>\n\n## Install\n\n```sh\nnpm i tool\n```\n\n- fast\n- small\n\nSee the [docs](https://example.org).\n';
    expect(sniffFormat(strToU8(readme))).toMatchObject({ format: 'md' });
    // an HTML fragment stays HTML
    expect(sniffFormat(strToU8('<div class="post">\n<h2>News</h2>\n<p>We moved.</p>\n<ul><li>one</li></ul>\n</div>\n'))).toMatchObject({ format: 'html' });
    expect(sniffFormat(strToU8('name,age\n"Smith, Jo",42\nLee,37\n'))).toMatchObject({ format: 'csv' });
    expect(sniffFormat(strToU8('a;b;c\n1;2;3\n4;5;6\n'))).toMatchObject({ format: 'csv' });
    // Prose with commas is not a table.
    expect(sniffFormat(strToU8('First, we met.\nThen, after lunch, we left.\nNobody, it seems, noticed.\n'))).toMatchObject({ format: 'txt' });
    expect(sniffFormat(strToU8('MZ is where the story starts, in plain words.'))).toMatchObject({ format: 'txt' });
  });

  it('refuses other containers and binaries with unsupported_type', () => {
    expect(sniffFormat(zipSync({ 'ppt/presentation.xml': strToU8('<p/>'), '[Content_Types].xml': strToU8('<t/>') }))).toMatchObject({
      error: { code: 'unsupported_type', message: expect.stringMatching(/^This is a PowerPoint presentation\. Readable formats/) },
    });
    expect(sniffFormat(zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text'), 'content.xml': strToU8('<x/>') }))).toMatchObject({
      error: { code: 'unsupported_type', message: expect.stringMatching(/OpenDocument/) },
    });
    expect(sniffFormat(strToU8('{\\rtf1\\ansi hello}'))).toMatchObject({ error: { code: 'unsupported_type', message: expect.stringMatching(/RTF/) } });
  });
});

describe('decodeTextBytes', () => {
  it('keeps Windows-1252 punctuation a reader sees', () => {
    expect(decodeTextBytes(new Uint8Array([0x93, 0x48, 0x69, 0x94, 0x20, 0x96, 0x20, 0x80, 0x35])))
      .toEqual({ text: '\u201cHi\u201d \u2013 \u20ac5', encoding: 'windows-1252' });
  });

  it('finds UTF-16 without a BOM and refuses binary noise', () => {
    expect(decodeTextBytes(new Uint8Array([0x48, 0, 0x69, 0, 0x21, 0]))).toEqual({ text: 'Hi!', encoding: 'utf-16le' });
    expect(decodeTextBytes(new Uint8Array([0, 0x48, 0, 0x69, 0, 0x21]))).toEqual({ text: 'Hi!', encoding: 'utf-16be' });
    expect(decodeTextBytes(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 0x0e, 0x0f, 0x10]))).toBeNull();
  });
});
