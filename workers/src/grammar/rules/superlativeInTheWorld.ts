import { matchCaseOf } from '../../lint/phraseRule.js';
import { superlativesEn as SUPERLATIVES } from './adjectiveDegrees.en.js';
import { lastWordRule } from './lastWordRule.js';

// "the best player of the world", "the most beautiful city of the world": after a superlative,
// the place a thing is the most in takes "in" ("the best player in the world"). Only a
// singular noun: "the poorest parts of the world", "the greatest religions of the world" name
// a share of the world, and so do "part", "corner" and the like in the singular ("the most
// remote corner of the world"). "the world's" is left alone ("the largest city of the world's
// largest country"), and so is "world" before a noun of its own ("the best player of the
// World Cup").

// what "most" and "least" grade: adjectives by their endings, and common ones that have none
const GRADED = /^(?:\p{L}+(?:al|ful|ous|ive|ant|ent|ic|able|ible|ing|ed|ar|less)|difficult|common|modern|polite|honest|pleasant|handsome|expensive)$/u;
// nouns that name a share of the world, which "of" fits
const SHARES = /^(?:part|corner|region|area|end|side|half|portion|section|quarter|zone|reaches|rest|remainder|bit|piece|fraction|percent|share|majority|minority|population|peoples?|nations?)$/;
const NOT_A_NOUN =
  /^(?:the|a|an|of|in|on|at|to|for|with|by|from|and|or|but|as|than|that|this|is|are|was|were|be|been|has|have|had|will|would|can|could|\p{L}+ly)$/u;

// nouns "world" names a kind of ("the World Cup", "the world economy")
const WORLD_COMPOUND =
  /^\s+the\s+[Ww]orld\s+(?:\p{Lu}|(?:cup|wars?|bank|body|economy|economies|community|trade|order|stage|leaders?|markets?|championships?|series|records?|tour|title|class|premiere|heritage|health|peace|powers?|population|history|literature|music|news|cinema|food|view|government|affairs|organi[sz]ation|summit|forum|religions?|languages?|map|wide|average|scale|level|rankings?|number)\b)/u;

const PATTERN =
  /\b(?:the|its|his|her|their|our|my|your)\s+(?:(?:most|least)\s+(\p{L}+)|(\p{L}+))\s+((?:\p{L}+\s+)?)(\p{L}+)\s+of(?=\s+the\s+world\b(?!['’]))/giu;

export const superlativeInTheWorld = lastWordRule({
  id: 'superlative_in_the_world',
  title: 'Preposition',
  pattern: PATTERN,
  fix(m, text) {
    if (WORLD_COMPOUND.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40))) return null;
    const [found, graded, superlative, before, noun] = m as unknown as [string, string | undefined, string | undefined, string, string];
    if (graded ? !GRADED.test(graded.toLowerCase()) : !SUPERLATIVES.has(superlative!.toLowerCase())) return null;
    const words = [...before.trim().split(/\s+/).filter(Boolean), noun].map((w) => w.toLowerCase());
    if (words.some((w) => NOT_A_NOUN.test(w))) return null;
    const head = words.at(-1)!;
    if (SHARES.test(head) || (/s$/.test(head) && !/(?:ss|us|is)$/.test(head))) return null;
    const of = found.slice(-2);
    const replacement = matchCaseOf(of, 'in');
    return { word: of, replacement, message: `After a superlative, the world is where it is the most: "${replacement} the world".` };
  },
});
