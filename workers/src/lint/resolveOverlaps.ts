import type { Finding, LintCategory } from './finding.js';

// Overlapping findings are resolved so that every fix can be applied in order
// without colliding: the more serious category wins (spelling, then grammar, then
// word choice, then clarity), then the finding that offers a fix, then the narrower
// span, then our own rule over Harper's: ours read the words around the span (Harper's
// OrthographicConsistency lower-cases "Who's" at a sentence start where whose_for_whos
// sees "Whose book"). Findings that only touch at an edge both stay.

const RANK: Record<LintCategory, number> = { spelling: 0, grammar: 1, word_choice: 2, clarity: 3 };

export function resolveOverlaps(findings: readonly Finding[]): Finding[] {
  const ordered = [...findings].sort(
    (a, b) =>
      RANK[a.category] - RANK[b.category] ||
      Number(b.replacements.length > 0) - Number(a.replacements.length > 0) ||
      a.end - a.start - (b.end - b.start) ||
      a.start - b.start ||
      Number(a.rule.startsWith('harper:')) - Number(b.rule.startsWith('harper:')),
  );
  const kept: Finding[] = [];
  for (const f of ordered) {
    if (kept.some((k) => f.start < k.end && k.start < f.end)) continue;
    kept.push(f);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Applies the first replacement of every finding (they must not overlap). */
export function applyFixes(text: string, findings: readonly Finding[]): string {
  let out = '';
  let at = 0;
  for (const f of [...findings].sort((a, b) => a.start - b.start)) {
    if (f.start < at) throw new Error('overlapping findings');
    out += text.slice(at, f.start) + (f.replacements[0] ?? text.slice(f.start, f.end));
    at = f.end;
  }
  return out + text.slice(at);
}
