import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "Reading improve your vocabulary", "Smoking cause cancer": an -ing form opening a
// sentence is a singular subject, so its verb takes -s. Only a verb that is no noun
// (the dictionary has no possessive for it) counts, since "Building work", "Cooking
// oil" or "Training help" open noun phrases; so does only the word right after the
// -ing form, since "Reading books improve…" needs more than word order to judge.

const PATTERN = /(?:^|[.!?]["'”’)]*\s+)["“'‘(]?([A-Z][a-z]+ing)\s+([a-z]+)\b(?!['’-])/g;
const VERBS = new Set(commonVerbsEn);

export const gerundSubjectAgreement = lastWordRule({
  id: 'gerund_subject_agreement',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m, _text, ctx) {
    const ing = m[1]!;
    const verb = m[2]!;
    if (verbBaseOf.get(ing.toLowerCase())?.form !== 'ing') return null;
    if (!VERBS.has(verb) || verb === 'be' || ctx.isWord(`${verb}'s`)) return null;
    const replacement = thirdPersonSingular(verb);
    return { word: verb, replacement, message: `"${ing}" as a subject is singular: use "${replacement}".` };
  },
});
