import { commonVerbsEn } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';
import { singularsOf } from './nounNumber.en.js';

// "every social media sites", "in every details": "each" and "every" take a singular
// noun. The noun must end its phrase (punctuation, a function word or a past verb follows) and be
// the regular plural of a word the dictionary knows; "every five years" counts groups.

const PATTERN =
  /\b([Ee]very|[Ee]ach)((?:\s+[a-z]+){0,2}?)\s+([a-z]{3,}[^siu'’\s]s)(?=\s*[,.;:!?)]|\s+(?:is|are|was|were|has|have|had|need|needs|must|can|could|should|will|would|may|might|shall|does|did|of|in|on|at|to|and|or|that|who|which|with|for|from|[a-z]{3,}ed)\b)/g;
const COUNT_WORD = /\b(?:few|couple|two|three|four|five|six|seven|eight|nine|ten|dozen|hundred|thousand|other|single|one)\b/;
// Words that end the "every" phrase before the noun: verbs and function words ("each
// student has notes"), words that open a clause ("every district where valves were"), words
// in -s (a verb or another noun) and -ing ("each person drawing benefits"). A noun that is
// also a verb in -s ("every person wants") is skipped.
const PHRASE_BREAK = /^(?:had|did|do|will|can|could|would|should|may|might|must|got|took|made|gave|saw|of|in|on|to|and|or|with|for|that|who|which|where|when|whose|whom|while|whether|because|since|if|than|after|before|until|unless|\w+s|\w+ing)$/;
const SINGULAR_IN_S = /(?:means|series|species|news|whereabouts|headquarters|odds)$/;
const CLAUSE_WORD = /^(?:the|a|an|this|that|these|those|my|your|his|her|its|our|their|it|he|she|they|we|you|i)$/;
const VERBS = new Set(commonVerbsEn);
// "every week students are", "each year people": a time after "every" is the whole phrase
const TIME_NOUN = /^(?:day|week|month|year|time|morning|evening|night|weekend|summer|winter|spring|autumn|semester|term|hour|minute|season)$/;

export const singularAfterEvery = lastWordRule({
  id: 'singular_after_every',
  title: 'Noun number',
  pattern: PATTERN,
  fix(m, text, ctx) {
    const noun = m[3]!;
    const between = m[2]!.trim().split(/\s+/).filter(Boolean);
    if (COUNT_WORD.test(m[2]!) || SINGULAR_IN_S.test(noun) || verbBaseOf.has(noun) || between.some((w) => PHRASE_BREAK.test(w))) return null;
    const singular = singularsOf(noun).find((s) => ctx.isWord(s));
    if (!singular) return null;
    // a verb before the preposition it takes: "each row corresponds to", "each accounts for",
    // "every request consists of" ("each" may stand alone as the subject)
    const verbLike = [`${singular}ed`, `${singular.replace(/e$/, '')}ed`, `${singular}${singular.slice(-1)}ed`].some((w) => ctx.isWord(w));
    if ((between.length > 0 || /^each$/i.test(m[1]!)) && verbLike && /^\s+(?:to|for|of|with)\b/.test(text.slice(m.index + m[0].length))) return null;
    // With a noun between, the word in -s may be its verb: "each choice counts.", "each time
    // it rains", "every election the electors are", "each student struggles with"
    if (between.length > 0) {
      if (between.some((w) => CLAUSE_WORD.test(w)) || TIME_NOUN.test(between[0]!)) return null;
      if (/^\s*[,.;:!?)]/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3))) return null;
      if (VERBS.has(singular) || verbBaseOf.has(singular)) return null;
    }
    return { word: noun, replacement: singular, message: `After "${m[1]!.toLowerCase()}", the noun is singular: "${singular}".` };
  },
});
