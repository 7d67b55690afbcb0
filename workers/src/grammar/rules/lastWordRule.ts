import type { Finding } from '../../lint/finding.js';
import type { ProseRule, RuleContext } from '../../lint/rule.js';
import { wordError } from './wordError.js';

/** The word a match ends on, what replaces it, and why. */
export interface LastWordFix {
  word: string;
  replacement: string;
  message: string;
  /** Characters after the match the replacement covers too (a verb that must agree with the new word). */
  through?: number;
}

/**
 * An English grammar rule that flags the last word of each match of `pattern` (a
 * global regex, or several, each matched on its own); `fix` returns null to let a match
 * pass. Many rules share this loop, so the offsets and the finding's shape are written once.
 */
export function lastWordRule(spec: {
  id: string;
  title: string;
  pattern: RegExp | readonly RegExp[];
  fix: (m: RegExpExecArray, text: string, ctx: RuleContext) => LastWordFix | null;
}): ProseRule {
  const patterns = spec.pattern instanceof RegExp ? [spec.pattern] : spec.pattern;
  return {
    id: spec.id,
    category: 'grammar',
    languages: ['en'],
    check(text, ctx) {
      const out: Finding[] = [];
      for (const m of patterns.flatMap((p) => [...text.matchAll(p)])) {
        const fix = spec.fix(m, text, ctx);
        if (!fix) continue;
        const end = m.index + m[0].length;
        out.push(
          wordError({ rule: spec.id, title: spec.title, start: end - fix.word.length, end: end + (fix.through ?? 0), replacement: fix.replacement, message: fix.message }),
        );
      }
      return out;
    },
  };
}
