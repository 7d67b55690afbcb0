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
 * a colon, and words in capitals or mixed case (acronyms, names like "iPhone"). Titles already
 * in sentence case are returned as they are.
 */
export function toApaTitle(title: string): string {
  if (!isTitleCase(title)) return title;
  const words = title.split(/(\s+)/);
  let first = true;
  return words
    .map((w) => {
      if (/^\s+$/.test(w)) return w;
      const keep = first;
      first = /[:?!]$/.test(w);
      if (keep) return w;
      return /^[^\p{L}]*\p{Lu}[\p{Ll}'’-]*[^\p{L}]*$/u.test(w) ? w.toLowerCase() : w;
    })
    .join('');
}
