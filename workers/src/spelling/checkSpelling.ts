import type { Finding } from '../lint/finding.js';
import type { Speller } from './speller.js';
import { wordTokens, type WordToken } from './wordTokens.js';

// Spelling findings for one stretch of prose. Proper nouns, acronyms, words glued to
// digits or code punctuation, and words the document accepts are not misspellings.

export interface SpellingContext {
  speller: Speller;
  /** Lower-cased words the account or the document accepts. */
  accepted: ReadonlySet<string>;
}

const SENTENCE_END = /[.!?:…]["'”’)\]]*\s*$/;

function isSentenceStart(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 8), start);
  if (/^\s*$/.test(text.slice(0, start))) return true;
  return SENTENCE_END.test(before) || /(^|\n)\s*["'“‘(]*$/.test(before);
}

// Letters touching digits, underscores, slashes, dots or @ belong to an identifier,
// a file name, a unit or an address, not to prose.
function isGlued(text: string, tok: WordToken): boolean {
  const prev = text[tok.start - 1] ?? ' ';
  const next = text[tok.end] ?? ' ';
  const next2 = text[tok.end + 1] ?? ' ';
  if (/[\p{N}_/\\@#$%^&*=<>|~`]/u.test(prev) || /[\p{N}_/\\@#$%^&*=<>|~`]/u.test(next)) return true;
  if (prev === '.' && /\p{L}/u.test(text[tok.start - 2] ?? ' ')) return true;
  if (next === '.' && /\p{L}/u.test(next2)) return true;
  return false;
}

export function checkSpelling(text: string, ctx: SpellingContext): Finding[] {
  const out: Finding[] = [];
  for (const tok of wordTokens(text)) {
    const word = tok.text.replace(/[’]/g, "'");
    if (word.length < 2) continue;
    if (isGlued(text, tok)) continue;
    const lower = word.toLowerCase();
    if (ctx.accepted.has(lower)) continue;
    const hasUpper = word !== lower;
    if (hasUpper) {
      // ACRONYMS, CamelCase and mixed-case identifiers
      if (word === word.toUpperCase() || /\p{Lu}/u.test(word.slice(1))) continue;
      // A capitalised word inside a sentence is taken as a name.
      if (!isSentenceStart(text, tok.start)) continue;
    }
    const bare = word.replace(/'s$/i, '');
    if (ctx.speller.isCorrect(word) || ctx.speller.isCorrect(bare) || (hasUpper && ctx.speller.isCorrect(lower))) continue;
    const replacements = ctx.speller.suggest(word, 5);
    out.push({
      start: tok.start,
      end: tok.end,
      category: 'spelling',
      severity: 'error',
      rule: 'spelling',
      title: 'Spelling',
      message: replacements.length
        ? `"${tok.text}" is not in the dictionary. Did you mean "${replacements[0]}"?`
        : `"${tok.text}" is not in the dictionary.`,
      replacements,
      ...(replacements[0] ? { fixLabel: `Replace with "${replacements[0]}"` } : {}),
    });
  }
  return out;
}

/**
 * Words the document defines: terms introduced in quotes or parentheses
 * ("the so-called 'zorbing'", "Gross Domestic Product (GDP)").
 */
export function documentTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const m of text.matchAll(/["“'‘(]([\p{L}][\p{L}\p{M}'’-]{1,40})["”'’)]/gu)) terms.add(m[1]!.toLowerCase());
  return terms;
}
