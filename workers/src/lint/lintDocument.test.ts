import { describe, expect, it } from 'vitest';
import { applyFixes } from './resolveOverlaps.js';
import { createHarperThreads } from '../grammar/harperThreads.js';
import { DocumentLinter, harperThreadCount, lintDocument, nodeDictionaries } from './lintDocument.node.js';
import type { LintResult } from './lintDocument.js';

const applyIssues = (text: string, r: LintResult): string =>
  applyFixes(
    text,
    r.issues.map((i) => ({ ...r.findings[0]!, start: i.original.start, end: i.original.end, replacements: [i.fix.replacement] })),
  );

const en = { language: 'en', register: 'academic' as const, styleEnabled: true };

describe('lintDocument (English, all passes)', () => {
  it('maps findings to Issues whose offsets index the text, and fixing them all corrects it', async () => {
    const text = 'Their is a apple on the the table. We will recieve it tomorow.';
    const r = await lintDocument(text, en);
    for (const i of r.issues) {
      expect(text.slice(i.original.start, i.original.end)).toBe(i.original.text);
      expect(i.status).toBe('open');
      expect(i.locale).toBe('en-US');
      expect(typeof i.fix.replacement).toBe('string');
      expect(i.fix.label.length).toBeGreaterThan(0);
      expect(i.id).toMatch(/^lint-\d+-/);
    }
    expect(applyIssues(text, r)).toBe('There is an apple on the table. We will receive it tomorrow.');
    expect(r.counts.spelling).toBe(2);
    expect(r.counts.total).toBe(r.issues.length);
    expect(r.dialect).toBe('en-US');
    expect(r.scores.grammarSpelling).toBeLessThan(100);
    expect(r.scores.clarity).not.toBeNull();
  }, 120_000);

  it('reads inline code and file names as words of their own, not as sentence breaks or prose', async () => {
    const text = '`npm test` also installs the packages. Write a `# heading` first.\n\nThe harper.js package and Node.js 20 run it, and `lint` recieves text.';
    const r = await lintDocument(text, { ...en, styleEnabled: false });
    expect(r.issues.map((i) => i.original.text)).toEqual(['recieves']);
  }, 120_000);

  it('converts Harper code-point spans to UTF-16 offsets around emoji', async () => {
    const text = '😀 Great news 🎉🎉: their is a cake for everyone.';
    const r = await lintDocument(text, { ...en, styleEnabled: false });
    const there = r.issues.find((i) => i.original.text.toLowerCase() === 'their');
    expect(there).toBeDefined();
    expect(text.slice(there!.original.start, there!.original.end)).toBe('their');
  }, 120_000);

  it('offers no fix that would leave the text as it is', async () => {
    // Harper's capitalisation rule answered "ÿþÃ" -> "ÿþÃ" (text decoded from invalid UTF-8),
    // labelled 'Replace with "ÿþÃ"': a fix that fixes nothing.
    const text = 'The council approved the budget today. ÿþÃ( invalid bytes here and more words.';
    const r = await lintDocument(text, { ...en, styleEnabled: false });
    expect(r.issues.length).toBeGreaterThan(0);
    for (const i of r.issues) {
      if (i.fix.replacement === i.original.text) expect(i.fix.label).toBe('No automatic fix');
    }
    for (const f of r.findings) expect(f.replacements).not.toContain(text.slice(f.start, f.end));
  }, 120_000);

  it('does not check the code of an uploaded Markdown file, whose markup the intake took out', async () => {
    const { extractDocument } = await import('../intake/extractDocument.js');
    const markdown = '# Getting started\n\nMake a folder and go into it:\n\n```sh\nmkdir my-app\ncd my-app\n```\n\nThen run `npm init` to write the manifest, and recieve the prompts.\n';
    const extracted = await extractDocument({ bytes: new TextEncoder().encode(markdown) }, { minWords: 1 });
    if (!('text' in extracted)) throw new Error('not extracted');
    const r = await lintDocument(extracted.text, { ...en, register: 'general' });
    expect(r.issues.map((i) => i.original.text)).toEqual(['recieve']);
  }, 120_000);

  it('does not check code, markup, URLs or e-mail addresses', async () => {
    const text = 'The `recieve()` call and <span class="teh">fine</span> text at https://exmaple.com/wrod or teh@exmaple.org.\n\n```\nconst teh = wrod;\n```\n';
    const r = await lintDocument(text, en);
    expect(r.issues).toEqual([]);
  }, 120_000);

  it('follows the register and the style switch', async () => {
    const text = "The results don't support the claim, and I think the method is flawed.";
    const academic = await lintDocument(text, en);
    expect(academic.issues.map((i) => i.category)).toContain('word_choice');
    const general = await lintDocument(text, { ...en, register: 'general' });
    expect(general.issues.filter((i) => i.original.text === "don't")).toEqual([]);
    const noStyle = await lintDocument(text, { ...en, styleEnabled: false });
    expect(noStyle.issues.every((i) => i.category === 'spelling' || i.category === 'grammar')).toBe(true);
    expect(noStyle.scores.clarity).toBeNull();
  }, 120_000);

  it('uses the dialect the document is written in', async () => {
    const r = await lintDocument('The colour of the centre was organised with great humour.', { ...en, dialect: 'en-GB' });
    expect(r.dialect).toBe('en-GB');
    expect(r.counts.spelling).toBe(0);
  }, 120_000);

  it('takes British "-ize" for Oxford spelling unless the document writes "-ise" elsewhere', async () => {
    const oxford = await lintDocument('The colour of the programme was organized by the centre and realized in the theatre.', { ...en, harper: false });
    expect(oxford.dialect).toBe('en-GB');
    expect(oxford.counts.spelling).toBe(0);
    const text = 'The colour of the programme was organised by the centre and realized in the theatre, near the harbor.';
    const mixed = await lintDocument(text, { ...en, harper: false });
    const spelling = mixed.issues.filter((i) => i.category === 'spelling');
    expect(spelling.map((i) => [i.original.text, i.fix.replacement])).toEqual([['realized', 'realised'], ['harbor', 'harbour']]);
    expect(spelling.every((i) => i.severity === 'warning')).toBe(true);
  }, 120_000);

  it('accepts the account dictionary', async () => {
    const r = await lintDocument('Our flurbix pipeline is fast.', { ...en, acceptedWords: ['Flurbix'] });
    expect(r.counts.spelling).toBe(0);
  }, 120_000);

  it('accepts the possessive of an accepted word, and only accepted words', async () => {
    const text = 'The flurbix’s output and the flurbix\' logs beat the zorptle.';
    const before = await lintDocument(text, { ...en, harper: false });
    expect(before.issues.filter((i) => i.category === 'spelling')).toHaveLength(3);
    const r = await lintDocument(text, { ...en, harper: false, acceptedWords: ['FLURBIX'] });
    expect(r.issues.filter((i) => i.category === 'spelling').map((i) => i.original.text)).toEqual(['zorptle']);
  }, 120_000);

  it("takes a word used three times, with nothing in the dictionary near it, as the document's own term", async () => {
    const spelling = async (text: string): Promise<string[]> =>
      (await lintDocument(text, { ...en, styleEnabled: false })).issues.filter((i) => i.category === 'spelling').map((i) => i.original.text);
    expect(await spelling('Run dpkg to install it. Then dpkg lists the files, and dpkg removes them.')).toEqual([]);
    expect(await spelling('Run dpkg to install it. Then dpkg lists the files.')).toEqual(['dpkg', 'dpkg']);
    expect(await spelling('See you tommorow. Call me tommorow. We meet tommorow.')).toEqual(['tommorow', 'tommorow', 'tommorow']);
  });
  it('in another language, takes an English word unless a word of that language is one slip from it', async () => {
    const text = 'Para instalar el package, ejecute el script. Tenemos un problem con la configuración.';
    const r = await lintDocument(text, { language: 'es', register: 'general', styleEnabled: false });
    expect(r.issues.filter((i) => i.category === 'spelling').map((i) => i.original.text)).toEqual(['problem']);
  });
  it('checks a paragraph written in another language in that language', async () => {
    const text =
      'Resumen\n\nEste estudio analiza la relasión entre la densidad urbana y las emisiones de carbono en veinte ciudades europeas.\n\n' +
      'This study analyses the relationship between urban density and carbon emisions in twenty European cities.';
    const r = await lintDocument(text, { language: 'en', register: 'general', styleEnabled: false });
    expect(r.issues.map((i) => [i.original.text, i.fix.replacement, i.locale])).toEqual([
      ['relasión', 'relación', 'es-ES'],
      ['emisions', 'emissions', 'en-US'],
    ]);
  });
  it('checks a short line of English in a document in another language as English', async () => {
    const text =
      'Ce programme copie des fichiers entre deux ordinateurs et vérifie les données après chaque transfert.\n\n' +
      'Keep the permissions.\n\nShow all hiden files.\n\nLe fichier est suprimé.\n\nLe the est chaud.';
    const r = await lintDocument(text, { language: 'fr', register: 'general', styleEnabled: false });
    expect(r.issues.map((i) => [i.original.text, i.fix.replacement, i.locale])).toEqual([
      ['hiden', 'hidden', 'en-US'],
      ['suprimé', 'supprimé', 'fr-FR'],
      ['the', 'thé', 'fr-FR'],
    ]);
  });
  it('checks European Portuguese with the dictionary of Portugal', async () => {
    const text = 'A câmara aprovou dez quilómetros de ciclovias. O fenómeno económico preocupa a equipa.';
    const r = await lintDocument(text, { ...en, language: 'pt' });
    expect(r.dialect).toBe('pt-PT');
    expect(r.issues).toEqual([]);
    const brazil = await lintDocument(text, { ...en, language: 'pt', dialect: 'pt-BR' });
    expect(brazil.issues.map((i) => i.original.text)).toContain('quilómetros');
  }, 120_000);

  it('says nothing about a paragraph in a language whose dictionary cannot be had (offline)', async () => {
    const onlyEnglish = {
      loadHunspell: (id: Parameters<typeof nodeDictionaries.loadHunspell>[0]) =>
        id.startsWith('en') ? nodeDictionaries.loadHunspell(id) : Promise.reject(new Error('offline')),
      loadFrequencies: nodeDictionaries.loadFrequencies,
      loadRareWords: nodeDictionaries.loadRareWords,
    };
    // Dutch, which no other test in this file loads (a loaded speller is kept for the process)
    const text = 'Deze studie onderzoekt de relatie tussen de dichtheid van steden en de uitstoot van koolstof in het verleeden.\n\nWe find a weak efect.';
    const r = await new DocumentLinter(onlyEnglish).lint(text, { language: 'en', register: 'general', styleEnabled: false, harper: false });
    expect(r.issues.map((i) => i.original.text)).toEqual(['efect']);
  });
  it('leaves the names, titles and dates of a reference list alone, but not a misspelt lower-case word in it', async () => {
    const text = [
      'Night-time phone use delays sleep (Marwick & Quentell, 2021).',
      '',
      'References',
      '',
      'Marwick, T., & Quentell, R. (2021). kids, screens and the sleeep they lose: A review. Journal of Adolescent Rest, 4(2), 11-19.',
      '',
      'Quentell, R. (2019). iGen at night. Harbourline Press.',
    ].join('\n');
    const r = await lintDocument(text, en);
    expect(r.issues.map((i) => i.original.text)).toEqual(['sleeep']);
  }, 120_000);

  it('takes the English titles in the reference list of a document in another language', async () => {
    const text = [
      'El uso nocturno del móvil retrasa el sueño de los adolescentes (Marwick y Quentell, 2021).',
      '',
      'Referencias',
      '',
      'Marwick, T. y Quentell, R. (2021). Screens and the sleep adolescents lose: A literature review. Revista de Descanso, 4(2), 11-19.',
    ].join('\n');
    const r = await lintDocument(text, { ...en, language: 'es' });
    expect(r.issues).toEqual([]);
  }, 120_000);

  it('still checks prose under a heading that could open a reference list', async () => {
    const text = 'Our findings\n\nWe report what we saw.\n\nSources\n\nMost of the the data came from interviews we held in the spring.';
    const r = await lintDocument(text, en);
    expect(r.issues.map((i) => i.original.text)).toContain(' the');
  }, 120_000);

  it('takes a name the document also writes as code as a term of its own', async () => {
    const text = 'Install it:\n\n```sh\napt-get install fliggard\n```\n\nThen fliggard runs behind the proxy, and `zorptool --check` tests it. Zorptool recieves the report.';
    const r = await lintDocument(text, { ...en, styleEnabled: false });
    expect(r.issues.map((i) => i.original.text)).toEqual(['recieves']);
  }, 120_000);

  it('takes the names of programs, paths and file extensions the document writes as terms in its prose', async () => {
    const text =
      'See gzorpwd(1) and the file /etc/gzshadow.\n\ngzorpwd changes the gzshadow file. Archives in .lzmq format are smaller. ' +
      'The tool recieves lzmq data.\n\nWe could not win .and they all voted. and then we left.';
    const r = await lintDocument(text, { ...en, styleEnabled: false });
    // " .and" is a slip of the space bar, not an extension that would make "and" a name
    expect(r.issues.map((i) => [i.original.text, i.original.start])).toEqual([
      ['recieves', text.indexOf('recieves')],
      ['and', text.indexOf('and then')],
    ]);
  }, 120_000);

  it('survives hostile input without throwing', async () => {
    const inputs = ['', '   \n\n  ', 'a'.repeat(100_000), '\u0000\u0001\uFFFF\uD800 broken surrogate', '!!!???...,,,;;;', `${'word '.repeat(3000)}`, '<<<<>>>>&&&&####'.repeat(500)];
    for (const text of inputs) {
      const r = await lintDocument(text, { ...en, harper: false });
      for (const i of r.issues) expect(text.slice(i.original.start, i.original.end)).toBe(i.original.text);
    }
    await expect(lintDocument('hello', { ...en, language: 'xx' })).rejects.toThrow(/unsupported language/);
  }, 120_000);

  it('re-checks only the paragraph that changed', async () => {
    const linter = new DocumentLinter(nodeDictionaries);
    const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} talks about the harvest and the weather in the valley, where the farmers work from dawn.`);
    await linter.lint(paragraphs.join('\n\n'), en);
    paragraphs[7] = 'Paragraph seven talks about the the harvest.';
    const t0 = performance.now();
    const r = await linter.lint(paragraphs.join('\n\n'), en);
    const ms = performance.now() - t0;
    expect(r.issues.map((i) => i.title)).toContain('Repeated word');
    expect(ms).toBeLessThan(2000);
  }, 120_000);

  it('flags "everytime", "there is" before a plural and "to loose" with its own passes (Harper\'s duplicates are off)', async () => {
    const text = 'Everytime we meet, there is many people who want to loose weight.';
    const r = await lintDocument(text, en);
    const fixes = r.issues.map((i) => `${i.original.text} -> ${i.fix.replacement}`);
    expect(fixes).toEqual(expect.arrayContaining(['Everytime -> Every time', 'is -> are', 'to loose -> to lose']));
    expect(r.findings.filter((f) => f.rule.startsWith('harper:')).map((f) => f.rule)).toEqual([]);
  }, 120_000);

  it('mends a space typed one letter early once, with no second fix on the word after it', async () => {
    const text = 'We walked tot he end of the road together after the long and tiring day.';
    expect(applyIssues(text, await lintDocument(text, en))).toBe('We walked to the end of the road together after the long and tiring day.');
  }, 120_000);

  it('times each pass on the paragraphs it checks, and none on cached ones', async () => {
    const linter = new DocumentLinter(nodeDictionaries);
    const text = 'Their is a apple on the the table.\n\nWe will recieve it tomorow, and it will be good.';
    const first = await linter.lint(text, en);
    expect(first.passMs.harper).toBeGreaterThan(0);
    expect(first.passMs.spelling).toBeGreaterThan(0);
    expect(first.passMs.rules).toBeGreaterThan(0);
    const again = await linter.lint(text, en);
    expect(again.passMs).toEqual({ harper: 0, spelling: 0, rules: 0 });
    const ownOnly = await linter.lint('A new paragraph with a mispelled word.', { ...en, harper: false });
    expect(ownOnly.passMs.harper).toBe(0);
    expect(ownOnly.passMs.spelling).toBeGreaterThan(0);
  }, 120_000);

  it('finds the same, byte for byte, with harper.js on threads as in this thread', async () => {
    const threads = createHarperThreads(2);
    try {
      const paragraphs = [
        'A short title',
        'Their is a apple on the the table, and he dont know why we recieve so many leter.',
        'she is taller then me. we go.',
        'The comittee have decided that it was neccessary to postpone the meating untill tomorow.',
        'its to late. we go.',
        'In order to succed, students must work every day and beleive in there own abilitys.',
        'However the results were clear, and the method of the study was sound and then we left.',
      ];
      const text = paragraphs.join('\n\n');
      for (const dialect of ['en-US', 'en-GB', 'en-AU', 'en-CA']) {
        for (const styleEnabled of [true, false]) {
          const opts = { ...en, dialect, styleEnabled };
          const here = await new DocumentLinter(nodeDictionaries).lint(text, opts);
          const there = await new DocumentLinter(nodeDictionaries, threads).lint(text, opts);
          expect(there.dialect).toBe(dialect);
          expect(JSON.stringify(there.findings)).toBe(JSON.stringify(here.findings));
          expect(JSON.stringify(there.issues)).toBe(JSON.stringify(here.issues));
        }
      }
    } finally {
      await threads.terminate();
    }
  }, 180_000);
});

describe('harperThreadCount', () => {
  it('takes one thread per core, at most two, unless WRITECHECK_HARPER_THREADS says otherwise', () => {
    expect(harperThreadCount(undefined, 1)).toBe(1);
    expect(harperThreadCount(undefined, 2)).toBe(2);
    expect(harperThreadCount(undefined, 16)).toBe(2);
    expect(harperThreadCount('', 16)).toBe(2);
    expect(harperThreadCount('0', 2)).toBe(0);
    expect(harperThreadCount('3', 2)).toBe(3);
    expect(() => harperThreadCount('two', 2)).toThrow(/WRITECHECK_HARPER_THREADS/);
    expect(() => harperThreadCount('-1', 2)).toThrow(/WRITECHECK_HARPER_THREADS/);
  });
});
