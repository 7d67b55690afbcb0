import { describe, expect, it } from 'vitest';
import { fixture, languages, source, utf16, utf8 } from '../../test/fixtures/intake/files.js';
import { extractDocument, type ExtractResult } from './extractDocument.js';

function textOf(result: ExtractResult): string {
  if ('error' in result) throw new Error(`refused: ${result.error.code}: ${result.error.message}`);
  if (result.needsOcr) throw new Error('needs OCR');
  return result.text;
}

async function extractBytes(bytes: Uint8Array) {
  return extractDocument({ bytes });
}

describe.each(languages)('every format in %s', (language) => {
  const { title, paragraphs, text } = source(language);

  it('reads UTF-8 plain text, with and without a BOM, and detects the language', async () => {
    const plain = await extractBytes(utf8(text));
    expect(textOf(plain)).toBe(text);
    expect(plain).toMatchObject({ format: 'txt', language, languages: [language], contentType: 'prose' });
    expect(textOf(await extractBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)])))).toBe(text);
  });

  it('reads UTF-16 LE and BE made by iconv, and with a BOM', async () => {
    expect(textOf(await extractBytes(fixture(`${language}.utf16le.txt`)))).toBe(text);
    expect(textOf(await extractBytes(fixture(`${language}.utf16be.txt`)))).toBe(text);
    expect(textOf(await extractBytes(utf16(text, 'le', true)))).toBe(text);
    expect(textOf(await extractBytes(utf16(text, 'be', true)))).toBe(text);
  });

  it('reads Windows-1252 made by iconv', async () => {
    const result = await extractBytes(fixture(`${language}.cp1252.txt`));
    expect(textOf(result)).toBe(text);
  });

  it('reads Markdown with the markup out of the prose', async () => {
    const [first, ...rest] = paragraphs[0]!.split(' ');
    const markdown = `# ${title}\n\n**${first}** ${rest.join(' ')}\n\n${paragraphs[1]!.replace(/(\S+)$/, '[$1](https://example.org/x)')}\n`;
    const result = await extractBytes(utf8(markdown));
    expect(result).toMatchObject({ format: 'md' });
    expect(textOf(result)).toBe(text);
  });

  it('reads the main content of HTML, without scripts, styles or navigation', async () => {
    const html = `<!DOCTYPE html><html><head><title>x</title><style>p{color:red}</style></head><body>
      <nav><a href="/">Home</a> <a href="/about">About us</a></nav>
      <header>Site banner</header>
      <main><h1>${title}</h1>${paragraphs.map((p) => `<p>${p.replace(/&/g, '&amp;')}</p>`).join('\n')}</main>
      <script>console.log("tracking")</script><footer>Copyright notice</footer></body></html>`;
    const result = await extractBytes(utf8(html));
    expect(result).toMatchObject({ format: 'html' });
    expect(textOf(result)).toBe(text);
  });

  it('keeps the code of an HTML document recognisable: blocks fenced, inline code in backticks', async () => {
    const html = `<!DOCTYPE html><html><body><main><h1>${title}</h1><p>${paragraphs[0]!.replace(/&/g, '&amp;')}</p>
      <p>Declare it with <code>let s</code> first:</p><pre><code>fn main() {\n    let s = "hello";\n}</code></pre>
      <pre>a \`\`\` fence inside</pre></main></body></html>`;
    const result = await extractBytes(utf8(html));
    expect(textOf(result)).toBe(`${title}\n\n${paragraphs[0]}\n\nDeclare it with \`let s\` first:\n\n\`\`\`\nfn main() {\nlet s = "hello";\n}\n\`\`\`\n\n~~~\na \`\`\` fence inside\n~~~`);
  });

  it('reads CSV cells, quoted fields included', async () => {
    const csv = `"Part","Text"\n"Title","${title}"\n"One","${paragraphs[0]!.replace(/"/g, '""')}"\n"Two","${paragraphs[1]!}"\n`;
    const result = await extractBytes(utf8(csv));
    expect(result).toMatchObject({ format: 'csv' });
    expect(textOf(result)).toBe(`Part\tText\nTitle\t${title}\nOne\t${paragraphs[0]}\nTwo\t${paragraphs[1]}`);
  });

  it('reads a DOCX made by LibreOffice', async () => {
    const result = await extractBytes(fixture(`${language}.docx`));
    expect(result).toMatchObject({ format: 'docx', language });
    expect(textOf(result)).toBe(text);
  });

  it('reads every sheet of an XLSX made by LibreOffice', async () => {
    const result = await extractBytes(fixture(`${language}.xlsx`));
    expect(result).toMatchObject({ format: 'xlsx', language });
    expect(textOf(result)).toBe(`${title}\n${paragraphs[0]}\n\n${paragraphs[1]}`);
  });

  it('reads a PDF made by LibreOffice, paragraphs rebuilt', async () => {
    const result = await extractBytes(fixture(`${language}.pdf`));
    expect(result).toMatchObject({ format: 'pdf', language, pages: 1 });
    expect(textOf(result)).toBe(text);
  });
});

