import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';
import { pastFormsOf } from './verbForms.en.js';

// "Do you know where is the station?" -> "where the station is": a question inside a
// sentence keeps the order of a statement. Only after a verb or noun that takes such a
// question ("know", "tell me", "wonder", "no idea"), with a question word that cannot be
// the subject itself (where, when, why, how, "how old", "what time"), and only when a
// short subject ends the clause ("where is the station?", "how old is your brother.",
// "what time is it?", "where are you going?", "what is his name?"). "I know who is the best" and
// "tell me what is the problem with it" have a subject question word or a longer clause, and are
// left alone.
// The same with "do": "He asked me where do I live" -> "where I live", "why did he leave" ->
// "why he left", after a question word (or "if", "whether": "to know if do you have" -> "if you
// have") and before a pronoun and a common verb; and with a
// modal: "I don't know what should I do" -> "what I should do".

const ASKING =
  String.raw`(?:know|knows|knew|wonder|wonders|wondered|wondering|ask|asks|asked|explain|understand|remember|forget|forgot|sure|idea|(?:tell|tells|told|show|shows|showed|ask|asks|asked)\s+(?:me|us|him|her|them))`;
const QUESTION = String.raw`(where|when|why|how(?:\s+(?:old|long|far|big|much|many|tall|often))?|what(?:\s+time)?)`;
const BE = String.raw`(is|are|was|were)`;
const DETERMINER = String.raw`(?:the|my|your|his|her|our|their|this|that|these|those)`;
// a determiner and one or two words, or a personal pronoun, then the clause's end; or a
// pronoun and an -ing verb ("where are you going")
const SUBJECT = String.raw`(${DETERMINER}\s+[a-z]+(?:\s+[a-z]+)?|you|he|she|it|we|they|I)`;
const PATTERN = new RegExp(String.raw`\b${ASKING}\s+${QUESTION}\s+${BE}\s+${SUBJECT}(\s+[a-z]+ing)?(?=\s*(?:[?.!,;]|$))`, 'gimd');
const WITH_DO = new RegExp(
  String.raw`\b${ASKING}\s+(where|when|why|what|who|which|if|whether|how(?:\s+(?:much|many|long|often))?)\s+(do|does|did)\s+(you|he|she|it|we|they|I)\s+([a-z]+)\b`,
  'gid',
);
// and with a modal: "I don't know what should I do" -> "what I should do"
const WITH_MODAL = new RegExp(
  String.raw`\b${ASKING}\s+(where|when|why|what|who|which|how(?:\s+(?:much|many|long|often))?)\s+(should|can|could|will|would|shall|must|might)\s+(you|he|she|it|we|they|I)\s+([a-z]+)\b`,
  'gid',
);
const COMMON_VERBS = new Set(commonVerbsEn);
// a second word that is no noun: the clause goes on past the subject ("where is the station now")
const NOT_A_NOUN = /^(?:now|today|tomorrow|yesterday|then|here|there|located|going|coming|from|at|in|on|to|of|for|exactly|really|again|too|[a-z]+ly)$/i;

export const embeddedQuestionOrder: ProseRule = {
  id: 'embedded_question_order',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    const add = (start: number, end: number, statement: string, message: string): void => {
      out.push(wordError({ rule: 'embedded_question_order', title: 'Word order', start, end, replacement: statement, message }));
    };
    for (const m of text.matchAll(PATTERN)) {
      const [whole, question, be, subject, ing] = m as unknown as [string, string, string, string, string | undefined];
      const words = subject.split(/\s+/);
      const pronoun = words.length === 1;
      // two words after the determiner only after "where": "why is the sky blue" ends in
      // what is said of the subject, "where is the bus station" in the subject's noun
      if (ing ? !pronoun : words.length === 3 && (!/^where$/i.test(question) || NOT_A_NOUN.test(words[2]!))) continue;
      // "what time is it" is the one question whose subject may be "it"; "how is it?" asks after a thing named before
      if (subject === 'it' && !/^what\s+time$/i.test(question)) continue;
      if (/^what\s+time$/i.test(question) && subject !== 'it') continue;
      // "what" may be the subject itself ("I know what is the best"), except before a possessor
      // and one noun: "I don't know what is his name" -> "what his name is"
      if (/^what$/i.test(question) && (ing || !/^(?:my|your|his|her|our|their)\s+[a-z]+$/i.test(subject))) continue;
      const statement = ing ? `${subject} ${be}${ing}` : `${subject} ${be}`;
      add(m.indices![2]![0], m.index + whole.length, statement, `A question inside a sentence takes the order of a statement: "${question.toLowerCase()} ${statement}".`);
    }
    for (const m of text.matchAll(WITH_DO)) {
      const [, question, auxiliary, subject, verb] = m as unknown as [string, string, string, string, string];
      if (!COMMON_VERBS.has(verb)) continue;
      const aux = auxiliary.toLowerCase();
      const form = aux === 'did' ? pastFormsOf(verb)[0]! : aux === 'does' ? thirdPersonSingular(verb) : verb;
      const statement = `${subject} ${form}`;
      add(m.indices![2]![0], m.indices![4]![1], statement, `A question inside a sentence takes the order of a statement, without "do": "${question.toLowerCase()} ${statement}".`);
    }
    for (const m of text.matchAll(WITH_MODAL)) {
      const [, question, modal, subject, verb] = m as unknown as [string, string, string, string, string];
      if (!COMMON_VERBS.has(verb)) continue;
      const statement = `${subject} ${modal.toLowerCase()}`;
      add(m.indices![2]![0], m.indices![3]![1], statement, `A question inside a sentence takes the order of a statement: "${question.toLowerCase()} ${statement} ${verb}".`);
    }
    return out;
  },
};
