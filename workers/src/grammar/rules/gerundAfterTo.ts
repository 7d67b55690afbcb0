import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { ingOf } from './verbForms.en.js';

// "I look forward to hear from you", "I'm used to get up early", "I enjoy to swim":
// the "to" of "look forward to" and "be used to" is a preposition, so a verb after it
// takes -ing, and "enjoy", "avoid", "deny", "finish", "suggest", "mind" ("would you mind
// to open") and "be considering" take the -ing form, not "to". "Used to" counts only
// after a person pronoun and "be" or "get" ("the tool is used to cut" and "they are used
// to make paper" are passives), and only the common verbs are read as verbs after "to".
// Time spent or wasted is spent doing something ("I spent hours to solve it"); money
// may be spent to reach an end ("spent millions to build it"), so only time counts.

const VERBS = new Set([...commonVerbsEn, 'be', 'swim', 'sing', 'dance', 'cook', 'visit', 'join', 'welcome', 'answer']);
const PREPOSITION_TO = new RegExp(
  "\\b(?:(?:look|looks|looked|looking)\\s+forward|(?:I|we|you|he|she)(?:\\s+(?:am|are|is|was|were|will|would|can|could|should|must|might|may)|['’](?:m|re|s|ll|d))?(?:\\s+(?:not|never|so|really|quite|already|still))?(?:\\s+(?:get|gets|got|getting|become|became|grew|grow))?(?:\\s+(?:not|never|so|really|quite|already|still))?\\s+used)\\s+to\\s+([a-z]+)\\b(?!-)",
  'gi',
);
// "was" and "were" are left out: "he was used to carry messages" is a passive as often
const USED_AFTER_BE_OR_GET = /(?:\b(?:am|are|is|get|gets|got|getting|become|became|grew|grow)|['’](?:m|re|s))\s+(?:(?:not|never|so|really|quite|already|still)\s+)?used\s+to\b/i;
const TO_AFTER_GERUND_VERB =
  /\b(?:(?:would|do|does|did|wouldn['’]t|don['’]t|doesn['’]t|didn['’]t)(?:\s+(?:you|he|she|they|we|I))?\s+mind|enjoy|enjoys|enjoyed|enjoying|finish|finishes|finished|avoid|avoids|avoided|avoiding|deny|denies|denied|denying|considering|suggest|suggests|suggested|suggesting|(?:spend|spends|spent|spending|waste|wastes|wasted|wasting)\s+(?:(?:a\s+)?lot\s+of|lots\s+of|much|more|less|some|too\s+much|so\s+much|my|his|her|their|our|your|the|whole|all|a\s+few|few|many|several|\d+|two|three|four|five|ten|free|extra)?(?:\s+(?:free|extra|whole))?\s*(?:time|hours|days|years|minutes|weeks|months))\s+(to\s+([a-z]+))\b(?!-)/gi;

export const gerundAfterTo: ProseRule = {
  id: 'gerund_after_to',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PREPOSITION_TO)) {
      const verb = m[1]!;
      if (!VERBS.has(verb)) continue;
      // "I used to go" is the past habit: "used to" is "accustomed to" only after "be" or "get"
      if (/\bused\s+to\b/i.test(m[0]) && !USED_AFTER_BE_OR_GET.test(m[0])) continue;
      const replacement = ingOf(verb);
      const end = m.index + m[0].length;
      out.push(wordError({ rule: 'gerund_after_to', title: 'Verb form', start: end - verb.length, end, replacement, message: `Here "to" is a preposition, so the verb takes -ing: "${replacement}".` }));
    }
    for (const m of text.matchAll(TO_AFTER_GERUND_VERB)) {
      const [, span, verb] = m as unknown as [string, string, string];
      if (!VERBS.has(verb)) continue;
      // "the site suggested to be the origin" is a passive's "to be"; "Suggests" a package field
      if (/^suggest/i.test(m[0]) && (verb === 'be' || m[0].startsWith('Suggests'))) continue;
      // a passive and its purpose: "paths should be avoided to avoid dependencies", "it is still suggested to use"
      if (/^(?:enjoyed|avoided|denied|suggested|finished)\b/i.test(m[0]) && /\b(?:be|been|being|is|are|was|were)\s+(?:(?:\w+ly|still|also|often|not|now|thus|therefore|hence)\s+)?$/i.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
      const replacement = ingOf(verb);
      const start = m.index + m[0].length - span.length;
      out.push(wordError({ rule: 'gerund_after_to', title: 'Verb form', start, end: start + span.length, replacement, message: `This verb takes the -ing form: "${replacement}".` }));
    }
    return out;
  },
};
