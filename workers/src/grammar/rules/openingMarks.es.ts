import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { QUESTION_WORDS } from './commonErrors.es.js';
import { wordError } from './wordError.js';

// "Dónde está tu hermana?" -> "¿Dónde": Spanish opens a question with "¿" and an exclamation
// with "¡", where the question begins: at the accented question word ("Si llueve, ¿qué
// hacemos?"), with the preposition before it ("¿De dónde eres?"), else at the sentence's
// start, or inside the quotation that holds it ('dijo: "¿vienes?"'). A question in other words
// than Spanish ones (a quoted "Are you sure?") is left. A question word opening a question
// takes its accent in the same fix ("Donde vives?" -> "¿Dónde", "Porque no vienes?" -> "¿Por
// qué"), which the accent rule, reading only after a "¿", would not give.

// a sentence's end: its marks after a word (or a closing quote), before a space or the end,
// or a quotation closed after one, so "!=", "(?P", ".org" and a quoted "'?'" end nothing
const SENTENCE_END = /(?<=[\p{L}\d)]|[\p{L}\d.!?…]["»”'])[.!?…]+(?=["»”)']*(?:\s|$))/gu;
const CODE_LIKE = /[%=<>[\]{}\\/|`_$#@*~^]/;
const QUESTION_WORD = /(?:^|[\s,;:(«"“])(?:(?:a|de|en|con|para|por|desde|hasta|hacia)\s+)?(?:qué|quién|quiénes|cómo|dónde|adónde|cuándo|cuál|cuáles|cuánto|cuánta|cuántos|cuántas)(?![\p{L}])/iu;
const WORD = /\p{L}+/gu;

export const spanishOpeningMarks: ProseRule = {
  id: 'es_signo_apertura',
  category: 'grammar',
  languages: ['es'],
  check(text, ctx) {
    const out: Finding[] = [];
    let from = 0;
    for (const end of text.matchAll(SENTENCE_END)) {
      const sentenceStart = from;
      const sentence = text.slice(from, end.index);
      from = end.index + end[0].length;
      const close = end[0].includes('?') ? '?' : end[0].includes('!') ? '!' : null;
      if (!close || CODE_LIKE.test(sentence)) continue;
      const open = close === '?' ? '¿' : '¡';
      if (sentence.includes(open)) continue;
      // a quotation still open at the mark holds the question
      const quote = /["«“](?=[^"»”]*$)/.exec(sentence);
      let at = quote ? quote.index + 1 : /^\s*["«“(]?/.exec(sentence)![0].length;
      const words = sentence.slice(at).match(WORD) ?? [];
      if (words.length === 0 || words.filter((w) => ctx.isWord(w)).length * 2 < words.length) continue;
      const q = QUESTION_WORD.exec(sentence.slice(at));
      if (q) at += q.index + /^[\s,;:(«"“]*/.exec(q[0])![0].length;
      let word = /^\p{L}+/u.exec(sentence.slice(at))?.[0];
      if (!word) continue;
      let fixed = word;
      if (close === '?') {
        const why = /^(?:por\s+que|porque)\b/iu.exec(sentence.slice(at));
        if (why) {
          word = why[0];
          fixed = `${word[0]}or qué`;
        } else if (QUESTION_WORDS[word.toLowerCase()]) {
          const accented = QUESTION_WORDS[word.toLowerCase()]!;
          fixed = word[0] === word[0]!.toUpperCase() ? accented[0]!.toUpperCase() + accented.slice(1) : accented;
        }
      }
      const start = sentenceStart + at;
      out.push(
        wordError({
          rule: 'es_signo_apertura',
          title: 'Opening mark',
          start,
          end: start + word.length,
          replacement: `${open}${fixed}`,
          message: `In Spanish, ${close === '?' ? 'a question' : 'an exclamation'} opens with "${open}" too${fixed === word ? '' : `, and its question word is "${fixed.toLowerCase()}", with an accent`}.`,
        }),
      );
    }
    return out;
  },
};
