import type { Finding, LintCategory } from './finding.js';

// Overlapping findings are resolved so that every fix can be applied in order
// without colliding: the more serious category wins (spelling, then grammar, then
// word choice, then clarity), then the finding that offers a fix, then the narrower
// span, then our own rule over Harper's: ours read the words around the span (Harper's
// OrthographicConsistency lower-cases "Who's" at a sentence start where whose_for_whos
// sees "Whose book"). Findings that only touch at an edge both stay. A grammar finding whose fix
// also mends a misspelt word inside it, or makes the same fix, wins over the spelling finding,
// and so does a rule's typo finding over more words ("ist he" -> "is the").

const RANK: Record<LintCategory, number> = { spelling: 0, grammar: 1, word_choice: 2, clarity: 3 };

export function resolveOverlaps(findings: readonly Finding[]): Finding[] {
  // a grammar fix that mends a misspelt word as the speller would, and perhaps the words around
  // it too ("informations are" -> "information is"), stands for the spelling finding inside it:
  // it says why ("information" has no plural)
  // (the grammar findings are gathered once: a document has thousands of spelling findings to ask about)
  // A rule's typo finding over more words mends the same way ("ist he" -> "is the" over "ist").
  // Either fix may take one of the speller's first few suggestions ("is", after "it"; "a lot of
  // funs" -> "a lot of fun", where the speller alone put "fans" first).
  const menders = findings.filter((g) => g.category === 'grammar' || (g.category === 'spelling' && g.rule !== 'spelling'));
  const mended = (f: Finding): boolean =>
    f.category === 'spelling' &&
    f.replacements[0] !== undefined &&
    menders.some((g) => {
      if (g === f || g.start > f.start || f.end > g.end) return false;
      const words = (g.replacements[0] ?? '').split(/\s+/);
      return f.replacements.slice(0, 3).some((r) => words.includes(r));
    });
  // A Harper spelling finding on the word that opens one of our grammar findings, whose fix keeps
  // that word as it was, is overruled: our rule read the words around it ("Where you live?" is
  // "Where do you live?", not Harper's "Were")
  const overruled = (f: Finding): boolean =>
    f.category === 'spelling' &&
    f.rule.startsWith('harper:') &&
    menders.some((g) => {
      if (g.category !== 'grammar' || g.rule.startsWith('harper:') || g.start !== f.start || f.end > g.end) return false;
      const kept = (g.replacements[0] ?? '').split(/\s+/)[0]!;
      return kept.length === f.end - f.start && kept.toLowerCase() !== (f.replacements[0] ?? '').toLowerCase();
    });
  const ordered = findings.filter((f) => !mended(f) && !overruled(f)).sort(
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

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A phrase deleted at the start of a sentence takes the next word into its span to give it
 * its capital ("It is important to note that the" -> "The"), and so collides with a finding
 * that begins on that word ("the vast majority of" -> "most"), and one of the two was lost.
 * Both are kept when they can be: the deletion stops before the word, and the other
 * finding's fix brings the capital ("Most").
 */
export function keepBothAtSentenceStart(text: string, all: readonly Finding[], kept: readonly Finding[]): Finding[] {
  const out = [...kept];
  for (const deletion of all) {
    const last = /\s(\p{Ll}[\p{L}'’-]*)$/u.exec(text.slice(deletion.start, deletion.end));
    if (!last || deletion.replacements[0] !== capitalised(last[1]!)) continue;
    const wordStart = deletion.end - last[1]!.length;
    const other = all.find((g) => g !== deletion && g.start === wordStart && g.end >= deletion.end && g.replacements.length > 0);
    if (!other) continue;
    const deletionKept = out.includes(deletion);
    if (deletionKept === out.includes(other)) continue;
    const trimmed: Finding = { ...deletion, end: wordStart, replacements: [''] };
    const first = other.replacements[0]!;
    const raised: Finding = { ...other, replacements: [capitalised(first), ...other.replacements.slice(1)] };
    if (other.fixLabel) raised.fixLabel = other.fixLabel.replace(`"${first}"`, `"${capitalised(first)}"`);
    // the one that lost comes back only where it collides with nothing else that was kept
    const winner = deletionKept ? deletion : other;
    const returning = deletionKept ? other : trimmed;
    if (out.some((k) => k !== winner && returning.start < k.end && k.start < returning.end)) continue;
    out.splice(out.indexOf(winner), 1, trimmed, raised);
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}
