// A stand-in for the held-out spelling list (Norvig's second test set and Mitton's Wikipedia
// list), which the development split keeps apart: codespell's dictionary, whose English part
// began as Wikipedia's list of common misspellings. Read from the system's codespell package
// where it is installed (apt-get install codespell); nothing of it is kept in the project.
//
// Only pairs with one correction are used, none whose misspelling is in the development list,
// and each goes by a hash of the misspelling to a tuning half or a measuring half, so that a
// change tuned on one half can be judged on the other. Each half is cut to its first `perHalf`
// pairs in the order of a second hash, which keeps the run to a few seconds.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const candidates = ['/usr/lib/python3/dist-packages/codespell_lib/data/dictionary.txt', '/usr/share/codespell/dictionary.txt'];

export interface StandInPair {
  misspelled: string;
  correct: string;
  half: 'tune' | 'measure';
}

/** The pairs, or null where codespell is not installed. */
export function misspellingStandIn(developmentMisspellings: Iterable<string>, perHalf = 3000): StandInPair[] | null {
  const path = candidates.find((p) => existsSync(p));
  if (!path) return null;
  const dev = new Set([...developmentMisspellings].map((w) => w.toLowerCase()));
  const pairs: (StandInPair & { order: string })[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    // "acess->access" has one correction; "abotu->about, abbot," offers a choice and is left out
    const m = /^([a-z']+)->([a-z']+)$/.exec(line.trim());
    if (!m || dev.has(m[1]!)) continue;
    const half = createHash('sha1').update(`cs|${m[1]}`).digest()[0]! % 2 === 0 ? 'tune' : 'measure';
    pairs.push({ misspelled: m[1]!, correct: m[2]!, half, order: createHash('sha1').update(`o|${m[1]}`).digest('hex') });
  }
  pairs.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  return (['tune', 'measure'] as const).flatMap((half) =>
    pairs
      .filter((p) => p.half === half)
      .slice(0, perHalf)
      .map(({ misspelled, correct }) => ({ misspelled, correct, half })),
  );
}
