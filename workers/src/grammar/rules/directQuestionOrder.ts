import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { verbBaseOf } from './verbForms.en.js';
import { wordError } from './wordError.js';

// A direct question puts its verb before its subject: "Why you are late?" -> "Why are you
// late?", "Where you live?" -> "Where do you live?", "Where you went?" -> "Where did you go?",
// "What means this word?" -> "What does this word mean?". Only a sentence that opens on the
// question word and ends on "?", with a pronoun subject and no comma before the "?", so an
// embedded question ("why you are late is clear") or a clause of time ("When we are told,
// should we ...?") never comes up.

const QUESTION = 'Why|Where|When|How|What|Which|Who';
const AUXILIARY = 'am|is|are|was|were|can|could|will|would|should|shall|may|might|must|have|has|had|do|does|did';
const SUBJECT = 'I|you|we|they|he|she|it';
const START = String.raw`(?<=^|[.!?]["'”’)]*\s+)`;
// the question mark closes the same clause: "When we are told, should we ...?" opens on a clause
// of time, and a quoted question is another's
const QUESTION_END = String.raw`(?=[^.!?,;:"“”]{0,60}\?)`;
const AUX_AFTER_SUBJECT = new RegExp(String.raw`${START}(${QUESTION})\s+(${SUBJECT})\s+(${AUXILIARY})\b${QUESTION_END}`, 'g');
const VERB_AFTER_SUBJECT = new RegExp(String.raw`${START}(${QUESTION})\s+(${SUBJECT})\s+([a-z]+)\b${QUESTION_END}`, 'g');
const WHAT_MEANS = new RegExp(String.raw`${START}(What)\s+(means|mean)\s+((?:this|that|the|these|those|your|his|her)\s+[a-z]+)(?=\s*\?)`, 'g');
const VERBS = new Set(commonVerbsEn);
const AUXILIARY_WORD = new RegExp(`^(?:${AUXILIARY})$`);

export const directQuestionOrder: ProseRule = {
  id: 'direct_question_order',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    const message = 'A direct question puts its verb before its subject';
    for (const m of text.matchAll(AUX_AFTER_SUBJECT)) {
      const [whole, question, subject, auxiliary] = m as unknown as [string, string, string, string];
      // "Who you are matters?" and "What it is" are clauses of their own with "who"/"what"
      if (/^(?:who|what|which)$/i.test(question)) continue;
      const replacement = `${question} ${auxiliary} ${subject}`;
      out.push(wordError({ rule: 'direct_question_order', title: 'Word order', start: m.index, end: m.index + whole.length, replacement, message: `${message}: "${replacement}".` }));
    }
    for (const m of text.matchAll(VERB_AFTER_SUBJECT)) {
      const [whole, question, subject, verb] = m as unknown as [string, string, string, string];
      if (/^(?:who|what|which)$/i.test(question) || AUXILIARY_WORD.test(verb)) continue;
      // "Where you live?", "Where he lives?", "Where you went?": "do", "does" or "did" and the bare verb
      const known = verbBaseOf.get(verb);
      const base = VERBS.has(verb) ? verb : known?.form === 'third' || known?.form === 'past' ? known.base : null;
      if (!base) continue;
      const third = /^(?:he|she|it)$/.test(subject);
      const auxiliary = known?.form === 'past' ? 'did' : third ? 'does' : 'do';
      const replacement = `${question} ${auxiliary} ${subject} ${base}`;
      out.push(wordError({ rule: 'direct_question_order', title: 'Word order', start: m.index, end: m.index + whole.length, replacement, message: `${message}, with "${auxiliary}": "${replacement}".` }));
    }
    for (const m of text.matchAll(WHAT_MEANS)) {
      const [whole, what, means, subject] = m as unknown as [string, string, string, string];
      const replacement = `${matchCaseOf(what, 'what')} ${means === 'means' ? 'does' : 'do'} ${subject} mean`;
      out.push(wordError({ rule: 'direct_question_order', title: 'Word order', start: m.index, end: m.index + whole.length, replacement, message: `${message}, with "do": "${replacement}".` }));
    }
    return out;
  },
};
