import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "She married with a doctor" -> "married a doctor"; "he got married with a rich man" -> "got
// married to"; "he married with her" -> "married her". Only before a person: "married with
// children", "married with the blessing of the church", "married with her parents' consent"
// are right. Without "be" or "get", "married to" drops its "to": "she married to a doctor" ->
// "she married a doctor" (after a pronoun, before a person; "they married to secure the
// alliance" is a purpose).

const PERSONS =
  'doctor|teacher|man|woman|girl|boy|lawyer|engineer|nurse|friend|soldier|farmer|businessman|businesswoman|foreigner|colleague|classmate|neighbou?r|cousin|prince|princess|king|queen|actor|actress|singer|pilot|banker|artist|writer|student|widow|widower|musician|dentist|journalist|policeman|officer|professor|millionaire|girlfriend|boyfriend|fianc[ée]e?';
const DESCRIBING = 'rich|young|old|local|famous|wealthy|foreign|good|nice|handsome|beautiful|french|english|american|german|chinese|japanese|italian|spanish';
const PATTERN = new RegExp(
  String.raw`\b(marry|marries|married|marrying)\s+with(?=\s+(?:(?:a|an|the|my|his|her|their|our|your)\s+(?:(?:${DESCRIBING})\s+)?(?:${PERSONS})\b|(?:him|me|us|them)\b(?!['’])|her\b(?!['’]|\s+(?!(?:in|at|on|and|but|when|after|before|because|last|since|for|two|three|many|several)\b)\p{L})))`,
  'giu',
);
const MARRIED_TO = new RegExp(
  String.raw`\b(?:I|[Hh]e|[Ss]he|[Ww]e|[Tt]hey|[Yy]ou)\s+(married\s+to)(?=\s+(?:(?:a|an|the|my|his|her|their|our|your)\s+(?:(?:${DESCRIBING})\s+)?(?:${PERSONS})\b|(?:him|me|us|them)\b(?!['’])|\p{Lu}\p{Ll}+\b(?!\s+(?:in|at|on)\b)))`,
  'gdu',
);
const BE_OR_GET_BEFORE = /\b(?:got|get|gets|getting|gotten|is|are|was|were|be|been|being|am|'m|'re|'s)\s+$/i;

export const marryWith: ProseRule = {
  id: 'marry_with',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const verb = m[1]!;
      // "is married to", "got married to"; else "married" takes its object at once
      const state = verb.toLowerCase() === 'married' && BE_OR_GET_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index));
      const replacement = state ? `${verb} to` : verb;
      const message = state ? `One is or gets married "to" someone: "${replacement}".` : `One marries someone, with no "with": "${replacement}".`;
      out.push(wordError({ rule: 'marry_with', title: 'Preposition', start: m.index, end: m.index + m[0].length, replacement, message }));
    }
    for (const m of text.matchAll(MARRIED_TO)) {
      const [start, end] = m.indices![1]!;
      out.push(wordError({ rule: 'marry_with', title: 'Preposition', start, end, replacement: 'married', message: 'Without "be" or "get", one marries someone: "married".' }));
    }
    return out;
  },
};
