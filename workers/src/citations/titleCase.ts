const minorWords = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'so', 'yet', 'as', 'at', 'by', 'in', 'of', 'off', 'on', 'per', 'to', 'up', 'via', 'with', 'from', 'into', 'over',
]);

/** Whether a word (bare, possessive "'s" removed) is a proper noun, capitalised in any case. */
export type IsName = (word: string) => boolean;

const noNames: IsName = () => false;

/** A word without the punctuation around it and without a possessive "'s". */
const bareWord = (w: string): string => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/['’]s$/u, '');

/**
 * For each word of a title, whether it belongs to a name: a proper noun, or a capitalised word
 * right after one that continues it ("Harlem Renaissance", "Morrison Society"). The pronoun "I"
 * and a minor word ("To", "And") continue nothing.
 */
function nameWords(words: readonly string[], isName: IsName): boolean[] {
  const out: boolean[] = [];
  let previousName = false;
  words.forEach((w, i) => {
    const bare = bareWord(w);
    const capitalised = /^\p{Lu}/u.test(bare);
    const name = capitalised && isName(bare);
    const continues = previousName && capitalised && !minorWords.has(bare.toLowerCase()) && !/[:?!.,;]$/.test(words[i - 1]!);
    out.push(name || continues);
    previousName = name && bare.length > 1;
  });
  return out;
}

/**
 * Whether a title is written in title case: of its words after the first (and after a colon),
 * leaving out names, at least three quarters of those longer than three letters start with a
 * capital, and there are at least two such words counting names. A capitalised "And", "The" or
 * "Of" counts as one more capitalised word. Sentence-case titles with proper nouns do not qualify.
 */
export function isTitleCase(title: string, isName: IsName = noNames): boolean {
  const words = title.split(/\s+/);
  const named = nameWords(words, isName);
  let long = 0;
  let capital = 0;
  let names = 0;
  words.forEach((w, i) => {
    const prev = words[i - 1] ?? '';
    if (i === 0 || /[:?!]$/.test(prev)) return;
    const bare = bareWord(w);
    const minor = bare.length <= 3 || minorWords.has(bare.toLowerCase());
    if (named[i]) {
      if (!minor) names++;
      return;
    }
    // a minor word in capitals is a title-case habit sentence case never has ("And The")
    if (minor && !(minorWords.has(bare.toLowerCase()) && /^\p{Lu}\p{Ll}*$/u.test(bare))) return;
    long++;
    if (/^\p{Lu}/u.test(bare)) capital++;
  });
  return long >= 1 && long + names >= 2 && capital / long >= 0.75;
}

/**
 * APA sentence case: a title-case title is lowered except its first word, the first word after
 * a colon, words in capitals or mixed case (acronyms, "iPhone", "COVID-19"), the names `isName`
 * knows and the capitalised words that follow them. Titles already in sentence case are
 * returned as they are.
 */
export function toApaTitle(title: string, isName: IsName = noNames): string {
  if (!isTitleCase(title, isName)) return title;
  const words = title.split(/(\s+)/);
  const named = nameWords(words.filter((_, i) => i % 2 === 0), isName);
  let first = true;
  return words
    .map((w, i) => {
      if (i % 2 === 1) return w;
      const keep = first || named[i / 2];
      first = /[:?!]$/.test(w);
      if (keep) return w;
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
