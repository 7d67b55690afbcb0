import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';

// Sentences past 50 words are hard to follow. The finding points at the joint
// nearest the middle where the sentence can be cut in two (", and", ", but", "; ")
// and the fix makes that cut, so it always carries a concrete replacement. A
// sentence with several semicolons is a list, not a run-on, and is left alone.

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
