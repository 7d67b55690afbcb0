import { describe, expect, it } from 'vitest';
import { besideMaskedWords, fileExtensions, maskedSpans, maskNonProse, programNames } from './mask.js';

describe('maskNonProse', () => {
  it('keeps the length and blanks code, markup, URLs and addresses', () => {
    const text = [
      '# Title here',
      'Some `inline code` and <b>bold</b> &amp; a [link text](https://example.com/x) or mail me@example.org.',
      '```js',
      'const teh = 1;',
      '```',
      'See https://example.com/path?q=1 and [3].',
    ].join('\n');
    const masked = maskNonProse(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).not.toContain('inline code');
    expect(masked).not.toContain('<b>');
    expect(masked).not.toContain('&amp;');
    expect(masked).not.toContain('const teh');
    expect(masked).not.toContain('example.com');
    expect(masked).not.toContain('me@');
    expect(masked).toContain('link text');
    expect(masked).toContain('Some');
    expect(masked).toContain('Title here');
    expect(masked.split('\n')).toHaveLength(text.split('\n').length);
  });
  it('copes with an unclosed code fence and with hostile input', () => {
    const text = 'Prose first.\n```\nno end to this fence';
    expect(maskNonProse(text)).toBe(`Prose first.\n${' '.repeat(3)}\n${' '.repeat(20)}`);
    // Each of these took from 20 seconds to minutes while a pattern rescanned the rest of the line.
    for (const unit of ['<', '`', '[](', 'a-', 'a.', 'ab.', 'v1.', '%(', '![', '[', '<!--', '<script ', 'a.b@', '\n', '|\n', 'a$', 'A$', 'Ab.', '---\na: b\n']) {
      const hostile = unit.repeat(Math.ceil(150_000 / unit.length));
      const t0 = performance.now();
      expect(maskNonProse(hostile)).toHaveLength(hostile.length);
      expect(performance.now() - t0, unit).toBeLessThan(2000);
    }
  });
  it('tells which spans touch masked text', () => {
    const text = 'Use`x` and more';
    const touches = maskedSpans(text, maskNonProse(text));
    expect(touches(0, 3)).toBe(true); // ends right before the masked code
    expect(touches(11, 15)).toBe(false);
  });

  it('tells which spans sit beside inline code, spaces between', () => {
    const text = '`npm test` also runs; a `# heading` here, and `x`.';
    const beside = besideMaskedWords(text, maskNonProse(text));
    expect(beside(11, 15)).toBe(true); // "also" after the code
    expect(beside(22, 23)).toBe(true); // "a" before the code
    expect(beside(16, 20)).toBe(false); // "runs"
    expect(besideMaskedWords('no code here', 'no code here')(0, 2)).toBe(false);
  });

  it('tells which spans sit beside blanked words across link and emphasis openers, not beside markers', () => {
    const text = 'It will throw a\n[`MODULE_NOT_FOUND`][] error. Node.js uses V8.\n\n1. their list item\n\nSee [3] for more.';
    const beside = besideMaskedWords(text, maskNonProse(text));
    expect(beside(14, 15)).toBe(true); // "a" before the linked code on the next line
    expect(beside(45, 49)).toBe(true); // "uses" after "Node.js"
    const their = text.indexOf('their');
    expect(beside(their, their + 5)).toBe(false); // a list marker is no word
    const forMore = text.indexOf('for more');
    expect(beside(forMore, forMore + 3)).toBe(false); // nor a citation number
    // a blank line ends the paragraph: prose after a code block is judged on its own
    const after = '```\ncode\n```\n\nthe results';
    expect(besideMaskedWords(after, maskNonProse(after))(after.indexOf('the'), after.indexOf('the') + 3)).toBe(false);
  });

  it('blanks front matter, indented fences and members of capitalised names, not a missing space', () => {
    const text = '---\ntitle: Porting it\nlayout: page\n---\nShim Object.assign and Date.now() or LogLevel.Debug here.\n\n\t```ts\n\tconst teh = 1;\n\t```\nIt ended.The next one.';
    const masked = maskNonProse(text);
    for (const code of ['title: Porting it', 'layout: page', 'Object.assign', 'Date.now()', 'LogLevel.Debug', 'const teh = 1;']) expect(masked).not.toContain(code);
    expect(masked).toContain('Shim');
    expect(masked).toContain('ended.The next one.');
    // a thematic break is not front matter
    expect(maskNonProse('---\nSome prose here.\n---\n')).toContain('Some prose here.');
  });

  it('blanks paths, dotted names, versions and format placeholders, not prose that looks a little like them', () => {
    const text = 'Run ./node_modules/.bin/standard or /usr/bin/env; call res.cookie() on example.com with v12.6.0 and %s or %(name)s.';
    const code = ['./node_modules/.bin/standard', '/usr/bin/env', 'res.cookie()', 'example.com', 'v12.6.0', '%s', '%(name)s'];
    expect(maskNonProse(text)).toBe(code.reduce((t, c) => t.replace(c, ' '.repeat(c.length)), text));
    const prose = 'Cats and/or dogs, e.g. pets, cost 50%, i.e. a lot.';
    expect(maskNonProse(prose)).toBe(prose);
  });

  it('keeps link labels and blanks images, badges, reference targets and link definitions', () => {
    const text = [
      '[![build][build-badge]][build-url] See [the guide][guide] and [notes](https://example.org/n).',
      '![a diagram of teh parts](parts.png)',
      '[build-url]: https://ci.example.org/x',
      '[guide]: https://example.org/guide "Guide"',
    ].join('\n');
    const masked = maskNonProse(text);
    expect(masked).toHaveLength(text.length);
    expect(masked.split('\n').map((line) => line.trim().replace(/ +/g, ' '))).toEqual(['See the guide and notes .', '', '', '']);
  });

  it('blanks file and package names', () => {
    expect(maskNonProse('Saved as report.pdf.')).toBe('Saved as           .');
    const text = 'Use harper.js or report.pdf, then Node.js.';
    expect(maskNonProse(text)).toBe('Use           or           , then        .');
  });
  it('blanks command-line options in every language, not hyphenated words or dashes', () => {
    const text = 'Con --dry-run o -q, y --mode=fast,safe (o «--quiet» o -Wl,-z,now), nada cambia.';
    const code = ['--dry-run', '-q', '--mode=fast,safe', '--quiet', '-Wl,-z,now'];
    expect(maskNonProse(text)).toBe(code.reduce((t, c) => t.replace(c, ' '.repeat(c.length)), text));
    for (const prose of ['Ein E-Mail-Konto und ein apt-get sind da.', 'It was late -- very late -- when we left.', 'Vi sono -5 gradi e un ex-sindaco.']) {
      expect(maskNonProse(prose)).toBe(prose);
    }
  });
  it('blanks programs named with their manual section or as a call, not a plural in brackets', () => {
    const text = 'Ver dpkg-query(1), glob(7) e iconv(); o(s) pacote(s) ficam.';
    const code = ['dpkg-query(1)', 'glob(7)', 'iconv()'];
    expect(maskNonProse(text)).toBe(code.reduce((t, c) => t.replace(c, ' '.repeat(c.length)), text));
  });
  it('blanks a command quoted as GNU manuals quote it, not a quoted phrase', () => {
    const text = "Use ‘tr -s’ to squeeze, `uniq -c' to count and ‘sort -u -k 2’ to sort; the ‘last word’ is hers.";
    const masked = maskNonProse(text);
    expect(masked).not.toMatch(/tr|uniq|sort -u/);
    expect(masked).toContain('‘last word’ is hers.');
  });
  it('blanks a placeholder or a brace list of names with what it is glued to, not a set written with spaces', () => {
    const text = 'Setze Hook::{Start,Stop}-Befehl und src/main.{c,h} oder {a,b}; die Menge {1, 2, 3} bleibt, lies {Datei}.';
    const code = ['Hook::{Start,Stop}-Befehl', 'src/main.{c,h}', '{a,b}', '{Datei}'];
    expect(maskNonProse(text)).toBe(code.reduce((t, c) => t.replace(c, ' '.repeat(c.length)), text));
  });
  it('blanks names joined by double colons, not a colon in prose', () => {
    const text = 'Die Option APT::Get::Show-Versions und Dir::Bin gelten; Zeit: 10:30 Uhr.';
    const code = ['APT::Get::Show-Versions', 'Dir::Bin'];
    expect(maskNonProse(text)).toBe(code.reduce((t, c) => t.replace(c, ' '.repeat(c.length)), text));
  });
});

describe('programNames and fileExtensions', () => {
  it('collects the words of manual references, calls and paths', () => {
    expect([...programNames('See gpasswd(1), apt-get(8) and iconv(). It reads /etc/gshadow and ~/.config/mc/ini, and/or his/her notes (1).')].sort()).toEqual(
      ['apt', 'config', 'etc', 'get', 'gpasswd', 'gshadow', 'iconv', 'ini'],
    );
  });
  it('collects file extensions, glued to a name or on their own, and no abbreviation', () => {
    expect([...fileExtensions('Files .lzma, foo.deb and *.tgz; e.g. U.S. end.The v1.2 3.5 example.com')].sort()).toEqual(['com', 'deb', 'lzma', 'tgz']);
  });
  it('stays linear on hostile input', () => {
    const t0 = performance.now();
    for (const s of ['/.'.repeat(200_000), 'a('.repeat(200_000), '.a'.repeat(200_000), ('/' + 'a'.repeat(99)).repeat(4_000)]) {
      programNames(s);
      fileExtensions(s);
    }
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});