describe('document structure', () => {
  it('keeps DOCX tables as rows and footnotes at the end', async () => {
    const result = await extractBytes(fixture('features.docx'));
    expect(textOf(result)).toBe(
      'Field Notes on River Birds\n\n' +
        'Herons wait in the shallows for most of the morning before they strike at a passing fish.[1] Kingfishers prefer the steep banks where they dig their nesting tunnels.\n\n' +
        'Species\tCount\nGrey heron\t12\nKingfisher\t3\n\n' +
        'The survey will be repeated next spring with the same route and the same two observers.\n\n' +
        'Observed along the northern bank in April.',
    );
  });

  it('drops PDF running heads and page numbers, joins hyphenated words and paragraphs split by a page break', async () => {
    const result = await extractBytes(fixture('paper.pdf'));
    expect(result).toMatchObject({ pages: 2, locale: 'en-GB' });
    expect(textOf(result)).toBe(
      'Reading rooms have changed less than almost any other public space. A visitor from a century ago would recognise the long tables, the green lamps and the careful silence that settles over the room after the first hour of the day.\n\n' +
        'Libraries still ask their readers to speak softly, and most readers are glad to comply, because the quiet is the reason they came. The rule is older than the building itself and will probably outlast it, whatever happens to the books.\n\n' +
        'New reading rooms copy the old ones on purpose, down to the height of the windows.',
    );
  });

  it('keeps a PDF paragraph whole across a column break, and a wrapped title in larger type whole', async () => {
    const result = await extractBytes(fixture('columns.pdf'));
    expect(textOf(result)).toBe(
      'Night Light and the Sleep of Young Readers\n\n' +
        'Screens glow long after the lights go out. Most readers under sixteen keep a phone within reach of the pillow.\n\n' +
        'A buzzing phone wakes a sleeper even when the message is never read, and the light of the screen delays the hour at which sleep comes on the nights that follow, as a small diary study found last winter.\n\n' +
        'Keeping the phone in another room helps.',
    );
  });

  it('reads a two-column PDF printed by a browser with its headings and paragraphs as they are', async () => {
    const result = await extractBytes(fixture('printed.pdf'));
    const paragraphs = textOf(result).split('\n\n');
    expect(paragraphs.slice(0, 3)).toEqual(['Night Light and the Sleep of Young Readers in Small Towns', 'Screens at night', expect.stringMatching(/^Screens glow .* nights that follow\.$/)]);
    expect(paragraphs.slice(3).map((p) => p.slice(0, 20))).toEqual(['What helps', 'Keeping the phone in', 'A paper alarm clock ']);
  });

  it('keeps Markdown code blocks as code and calls the document mixed', async () => {
    const { text } = source('en');
    const code = 'function add(a, b) {\n  return a + b;\n}\nconst total = add(1, 2);\nconsole.log(total);';
    const result = await extractBytes(utf8(`${text.replace(/\n\n/g, '\n\n')}\n\n\`\`\`js\n${code}\n\`\`\`\n\nSee the [docs](https://example.org) for *more*.\n`));
    expect(textOf(result)).toBe(`${text}\n\n\`\`\`js\n${code}\n\`\`\`\n\nSee the docs for more.`);
    expect(result).toMatchObject({ format: 'md', contentType: 'mixed', languages: ['en', 'code'] });
  });

  it('calls a source file code', async () => {
    const code = Array.from({ length: 12 }, (_, i) => `export function step${i}(value: number): number {\n  return value * ${i + 1};\n}`).join('\n');
    const result = await extractDocument({ text: code });
    expect(result).toMatchObject({ contentType: 'code', language: 'code', languages: ['code'] });
  });

  it('lists both languages of a bilingual document, the larger first', async () => {
    const text = `${source('es').paragraphs[0]}\n\n${source('en').text}`;
    const result = await extractDocument({ text });
    expect(result).toMatchObject({ language: 'en', languages: ['en', 'es'] });
  });

  it('normalises line breaks and composes accents, as a reader sees them', async () => {
    const text = `${source('fr').text.replace(/\n/g, '\r\n').replace(/é/g, 'e\u0301')}`;
    expect(textOf(await extractDocument({ text }))).toBe(source('fr').text);
  });
});

