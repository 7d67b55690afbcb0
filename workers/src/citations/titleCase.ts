const minorWords = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'so', 'yet', 'as', 'at', 'by', 'in', 'of', 'off', 'on', 'per', 'to', 'up', 'via', 'with', 'from', 'into', 'over',
]);

/**
 * Whether a title is written in title case: of its words after the first (and after a colon),
 * at least three quarters of those longer than three letters start with a capital, and there are
 * at least two such words. Sentence-case titles with a proper noun or two do not qualify.
 */
export function isTitleCase(title: string): boolean {
  const words = title.split(/\s+/);
  let long = 0;
  let capital = 0;
  words.forEach((w, i) => {
    const prev = words[i - 1] ?? '';
    if (i === 0 || /[:?!]$/.test(prev)) return;
    const bare = w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (bare.length <= 3 || minorWords.has(bare.toLowerCase())) return;
    long++;
    if (/^\p{Lu}/u.test(bare)) capital++;
  });
  return long >= 2 && capital / long >= 0.75;
}

/**
 * APA sentence case: a title-case title is lowered except its first word, the first word after
 * a colon, words in capitals or mixed case (acronyms, names like "iPhone") and `names`. Titles
 * already in sentence case are returned as they are.
 */
export function toApaTitle(title: string, names: ReadonlySet<string> = new Set()): string {
  if (!isTitleCase(title)) return title;
  const words = title.split(/(\s+)/);
  let first = true;
  return words
    .map((w) => {
      if (/^\s+$/.test(w)) return w;
      const keep = first;
      first = /[:?!]$/.test(w);
      if (keep) return w;
      if (names.has(w.replace(/[^\p{L}'’-]/gu, '').replace(/['’]s$/, ''))) return w;
      return /^[^\p{L}]*\p{Lu}[\p{Ll}'’-]*[^\p{L}]*$/u.test(w) ? w.toLowerCase() : w;
    })
    .join('');
}

/**
 * The words a text capitalises in mid-sentence, after a word in lower case, or writes as a
 * possessive: its names ("Morrison's novel Beloved"). A title lowered to sentence case keeps
 * their capitals.
 */
export function namesInProse(text: string): Set<string> {
  const names = new Set<string>();
  let previousLower = false;
  let lastEnd = 0;
  for (const m of text.matchAll(/\p{L}[\p{L}'’-]*/gu)) {
    const between = text.slice(lastEnd, m.index);
    const word = m[0];
    // a possessive names someone wherever it stands ("Morrison's novel")
    const possessive = /^\p{Lu}\p{Ll}+['’]s$/u.test(word);
    if (possessive || (previousLower && !/[.!?:;\n"“]/.test(between) && /^\p{Lu}\p{Ll}/u.test(word))) names.add(word.replace(/['’]s$/, ''));
    previousLower = /^\p{Ll}/u.test(word);
    lastEnd = m.index + word.length;
  }
  return names;
}
