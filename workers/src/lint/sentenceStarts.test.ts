import { describe, expect, it } from 'vitest';
import type { Finding } from './finding.js';
import { codeWords, maskNonProse } from './mask.js';
import { noSentenceStart } from './sentenceStarts.js';

const capital = (text: string, phrase: string, from = 0): Finding => {
  const start = text.indexOf(phrase, from);
  const word = phrase.split(/[ )]/)[0]!;
  return { start, end: start + word.length, category: 'grammar', severity: 'error', rule: 'harper:SentenceCapitalization', title: 'Capitalization', message: '', replacements: [word[0]!.toUpperCase() + word.slice(1)] };
};

describe('noSentenceStart', () => {
  const doc = [
    '# fflate',
    'Fast compression. Install it with `npm install fflate`.',
    '### parseJson(text)',
    'Returns the value. Call sprintf(format) when you need it.',
    '```js',
    'run();',
    '```',
    '',
    'and the same example without a callback.',
    'If you are:',
    '- working in a virtual environment',
    '',
    'the results were clear.',
    'a) use another shell',
    'Create an empty .k5login file.',
    'We bought 400 lbs. of beef, approx. ten crates.',
    'bzip2 compresses files.',
    'src/front_of_house/mod.rs (older style)',
  ].join('\n');
  const skip = noSentenceStart(doc, maskNonProse(doc), codeWords(doc));

  it('leaves names of code, continued sentences and list items lower case', () => {
    for (const word of ['fflate', 'parseJson', 'sprintf', 'and', 'working', 'a) use', 'k5login', 'of beef', 'ten crates', 'bzip2', 'src/front']) expect(skip(capital(doc, word, word === 'fflate' ? 0 : 1))).toBe(true);
  });

  it('leaves items counted in letters and roman numerals alone', () => {
    const licence = 'Rights include: i. the right to copy; ii. moral rights; and (b) for claims, "control" means (i) the power.';
    const skipIn = noSentenceStart(licence, maskNonProse(licence), new Set());
    expect(skipIn(capital(licence, 'i. the'))).toBe(true);
    expect(skipIn(capital(licence, 'moral'))).toBe(true);
    expect(skipIn(capital(licence, 'for claims'))).toBe(true);
    expect(skipIn({ ...capital(licence, 'i) the'), rule: 'harper:CapitalizePersonalPronouns' })).toBe(true);
    const code = 'Loop over (i, j) pairs with the -i option.';
    for (const at of ['i, j', 'i option']) {
      expect(noSentenceStart(code, code, new Set())({ ...capital(code, at), rule: 'harper:CapitalizePersonalPronouns' })).toBe(true);
    }
    const pronoun = 'Then i went home.';
    expect(noSentenceStart(pronoun, pronoun, new Set())({ ...capital(pronoun, 'i went'), rule: 'harper:CapitalizePersonalPronouns' })).toBe(false);
  });

  it('leaves the cells of a table row alone', () => {
    const sheet = 'name\tcity\tnotes\nanna smith\tparis\tlikes the museum\nIt rained. then it stopped.';
    const skipIn = noSentenceStart(sheet, maskNonProse(sheet), new Set());
    for (const cell of ['name', 'anna', 'likes']) expect(skipIn(capital(sheet, cell)), cell).toBe(true);
    expect(skipIn(capital(sheet, 'then'))).toBe(false);
  });

  it('still asks for a capital where a sentence of prose begins', () => {
    expect(skip(capital(doc, 'the results'))).toBe(false);
    const prose = 'It rained. then it stopped.';
    expect(noSentenceStart(prose, maskNonProse(prose), codeWords(prose))(capital(prose, 'then'))).toBe(false);
    // other rules are not this filter's business
    expect(skip({ ...capital(doc, 'and'), rule: 'a_an' })).toBe(false);
  });
});
