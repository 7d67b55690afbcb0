import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "Reading improve your vocabulary", "Smoking cause cancer": an -ing form opening a
// sentence is a singular subject, so its verb takes -s. Only a verb that is no noun
// (the dictionary has no possessive for it) counts, since "Building work", "Cooking
// oil" or "Training help" open noun phrases; so does only the word right after the
// -ing form, since "Reading books improve…" needs more than word order to judge. A verb
// that is also a noun counts where an object pronoun follows it ("Traveling make you").
// The sentence may open with a linking adverb and a comma ("Secondly, traveling make you").

const INTRO = String.raw`(?:(?:First(?:ly)?|Second(?:ly)?|Third(?:ly)?|Finally|Also|Moreover|Furthermore|Besides|However|Therefore|In addition|For example|Of course|In fact|Nowadays|Today),\s+)`;
const PATTERN = new RegExp(String.raw`(?:^|[.!?]["'”’)]*\s+)["“'‘(]?(?:([A-Z][a-z]+ing)|${INTRO}([a-z]+ing))\s+([a-z]+)\b(?!['’-])(?=(\s+(?:me|you|us|them|him|her|it)\b)?)`, 'g');

// or after a conjunction that opens a clause ("because reading help us"); the empty first group
// keeps the groups where the first pattern has them
const AFTER_CONJUNCTION = /\b(?:because|since|that)\s+()([a-z]+ing)\s+([a-z]+)\b(?!['’-])(?=(\s+(?:me|you|us|them|him|her|it)\b)?)/g;

const VERBS = new Set(commonVerbsEn);

export const gerundSubjectAgreement = lastWordRule({
  id: 'gerund_subject_agreement',
  title: 'Agreement',
  pattern: [PATTERN, AFTER_CONJUNCTION],
  fix(m, text, ctx) {
    const ing = m[1] || m[2]!;
    const verb = m[3]!;
    const objectAfter = m[4] !== undefined;
    if (verbBaseOf.get(ing.toLowerCase())?.form !== 'ing') return null;
    if (!VERBS.has(verb) || verb === 'be' || (ctx.isWord(`${verb}'s`) && !objectAfter)) return null;
    // a verb later in the sentence is the subject's: the word after the -ing form is its object
    // ("Specifying enable as True causes the server to ...")
    const rest = text.slice(m.index + m[0].length).split(/[.!?]/, 1)[0]!;
    if (/\b(?:is|was|has|does|causes|means|makes|gives|takes|allows|helps|requires)\b/.test(rest)) return null;
    const replacement = thirdPersonSingular(verb);
    return { word: verb, replacement, message: `"${ing}" as a subject is singular: use "${replacement}".` };
  },
});
