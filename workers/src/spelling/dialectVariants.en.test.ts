import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { checkSpelling } from './checkSpelling.js';
import { dialectRespelling, isOxfordIze } from './dialectVariants.en.js';
import { loadSpeller, type Speller } from './speller.js';

let us: Speller;
let gb: Speller;
beforeAll(async () => {
  [us, gb] = await Promise.all([loadSpeller('en', nodeDictionaries), loadSpeller('en-gb', nodeDictionaries)]);
}, 120_000);

const respelt = (word: string, speller: Speller): string | undefined =>
  dialectRespelling(word, (w) => speller.isCorrect(w), (w) => speller.suggest(w, 3), speller.id === 'en' ? ['british'] : ['american'])?.respelt;

describe('dialectRespelling', () => {
  it('gives a British dictionary the British form of American spellings, in every family', () => {
    const pairs = [
      ['harbor', 'harbour'], ['neighborhood', 'neighbourhood'], ['favorites', 'favourites'], ['rumored', 'rumoured'],
      ['center', 'centre'], ['theaters', 'theatres'], ['fiber', 'fibre'], ['somber', 'sombre'],
      ['organize', 'organise'], ['realization', 'realisation'], ['analyzed', 'analysed'],
      ['traveled', 'travelled'], ['signaling', 'signalling'], ['counselor', 'counsellor'], ['marvelous', 'marvellous'],
      ['gray', 'grey'], ['aluminum', 'aluminium'], ['pediatrician', 'paediatrician'], ['hemorrhage', 'haemorrhage'],
      ['defense', 'defence'], ['catalog', 'catalogue'], ['willful', 'wilful'], ['fulfillment', 'fulfilment'],
    ];
    for (const [american, british] of pairs) expect(respelt(american!, gb), american).toBe(british);
  });
  it('gives an American dictionary the American form of British spellings', () => {
    const pairs = [
      ['colour', 'color'], ['behaviour', 'behavior'], ['centre', 'center'], ['spectres', 'specters'], ['organised', 'organized'],
      ['travelling', 'traveling'], ['jewellery', 'jewelry'], ['programme', 'program'], ['tyres', 'tires'], ['foetus', 'fetus'],
      ['oestrogen', 'estrogen'], ['practised', 'practiced'], ['offence', 'offense'], ['enrolment', 'enrollment'],
      ['learnt', 'learned'], ['spelt', 'spelled'], ['spoilt', 'spoiled'], ['foetal', 'fetal'], ['despatch', 'dispatch'],
      // "-ise" beyond the listed stems, where "-ize" is among the first suggestions
      ['galvanising', 'galvanizing'], ['institutionalised', 'institutionalized'], ['hybridising', 'hybridizing'],
    ];
    for (const [british, american] of pairs) expect(respelt(british!, us), british).toBe(american);
    // a British dictionary has both pasts, so "learned" in British text is never asked about
    expect(['learned', 'learnt', 'spelled', 'spelt'].every((w) => gb.isCorrect(w))).toBe(true);
    // and the variants both varieties list are no misspelling in either
    expect(['benefitted', 'focussed', 'dreamt', 'flyers'].every((w) => us.isCorrect(w) && gb.isCorrect(w))).toBe(true);
  });
  it('looks only for the spellings foreign to the document', () => {
    // an American document never calls a word "the American spelling"
    expect(dialectRespelling('harbor', () => true, () => ['harbour'], ['british'])).toBeNull();
    expect(dialectRespelling('harbour', () => true, () => ['harbor'], ['british'])).toEqual({ respelt: 'harbor', writtenIn: 'british' });
  });
  it('keeps the capital of the word', () => {
    expect(respelt('Colour', us)).toBe('Color');
    expect(dialectRespelling('Harbor', (w) => gb.isCorrect(w), (w) => gb.suggest(w, 3), ['american'])).toEqual({ respelt: 'Harbour', writtenIn: 'american' });
  });
  it('takes no slip for a dialect form', () => {
    // a slip ending like a dialect spelling, outside the stems and endings where the dialects differ
    for (const slip of ['flor', 'fourm', 'latre', 'entre', 'othre', 'advize', 'recieve', 'taxs', 'editres']) {
      expect(respelt(slip, gb), slip).toBeUndefined();
      expect(respelt(slip, us), slip).toBeUndefined();
    }
  });
  it('tells Oxford "-ize" from "-yze"', () => {
    expect(isOxfordIze('organizations')).toBe(true);
    expect(isOxfordIze('Realized')).toBe(true);
    expect(isOxfordIze('analyzed')).toBe(false);
    expect(isOxfordIze('colour')).toBe(false);
  });
});

describe('checkSpelling: another dialect', () => {
  it('says which spelling the document follows and offers it, as a warning', () => {
    const text = 'The boats left the harbor and the colour faded.';
    const [finding] = checkSpelling(text, { speller: gb, accepted: new Set() });
    expect(text.slice(finding!.start, finding!.end)).toBe('harbor');
    expect(finding).toMatchObject({ rule: 'dialect_spelling', severity: 'warning', replacements: ['harbour'] });
    expect(finding!.message).toBe('"harbor" is the American spelling; this document follows British spelling: "harbour".');
    const [american] = checkSpelling('We met at the theatre.', { speller: us, accepted: new Set() });
    expect(american!.message).toBe('"theatre" is the British spelling; this document follows American spelling: "theater".');
  });
  it('names "-ize" in British text as the spelling the rest of the document does not use', () => {
    const [finding] = checkSpelling('They emphasized it.', { speller: gb, accepted: new Set() });
    expect(finding!.message).toBe('"emphasized" is spelt with -ize; the rest of this document spells these words with -ise: "emphasised".');
  });
  it('still treats a slip as a misspelling', () => {
    const [finding] = checkSpelling('A latre start.', { speller: gb, accepted: new Set() });
    expect(finding).toMatchObject({ rule: 'spelling', severity: 'error' });
  });
});
