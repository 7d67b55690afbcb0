import { lastWordRule } from './lastWordRule.js';

// "Although it was raining, but we went out", "Because I was tired, so I slept": a
// clause opened by "although" or "because" is already joined to the next one, so the
// second connective goes. Only within one sentence that opens with the first, and not
// "so much", "so many" or "so that", where "so" is no connective, nor "but rather" or
// "but not", which contrast two parts of the first clause ("created not by a person,
// but rather by a script").

// Without its comma, the second connective must open a clause with a subject pronoun ("Although
// he is rich but he is not happy"): "but" alone may join two words ("rich but lazy").
const PATTERN =
  /(?:^|[.!?]["'”’)]*\s+)(Although|Though|Even though|Because|Since)\b[^.!?;:,]*(?:,\s+|\s(?=(?:but|so)\s+(?:I|you|he|she|we|they|it)\b))(but|so)\s(?!(?:much|many|far|long|little|few|that|rather|also|not|instead|only)\b)/g;

export const doubledConnective = lastWordRule({
  id: 'doubled_connective',
  title: 'Conjunction',
  pattern: PATTERN,
  fix(m) {
    const first = m[1]!.toLowerCase();
    const second = m[2]!;
    const pairs = (second === 'but' && /though$/.test(first)) || (second === 'so' && (first === 'because' || first === 'since'));
    if (!pairs) return null;
    const message = `"${m[1]}" already joins the two clauses: leave out "${second}".`;
    // the word and the space after it go, so that "raining, we went" reads right; without a
    // comma, one takes its place
    if (!m[0].endsWith(`, ${second} `)) return { word: ` ${second} `, replacement: ', ', message };
    return { word: `${second} `, replacement: '', message };
  },
});
