import type { Finding, LintCategory, LintSeverity, Register } from './finding.js';
import type { ProseRule, RuleContext } from './rule.js';

// Phrase corrections are data: a table of phrases, each with its replacement, run
// by this one engine. A phrase matches whole words, case-insensitively; the
// replacement takes the casing of the first letter it replaces.

export interface PhraseEntry {
  /** Words to find, e.g. "due to the fact that". */
  phrase: string;
  replacement: string;
  /** Why the replacement is better; `{phrase}` and `{replacement}` are filled in. */
  message?: string;
  /** The phrase is right after text ending like this ("let loose the dogs"). */
  unlessAfter?: RegExp;
  /** The phrase is right before text starting like this ("in the contrary direction"). */
  unlessBefore?: RegExp;
  /** Chooses the replacement from the text that follows ("a lot of" + "time" or "students"). */
  replacementBefore?: (following: string, ctx: RuleContext) => string;
}

export interface PhraseRuleSpec {
  id: string;
  category: LintCategory;
  severity: LintSeverity;
  title: string;
  languages: readonly string[];
  registers?: readonly Register[];
  /** Message used when an entry has none. */
  message: string;
  entries: readonly PhraseEntry[];
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeClass = (c: string): string => c.replace(/[\\\]^-]/g, '\\$&');

const wordPattern = (word: string): string => escape(word).replace(/'/g, "['’]");

/**
 * One alternation of phrases, longest first, with the phrases that begin with the same
 * word sharing it ("went(?:\s+(?:to\s+home|…))"): the text is tried against each first word
 * once, not against every phrase, which kept the cost of a list of hundreds of phrases
 * growing with each.
 */
function phrasesPattern(phrases: readonly string[]): string {
  const groups = new Map<string, { first: string; rests: string[]; single: boolean }>();
  for (const phrase of phrases) {
    const [first, ...rest] = phrase.trim().split(/\s+/);
    const head = wordPattern(first!);
    const group = groups.get(head.toLowerCase()) ?? { first: head, rests: [], single: false };
    groups.set(head.toLowerCase(), group);
    if (rest.length) group.rests.push(rest.map(wordPattern).join('\\s+'));
    else group.single = true;
  }
  return [...groups.values()].map((g) => (g.rests.length ? `${g.first}(?:\\s+(?:${g.rests.join('|')}))${g.single ? '?' : ''}` : g.first)).join('|');
}

