import type { Finding, LintSeverity } from '../../lint/finding.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import type { ProseRule, RuleContext } from '../../lint/rule.js';

// The engine of the common-error rules for the languages other than English: a
// pattern with the words around a mistake, the part of it to replace (the named
// group `fix`, else the whole match), and a function that names the replacement or
// lets the match pass. Patterns are written with `\b` as a word edge that knows
// accented letters (JavaScript's own `\b` does not), and match case-insensitively.

export interface PatternFix {
  replacement: string;
  message: string;
}

export interface PatternRuleSpec {
  id: string;
  language: string;
  title: string;
  category?: 'grammar' | 'word_choice';
  severity?: LintSeverity;
  /** Regex source; `\b` is a Unicode word edge, `(?<fix>…)` the span replaced (`fix2`, `fix3` in other alternatives). */
  pattern: string;
  fix: (m: RegExpExecArray, text: string, ctx: RuleContext) => PatternFix | null;
}

const EDGE = String.raw`(?:(?<![\p{L}\p{M}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{M}\p{N}])(?![\p{L}\p{M}\p{N}]))`;

export function compilePattern(source: string): RegExp {
  return new RegExp(source.replace(/\\b/g, EDGE), 'giud');
}

/** Text before index `at` back to the last sentence or clause mark (or the paragraph start). */
export function clauseBefore(text: string, at: number): string {
  const before = text.slice(0, at);
  const cut = Math.max(...['.', '!', '?', ';', ':', ',', '\n', '¡', '¿', '(', '«', '"', '“'].map((c) => before.lastIndexOf(c)));
  return before.slice(cut + 1);
}

export function patternRule(spec: PatternRuleSpec): ProseRule {
  const re = compilePattern(spec.pattern);
  const category = spec.category ?? 'grammar';
  return {
    id: spec.id,
    category,
    languages: [spec.language],
    check(text, ctx) {
      const out: Finding[] = [];
      for (const m of text.matchAll(re)) {
        const fix = spec.fix(m, text, ctx);
        if (!fix) continue;
        const groups = m.indices?.groups;
        const [start, end] = groups?.['fix'] ?? groups?.['fix2'] ?? groups?.['fix3'] ?? [m.index, m.index + m[0].length];
        const found = text.slice(start, end);
        const replacement = matchCaseOf(found, fix.replacement);
        out.push({
          start,
          end,
          category,
          severity: spec.severity ?? (category === 'grammar' ? 'error' : 'suggestion'),
          rule: spec.id,
          title: spec.title,
          message: fix.message,
          replacements: [replacement],
          fixLabel: replacement === '' ? `Remove "${found.trim()}"` : `Replace with "${replacement}"`,
        });
      }
      return out;
    },
  };
}

/** A word as a pattern that matches it with or without a capital first letter ("[Ll]os"). */
export const eitherCase = (word: string): string => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`;

/** Words joined as pattern alternatives, each with or without a capital ("[Ll]os|[Ll]as"). */
export const eitherCaseAlternatives = (words: readonly string[]): string => words.map(eitherCase).join('|');
