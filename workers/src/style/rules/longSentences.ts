import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';

// Sentences past 50 words are hard to follow. The finding points at the joint
// nearest the middle where the sentence can be cut in two (", and", ", but", "; ")
// and the fix makes that cut, so it always carries a concrete replacement; a sentence
// with no such joint gets no finding. A sentence with several semicolons is a list,
// not a run-on, and is left alone.

const MAX_WORDS = 50;
const SENTENCE = /[^.!?]+(?:[.!?]+["'”’)\]]*|$)/g;
const JOINT: Record<string, RegExp> = {
  en: /(?:,\s+(?:and|but|yet|whereas)|;)\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu,
  es: /(?:,\s+(?:y|pero|aunque)|;)\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu,
  fr: /(?:,\s+(?:et|mais|donc)|;)\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu,
  de: /(?:,\s+(?:und|aber|doch)|;)\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu,
  pt: /(?:,\s+(?:e|mas|porém)|;)\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu,
  it: /(?:,\s+(?:e|ma|però)|;)\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu,
  nl: /(?:,\s+(?:en|maar|dus)|;)\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu,
};

// In English a cut after ", and" must leave a sentence, not a fragment: the words after it
// open a clause, with a subject pronoun or with a subject and a finite verb before the next
// comma ("and the members agreed"), not a relative ("and where"), a preposition ("and in
// whom"), a bare verb ("and may go") or a noun phrase ("and the Church of Saint George").
const EN_SUBJECT_PRONOUN = /^(?:i|you|he|she|it|we|they|there|this|these|those|one|someone|everyone|nobody|nothing|everything)$/i;
const EN_NO_CLAUSE =
  /^(?:etc|where|when|which|who|whom|whose|what|while|how|why|whether|if|in|on|at|of|for|with|by|from|to|into|as|also|then|so|than|not|may|might|can|could|will|would|should|must|shall|is|are|was|were|be|has|have|had|do|does|did|\p{L}+ing|\p{L}+ed)$/iu;
const EN_FINITE_VERB = /\b(?:is|are|was|were|has|have|had|does|did|do|will|would|can|could|may|might|must|should|shall|[a-z]{3,}ed)\b/i;

function opensClauseEn(rest: string): boolean {
  const words = rest.split(/[,;:()]/)[0]!.trim().split(/\s+/).slice(0, 9);
  // an adverb before the clause says nothing of it ("and apparently was mired")
  while (words.length > 1 && /^(?:\p{L}+ly|instead|still|yet|then|thus|therefore)$/iu.test(words[0]!)) words.shift();
  const first = words[0] ?? '';
  if (EN_SUBJECT_PRONOUN.test(first)) return true;
  if (EN_NO_CLAUSE.test(first)) return false;
  return EN_FINITE_VERB.test(words.slice(1).join(' '));
}

const wordsIn = (s: string): number => s.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;

export const longSentences: ProseRule = {
  id: 'long_sentence',
  category: 'clarity',
  languages: ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'],
  check(text, ctx) {
    const out: Finding[] = [];
    const joint = JOINT[ctx.language]!;
    for (const s of text.matchAll(SENTENCE)) {
      const sentence = s[0];
      const total = wordsIn(sentence);
      if (total <= MAX_WORDS) continue;
      if ((sentence.match(/;/g)?.length ?? 0) >= 2) continue;
      let best: { start: number; end: number; next: string; balance: number } | null = null;
      for (const j of sentence.matchAll(joint)) {
        const before = wordsIn(sentence.slice(0, j.index));
        const after = total - before;
        if (before < 10 || after < 10) continue;
        if (ctx.language === 'en' && j[0][0] === ',') {
          if (!opensClauseEn(sentence.slice(j.index + j[0].length - j[1]!.length))) continue;
          // "not just the lords, but all the people": one clause in two halves
          if (/\bbut\b/.test(j[0]) && /\bnot\s+(?:just|only|merely|simply)\b/i.test(sentence.slice(Math.max(0, j.index - 120), j.index))) continue;
        }
        const balance = Math.abs(before - after);
        if (!best || balance < best.balance) best = { start: j.index, end: j.index + j[0].length, next: j[1]!, balance };
      }
      if (!best) continue;
      const next = best.next;
      // keep "I" and names capitalised; lower-case words start the new sentence capitalised
      const capitalised = next[0]!.toUpperCase() + next.slice(1);
      const start = s.index + best.start;
      out.push({
        start,
        end: s.index + best.end,
        category: 'clarity',
        severity: 'suggestion',
        rule: 'long_sentence',
        title: 'Long sentence',
        message: `This sentence has ${total} words; split it here into two sentences.`,
        replacements: [`. ${capitalised}`],
        fixLabel: 'Split the sentence',
      });
    }
    return out;
  },
};
