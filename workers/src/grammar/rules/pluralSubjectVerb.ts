import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "they needs", "people who depends", "these skills requires": a plural subject takes
// the verb without -s. Subjects: they, we, I, people, children, men, women, and a plural noun after
// these, those, many, several, both or few, in -s or one of the plurals without it ("these social
// media makes"); "who" may stand between ("those who"
// alone is a subject too: "for those who lives there"). Only the -s
// forms of the common verbs are checked, and is/was/has/does after a plural noun
// (after a pronoun, the pronoun agreement rule has them).

const PATTERN =
  /\b(they|we|I|people|children|men|women|those(?=\s+who\b)|(?:these|those|many|several|both|few)\s+(?:[a-z]+s|(?:[a-z]+\s+)?(?:media|criteria|phenomena|people|children|men|women|teeth|feet|mice)))(\s+who)?\s+([a-z]+n't|[a-z]+)\b/gi;
const IRREGULAR: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do', "doesn't": "don't", "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't" };
const PRONOUN = /^(?:they|we|i)$/i;
// Singular nouns that end in s ("analysis", "bus", "class").
const SINGULAR_IN_S = /(?:ss|is|us|ics|news|series|species)$/i;
// Where a clause begins: the text's or a sentence's start, a comma or other mark, a conjunction,
// and before "people" a word that picks them out ("most people", "young people").
const CLAUSE_START =
  /(?:^|[.!?;:,(—–"“]\s*|\b(?:and|but|or|so|because|that|when|whenever|if|while|since|although|though|where|whereas|once|unless|until|then|now|yet|why|how)\s+)(?:(?:most|many|some|all|the|these|those|young|old|older|other|such|both)\s+)?$/i;
// "A lot of people thinks", "lots of children likes": after a quantity that opens the
// clause, the plural noun is the subject although "of" precedes it
const QUANTITY_OF = new RegExp(String.raw`(?:^|[.!?;:(—–"“]\s*|,\s+(?:and|but|so|yet)\s+|\b(?:because|that|when|if|while|since|although|though|whereas)\s+)(?:a\s+lot|lots|plenty|a\s+number|a\s+couple)\s+of\s+$`, 'i');
// After a preposition or "than", the pronoun or noun is an object ("more than people"), unless "who" follows.
const NOT_SUBJECT = /\b(?:than|as|of|for|to|with|about|like)\s+$/i;

// "I" is not plural: it takes the plural verb form, and so does a pair ending in it ("He and I go").
function agreementMessage(subject: string, base: string, before: string): string {
  if (subject !== 'I' && subject !== 'i') return `"${subject}" is plural: use "${base}".`;
  const pair = /(\p{L}+)\s+and\s+$/u.exec(before);
  return pair ? `"${pair[1]} and I" is plural: use "${base}".` : `After "I", use "${base}".`;
}

export const pluralSubjectVerb = lastWordRule({
  id: 'plural_subject_verb',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m, text) {
    const subject = m[1]!;
    const verb = m[3]!;
    // a lower-case "i" after "option" or the like names it ("Option i makes"); elsewhere it is
    // the pronoun a hasty writer left in lower case
    if (subject === 'i' && /\b(?:option|flag|key|letter|switch|mode|variable|argument|parameter|command)\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) return null;
    const entry = verbBaseOf.get(verb);
    const base = entry?.form === 'third' ? entry.base : !PRONOUN.test(subject) || m[2] ? IRREGULAR[verb.toLowerCase()] : undefined;
    if (!base) return null;
    if (/\s/.test(subject) && SINGULAR_IN_S.test(subject)) return null;
    const message = agreementMessage(subject, base, text.slice(Math.max(0, m.index - 30), m.index));
    if (!m[2] && QUANTITY_OF.test(text.slice(Math.max(0, m.index - 40), m.index))) return { word: verb, replacement: base, message };
    if (!m[2] && NOT_SUBJECT.test(text.slice(Math.max(0, m.index - 8), m.index))) return null;
    // "the will of the people", "the patience of the local people knows": the head noun comes earlier
    // ("the relation between parents and children is": after a preposition, the head is earlier)
    if (!m[2] && /^(?:people|children|men|women)$/i.test(subject) && /\b(?:of|between|among|for|with|in|on|by|from|about)\s+(?:[^\s.,;:!?]+\s+){0,3}$/i.test(text.slice(Math.max(0, m.index - 40), m.index))) return null;
    // A noun is the subject only where a clause begins: in "having many partners was", "finding
    // people is" and "to remedy those failings has" it is an object.
    if (!m[2] && !PRONOUN.test(subject) && !CLAUSE_START.test(text.slice(Math.max(0, m.index - 40), m.index))) return null;
    return { word: verb, replacement: base, message };
  },
});
