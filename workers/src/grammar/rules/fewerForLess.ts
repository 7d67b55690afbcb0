import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';
import { singularsOf } from './nounNumber.en.js';
import { verbBaseOf } from './verbForms.en.js';

// "less people", "less cars": a plural count noun takes "fewer"; "less" stays with
// mass nouns ("less water") and adjectives ("less serious", "less developed"). The
// noun must be the regular plural of a word the dictionary knows and not a verb in -s.

const PLURALS_OF_THEIR_OWN = new Set(['people', 'children', 'men', 'women']);
// words in -s that are not plural count nouns
const NOT_COUNT_PLURALS = new Set(
  ('news means series species physics economics politics mathematics athletics ethics thanks odds whereabouts headquarters ' +
    'towards afterwards besides sometimes always perhaps nevertheless unless regardless').split(' '),
);
/** A plural count noun: "people" and the like, or the regular plural of a word the dictionary knows that is not a verb in -s. */
export function isPluralCountNoun(noun: string, isWord: (w: string) => boolean): boolean {
  return (
    PLURALS_OF_THEIR_OWN.has(noun) ||
    (noun.length >= 4 &&
      /[^s]s$/.test(noun) &&
      !/(?:us|is|ous|ics)$/.test(noun) &&
      !NOT_COUNT_PLURALS.has(noun) &&
      verbBaseOf.get(noun)?.form !== 'third' &&
      singularsOf(noun).some((s) => s.length >= 3 && isWord(s)))
  );
}

const PATTERN = /(?<!\bmore\s+or\s+|-)\b(less)(?=\s+([a-z]+)\b(?![-'’]))/gi;

export const fewerForLess = lastWordRule({
  id: 'fewer_for_less',
  title: 'Fewer or less',
  pattern: PATTERN,
  fix(m, _text, ctx) {
    const noun = m[2]!.toLowerCase();
    const plural = isPluralCountNoun(noun, ctx.isWord);
    if (!plural) return null;
    const word = m[1]!;
    const replacement = matchCaseOf(word, 'fewer');
    return { word, replacement, message: `"${noun}" can be counted: "${replacement} ${noun}"; "less" is for amounts ("less water").` };
  },
});
