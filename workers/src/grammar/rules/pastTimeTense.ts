import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { pastFormsOf } from './verbForms.en.js';
import { wordError } from './wordError.js';

// "In the past, we walk to school", "In the past decades, when the roads are not
// yet paved": a sentence that opens on a time gone by tells it in the past tense.
// The first verb of its clause is checked: "is"/"am"/"are", or a common verb right
// after a plural or first-person subject. The present perfect and modals ("In the
// past, we have ...", "we can ...") are right, so a clause whose first verb is one of
// them is left alone, as is any clause whose first verb is already past.

const OPENER = new RegExp(
  String.raw`(?:^|[.!?]["'”’)]?\s+)((?:In the past|In the old days|In the olden days|In ancient times|Long ago|Decades ago|Centuries ago)(?:\s+(?:few|two|three|several|many|\d+))?(?:\s+(?:decades?|years?|centuries|century|generations?))?\s*,\s*` +
    // "Yesterday I go to the office": a day gone by, with or without its comma
    String.raw`|(?:Yesterday|Last\s+(?:night|week|month|year|summer|winter|spring|autumn|weekend|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|(?:Two|Three|Four|Five|A\s+few|Several|\d+)\s+(?:days|weeks|months|years)\s+ago)(?<comma>\s*,\s*|\s+))`,
  'g',
);
const SUBJECT = new Set(['i', 'we', 'they', 'you', 'people']);
// without a comma the time words may be the subject themselves ("Yesterday is gone"), so
// the clause must open on a pronoun
const PRONOUN_FIRST = new Set(['i', 'we', 'they', 'you', 'he', 'she', 'it']);
// (and verbs of a day's events that are nouns too, safe after a subject: "Last year I visit")
const VERBS = new Set([...commonVerbsEn.filter((v) => v !== 'have' && v !== 'do'), 'visit', 'cook', 'clean', 'call', 'fix', 'invite', 'phone']);
// A first verb that makes the clause right as it is.
const STOP = /^(?:has|have|had|was|were|did|do|does|can|could|will|would|shall|should|may|might|must|used|cannot|never)$/i;
const WORD = /[A-Za-z]+(?:['’][a-z]+)?/g;
const WORDS_CHECKED = 7;

export const pastTimeTense: ProseRule = {
  id: 'past_time_tense',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(OPENER)) {
      const from = m.index + m[0].length;
      const clause = text.slice(from).match(/^[^,.;:!?]*/)![0];
      const words = [...clause.matchAll(WORD)].slice(0, WORDS_CHECKED);
      if (m.groups?.['comma'] && !m.groups['comma'].includes(',') && !PRONOUN_FIRST.has(words[0]?.[0].toLowerCase() ?? '')) continue;
      for (let i = 0; i < words.length; i++) {
        const word = words[i]![0];
        const lower = word.toLowerCase();
        if (STOP.test(lower) || /ed$/.test(lower)) break;
        const be = lower === 'is' || lower === 'am' ? 'was' : lower === 'are' ? 'were' : null;
        const afterSubject = i > 0 && (SUBJECT.has(words[i - 1]![0].toLowerCase()) || (i === 1 && /^(?:he|she|it)$/i.test(words[0]![0]))) && VERBS.has(lower);
        if (!be && !afterSubject) continue;
        const past = be ?? pastFormsOf(lower)[0]!;
        const start = from + words[i]!.index;
        out.push(
          wordError({
            rule: 'past_time_tense',
            title: 'Verb tense',
            start,
            end: start + word.length,
            replacement: past,
            message: `The sentence tells of the past ("${m[1]!.replace(/\s*,?\s*$/, '')}"): "${past}".`,
          }),
        );
        break;
      }
    }
    return out;
  },
};