export function matchCaseOf(model: string, replacement: string): string {
  if (!replacement) return replacement;
  const first = model[0] ?? '';
  if (first !== first.toLowerCase()) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

function fill(template: string, phrase: string, replacement: string): string {
  return template.replace(/\{phrase\}/g, phrase).replace(/\{replacement\}/g, replacement);
}

/** The phrases as whole words, in one alternation. */
const wholePhrases = (phrases: readonly string[], flags: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${phrasesPattern(phrases)})(?![\\p{L}\\p{N}-]|['’]\\p{L})`, flags);

/** The lower-case first letter a phrase can start with, its apostrophes alike. */
const initialOf = (s: string): string => s[0]!.toLowerCase().replace('’', "'");

// Measured on 56,000 words of English: a table with fewer first words than this is
// matched fastest by one alternation of it all; a longer one by letter (the 268 first
// words of the English fixed phrases: 2.2 -> 0.2 ms per 1,000 words).
const BUCKETED_FROM = 100;

/**
 * Where the phrases match, as String.matchAll finds them with one alternation of them all.
 * A long table is only tried where a word starts with a phrase's first letter, against the
 * phrases starting with it (their order kept): the cost follows the words, not every
 * position times every first word.
 */
function phraseMatcher(phrases: readonly string[]): (text: string) => Iterable<RegExpExecArray> {
  const firstWords = new Set(phrases.map((p) => p.trim().split(/\s+/)[0]!.toLowerCase())).size;
  if (firstWords < BUCKETED_FROM) {
    const re = wholePhrases(phrases, 'giu');
    return (text) => text.matchAll(re);
  }
  const byInitial = new Map<string, string[]>();
  for (const phrase of phrases) {
    const initial = initialOf(phrase.trim());
    const group = byInitial.get(initial) ?? [];
    byInitial.set(initial, group);
    group.push(phrase);
  }
  const sticky = new Map<string, RegExp>();
  for (const [initial, group] of byInitial) sticky.set(initial, wholePhrases(group, 'iuy'));
  // where a word starts with one of those letters: found natively, not letter by letter
  const initials = [...byInitial.keys()].map((c) => (c === "'" ? "'’" : escapeClass(c))).join('');
  const starts = new RegExp(`(?<![\\p{L}\\p{N}'’-])[${initials}]`, 'giu');
  return function* (text) {
    starts.lastIndex = 0;
    for (let m = starts.exec(text); m; m = starts.exec(text)) {
      // (a letter the pattern folds to an initial, such as the long s, has no table of its own)
      const re = sticky.get(initialOf(m[0]));
      if (!re) continue;
      re.lastIndex = m.index;
      const found = re.exec(text);
      if (!found) continue;
      yield found;
      starts.lastIndex = re.lastIndex;
    }
  };
}

export function phraseRule(spec: PhraseRuleSpec): ProseRule {
  const sorted = [...spec.entries].sort((a, b) => b.phrase.length - a.phrase.length);
  const byKey = new Map(sorted.map((e) => [e.phrase.toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'"), e]));
  const matches = phraseMatcher(sorted.map((e) => e.phrase));
  return {
    id: spec.id,
    category: spec.category,
    languages: spec.languages,
    ...(spec.registers ? { registers: spec.registers } : {}),
    check(text: string, ctx: RuleContext): Finding[] {
      const out: Finding[] = [];
      for (const m of matches(text)) {
        const found = m[0];
        const entry = byKey.get(found.toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'"));
        if (!entry) continue;
        if (entry.unlessAfter?.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
        if (entry.unlessBefore?.test(text.slice(m.index + found.length, m.index + found.length + 30))) continue;
        let start = m.index;
        let end = start + found.length;
        const chosen = entry.replacementBefore?.(text.slice(end, end + 80), ctx) ?? entry.replacement;
        let replacement = matchCaseOf(found, chosen);
        // Deleting a phrase also takes one neighbouring space, and a following comma;
        // a parenthetical ("The law, I think, is") goes with both its commas.
        if (replacement === '' && text.slice(start - 2, start) === ', ' && text[end] === ',') {
          start -= 2;
          end += 1;
        } else if (replacement === '') {
          if (text[end] === ',') end++;
          if (text[end] === ' ') end++;
          else if (text[start - 1] === ' ') start--;
          const atSentenceStart = /(?:^|[.!?]["'”’)]*\s+)$/.test(text.slice(0, start));
          const capitalNext = atSentenceStart && /^\p{Lu}/u.test(found) && /^\p{Ll}/u.test(text.slice(end));
          if (capitalNext) {
            const next = text.slice(end).match(/^[\p{L}\p{M}'’-]+/u)?.[0] ?? '';
            replacement = next[0]!.toUpperCase() + next.slice(1);
            end += next.length;
          }
        }
        out.push({
          start,
          end,
          category: spec.category,
          severity: spec.severity,
          rule: spec.id,
          title: spec.title,
          message: fill(entry.message ?? spec.message, found, chosen),
          replacements: [replacement],
          fixLabel: chosen === '' ? `Remove "${found}"` : `Replace with "${replacement}"`,
        });
      }
      return out;
    },
  };
}

/**
 * One phrase rule over several languages, each with its own table: the rule keeps one id
 * and reads the table of the text's language.
 */
export function phraseRuleByLanguage(spec: Omit<PhraseRuleSpec, 'languages' | 'entries'> & { entries: Readonly<Record<string, readonly PhraseEntry[]>> }): ProseRule {
  const rules = new Map(Object.entries(spec.entries).map(([language, entries]) => [language, phraseRule({ ...spec, languages: [language], entries })]));
  return {
    id: spec.id,
    category: spec.category,
    languages: [...rules.keys()],
    ...(spec.registers ? { registers: spec.registers } : {}),
    check: (text, ctx) => rules.get(ctx.language)?.check(text, ctx) ?? [],
  };
}
