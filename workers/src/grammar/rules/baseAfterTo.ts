import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "I want to went home", "she is going to bought it": after the "to" of an
// infinitive the verb is bare. Only past tenses that are nothing else follow in the
// pattern: "thought", "spent", "sold" or "spoke" after the preposition "to" can be
// nouns or adjectives ("give rise to thought", "exposure to spent fuel").

const PATTERN = /\b(to)\s+(went|came|took|gave|ate|began|brought|bought|knew|wrote|chose|did|became|told|taught|sent|made|forgot|understood|grew|drank)\b(?!-)/gi;
// "would like to thanks", "want to makes": an -s form after the "to" of a verb that takes an
// infinitive ("to" alone may be a preposition before a plural noun: "to works of art")
const S_FORM_PATTERN =
  /\b(?:want|wants|wanted|like|likes|liked|need|needs|needed|have|has|had|going|able|trying|try|tries|tried|decided|decide|plan|plans|planned|hope|hopes|hoped|used|ought|seems|seemed|begin|began|start|started)\s+(to)\s+([a-z]{3,}s)\b(?!['’-])/gi;

// "He doesn't like to going", "we decided to visiting": an -ing form there. Not after "going
// to" or "used to", whose "to" is often a preposition ("going to training", "used to working").
const ING_FORM_PATTERN =
  /\b(?:want|wants|wanted|like|likes|liked|need|needs|needed|have|has|had|able|trying|try|tries|tried|decided|decide|plan|plans|planned|hope|hopes|hoped|ought|seems|seemed|begin|began|start|started|refuse|refused|forget|forgot|manage|managed)\s+(to)\s+([a-z]{2,}ing)\b(?!['’-])/gi;

// "it's time to going", "it is difficult for me to understanding": only in those phrases, as
// "devote time to writing" and "important to understanding" have a preposition
const TIME_TO_ING = /\bit(?:['’]s|\s+is|\s+was)\s+(?:(?:high|about|now)\s+)?time\s+(to)\s+([a-z]{2,}ing)\b(?!['’-])/gi;
const HARD_TO_ING = /\b(?:difficult|easy|hard|possible|impossible)\s+(?:for\s+(?:me|you|him|her|us|them|people|students|children)\s+)?(to)\s+([a-z]{2,}ing)\b(?!['’-])/gi;

// pastimes in -ing, which the verb table leaves out as they are nouns as often ("she likes to
// swimming" -> "swim"); after "like to" or "want to" they can only be the verb
const ACTIVITIES = new Map(
  (
    'swimming swim cooking cook dancing dance visiting visit singing sing shopping shop skiing ski painting paint hiking hike ' +
    'fishing fish camping camp jogging jog surfing surf skating skate riding ride sailing sail climbing climb baking bake'
  )
    .split(' ')
    .flatMap((word, i, all) => (i % 2 ? [] : [[word, { base: all[i + 1]!, form: 'ing' as const }] as const])),
);

export const baseAfterTo = lastWordRule({
  id: 'base_after_to',
  title: 'Verb form',
  pattern: [PATTERN, S_FORM_PATTERN, ING_FORM_PATTERN, TIME_TO_ING, HARD_TO_ING],
  fix(m) {
    const word = m[2]!;
    const known = verbBaseOf.get(word.toLowerCase()) ?? ACTIVITIES.get(word.toLowerCase());
    // the form the pattern took it for: "makes" an -s form, "going" an -ing form
    const form = /ing$/i.test(word) ? 'ing' : /s$/i.test(word) ? 'third' : 'past';
    if (known?.form !== form) return null;
    return { word, replacement: known.base, message: `After "to", the verb is bare: "to ${known.base}".` };
  },
});
