import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "this habit affect their health", "This method provide better results": "this" and a
// noun make a singular subject, so the verb takes -s. Only a verb that is no noun
// counts (the dictionary has no possessive for it: "this report use" could be a noun
// phrase), and only a noun that is no verb; a time ("This time make sure…") opens an
// imperative instead, and "that" is left out for the subjunctive ("vital that staff
// attend"). "this" must open a clause: after "helped" or "does" the noun is an object
// or the verb a bare infinitive ("helped this student improve", "Does this method work").

const PATTERN = /\b(this)\s+([a-z]+)\s+([a-z]+)\b(?!['’-])/gi;
const VERBS = new Set(commonVerbsEn);
const CLAUSE_OPENS = /(?:^|[.,;:!?(]\s*|\b(?:that|because|since|although|though|if|when|whether|while|and|but|so|hope|think|believe|know|feel|say|said|thought|means|shows|showed|suggests)\s+)$/i;
// times, and the modals, which the dictionary also knows as nouns ("a will", "a can")
const NOT_NOUNS = new Set(
  'will can may might must shall should would could ought need dare time times week month year morning evening afternoon night weekend summer winter spring autumn fall semester term season decade century moment round'.split(' '),
);

export const thisNounVerb = lastWordRule({
  id: 'this_noun_verb',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m, text, ctx) {
    if (!CLAUSE_OPENS.test(text.slice(Math.max(0, m.index - 30), m.index))) return null;
    const noun = m[2]!;
    const verb = m[3]!;
    if (NOT_NOUNS.has(noun) || VERBS.has(noun) || verbBaseOf.has(noun) || /s$/.test(noun)) return null;
    if (!ctx.isWord(noun) || !ctx.isWord(`${noun}'s`)) return null;
    if (!VERBS.has(verb) || verb === 'be' || ctx.isWord(`${verb}'s`)) return null;
    const replacement = thirdPersonSingular(verb);
    return { word: verb, replacement, message: `"${m[1]} ${noun}" is singular: use "${replacement}".` };
  },
});
