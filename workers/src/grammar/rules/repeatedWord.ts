import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';

// "the the": a word typed twice in a row. Doubles that are grammatical in a
// language ("had had", "that that", "nous nous", "die die") are left alone.

export const ALLOWED_DOUBLES: Record<string, ReadonlySet<string>> = {
  en: new Set(['had', 'that', 'is', 'bye', 'no', 'yes', 'very', 'so', 'ha', 'go', 'now', 'well', 'knock', 'bang', 'tut', 'chop', 'boo', 'dum', 'far', 'long', 'really', 'many', 'yadda', 'blah']),
  es: new Set(['que', 'no', 'sí', 'ja']),
  fr: new Set(['nous', 'vous', 'que', 'si', 'non', 'oui', 'bien']),
  de: new Set(['die', 'der', 'das', 'sie', 'ja', 'nein', 'so']),
  pt: new Set(['que', 'não', 'sim']),
  it: new Set(['che', 'no', 'sì', 'piano']),
  nl: new Set(['die', 'dat', 'ja', 'nee']),
};

const DOUBLE = /(?<![\p{L}\p{N}'’-])([\p{L}\p{M}'’]+)(\s+)\1(?![\p{L}\p{N}'’-])/giu;

/** Whether the same word comes right before `start` or right after `end` (a run of three or more). */
export function sameWordAround(text: string, start: number, end: number, word: string): boolean {
  const lower = word.toLowerCase();
  const before = /([\p{L}\p{M}'’]+)[ \t]+$/u.exec(text.slice(Math.max(0, start - word.length - 4), start));
  const after = /^[ \t]+([\p{L}\p{M}'’]+)/u.exec(text.slice(end, end + word.length + 4));
  return before?.[1]?.toLowerCase() === lower || after?.[1]?.toLowerCase() === lower;
}

export const repeatedWord: ProseRule = {
  id: 'repeated_word',
  category: 'grammar',
  languages: ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'],
  check(text, ctx) {
    const allowed = ALLOWED_DOUBLES[ctx.language] ?? new Set<string>();
    const out: Finding[] = [];
    for (const m of text.matchAll(DOUBLE)) {
      const word = m[1]!;
      if (allowed.has(word.toLowerCase())) continue;
      // quotes alone are no word; "LINES lines", "from FROM": a placeholder beside its word
      if (!/\p{L}/u.test(word)) continue;
      const copy = text.slice(m.index + word.length + m[2]!.length, m.index + word.length + m[2]!.length + word.length);
      if (word !== copy && (word === word.toUpperCase() || copy === copy.toUpperCase()) && word.length > 1) continue;
      if (m[2]!.includes('\n')) continue;
      const second = m.index + word.length + m[2]!.length;
      // three or more in a row are meant ("ticking ticking ticking"), as is a shout ("WHOOP WHOOP")
      if (sameWordAround(text, m.index, second + word.length, word)) continue;
      if (word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase()) continue;
      // a name that doubles itself, inside a sentence ("the reign of Raja Raja Chola", "Walla Walla")
      if (word.length > 1 && word === copy && /^\p{Lu}\p{Ll}/u.test(word) && /[\p{L}\p{N},;:]\s*$/u.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
      // columns of a listing, numbers either side ("drwxr-xr-x 20 root root 1024 Jun 17")
      if (/\d[ \t]+$/.test(text.slice(Math.max(0, m.index - 3), m.index)) && /^[ \t]+\d/.test(text.slice(second + word.length, second + word.length + 3))) continue;
      // If the case differs ("The the"), keep the first; the span is the space and the second copy.
      out.push({
        start: m.index + word.length,
        end: second + word.length,
        category: 'grammar',
        severity: 'error',
        rule: 'repeated_word',
        title: 'Repeated word',
        message: `"${word}" is written twice in a row.`,
        replacements: [''],
        fixLabel: `Remove the second "${word}"`,
      });
    }
    return out;
  },
};