describe('refusals', () => {
  const readable = /\.txt, \.md, \.html, \.csv, \.docx, \.xlsx, \.pdf, and JPEG, PNG, GIF and WebP/;

  it('too_short and too_long give the count and the bound', async () => {
    expect(await extractDocument({ text: 'Only a few words here.' })).toEqual({
      error: { code: 'too_short', message: 'The document has 5 words; a check needs at least 20.' },
    });
    const long = await extractDocument({ text: 'word '.repeat(25_001) });
    expect(long).toEqual({ error: { code: 'too_long', message: 'The document has 25,001 words; a check reads at most 25,000.' } });
    const file = await extractBytes(utf8('Short file.'));
    expect(file).toMatchObject({ error: { code: 'too_short' } });
  });

  it('unsupported_language for a document mostly in Chinese, Japanese or Thai', async () => {
    for (const text of [
      '图书馆每天早上九点开门。学生们很早就来到这里，在高高的窗户旁边找一个座位，那里的光线最适合阅读。'.repeat(3),
      '図書館は毎朝九時に開きます。学生たちは早く来て、高い窓のそばに席を見つけました。'.repeat(3),
      'ห้องสมุดเปิดทุกเช้าเวลาเก้าโมง นักเรียนมาแต่เช้าเพื่อหาที่นั่งใกล้หน้าต่างบานสูง'.repeat(3),
    ]) {
      const result = await extractBytes(utf8(text));
      expect(result).toMatchObject({ error: { code: 'unsupported_language' } });
    }
  });

  it('unsupported_type for legacy Office, executables, archives and noise, listing the readable formats', async () => {
    const cases: Array<[string, Uint8Array, RegExp]> = [
      ['legacy .xls from LibreOffice', fixture('legacy.xls'), /legacy Office/],
      ['ELF executable', new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Uint8Array(200)]), /executable/],
      ['Windows executable', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, ...new Uint8Array(200)]), /Windows executable/],
      ['gzip', new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, ...new Uint8Array(100).fill(0x90)]), /gzip/],
    ];
    for (const [, bytes, reason] of cases) {
      const result = await extractBytes(bytes);
      expect(result).toMatchObject({ error: { code: 'unsupported_type' } });
      if ('error' in result) {
        expect(result.error.message).toMatch(reason);
        expect(result.error.message).toMatch(readable);
      }
    }
  });

  it('unreadable_file for an encrypted PDF', async () => {
    expect(await extractBytes(fixture('encrypted.pdf'))).toEqual({
      error: { code: 'unreadable_file', message: 'The PDF is protected by a password; remove the password and upload it again.' },
    });
  });

  it('invalid_file for truncated or corrupt DOCX, XLSX and PDF files', async () => {
    for (const name of ['en.docx', 'en.xlsx']) {
      const bytes = fixture(name);
      const result = await extractBytes(bytes.slice(0, Math.floor(bytes.length / 2)));
      expect(result).toMatchObject({ error: { code: 'invalid_file' } });
    }
    const pdf = fixture('en.pdf');
    const broken = pdf.slice();
    broken.fill(0x20, 40, pdf.length - 10);
    expect(await extractBytes(broken)).toMatchObject({ error: { code: 'invalid_file' } });
    expect(await extractBytes(new Uint8Array(0))).toMatchObject({ error: { code: 'invalid_file', message: 'The file is empty.' } });
  });

  it('needs OCR for images and for a PDF without a text layer', async () => {
    expect(await extractBytes(fixture('scan.png'))).toEqual({ needsOcr: true, format: 'png' });
    expect(await extractBytes(fixture('photo.webp'))).toEqual({ needsOcr: true, format: 'webp' });
    expect(await extractBytes(fixture('scanned.pdf'))).toEqual({ needsOcr: true, format: 'pdf', pages: 1 });
  });
});
