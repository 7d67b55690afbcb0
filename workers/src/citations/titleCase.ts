const minorWords = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'so', 'yet', 'as', 'at', 'by', 'in', 'of', 'off', 'on', 'per', 'to', 'up', 'via', 'with', 'from', 'into', 'over',
]);

/** Whether a word (bare, possessive "'s" removed) is a proper noun, capitalised in any case. */
export type IsName = (word: string) => boolean;

const noNames: IsName = () => false;

/** A word without the punctuation around it and without a possessive "'s". */
const bareWord = (w: string): string => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/['’]s$/u, '');

/**
 * For each word of a title: 'name' for a proper noun, 'after' for a capitalised word right after
 * one, which may continue it ("Harlem Renaissance") or not ("English Grammar"). The pronoun "I"
 * and a minor word ("To", "And") continue nothing.
 */
function nameWords(words: readonly string[], isName: IsName): ('name' | 'after' | undefined)[] {
  const out: ('name' | 'after' | undefined)[] = [];
  let previousName = false;
  words.forEach((w, i) => {
    const bare = bareWord(w);
    const capitalised = /^\p{Lu}/u.test(bare);
    const name = capitalised && (isName(bare) || (bare.includes('-') && bare.split('-').every(isName)));
    const after = previousName && capitalised && !minorWords.has(bare.toLowerCase()) && !/[:?!.,;]$/.test(words[i - 1]!);
    out.push(name ? 'name' : after ? 'after' : undefined);
    previousName = name && bare.length > 1;
  });
  return out;
}

/**
 * Whether a title is written in title case: of its words after the first (and after a colon),
 * leaving out names, the capitalised word after one and acronyms, at least three quarters of
 * those longer than three letters start with a capital, and there are at least two such words
 * counting names. A capitalised "And", "The" or "Of" counts as one more capitalised word.
 * Sentence-case titles with proper nouns ("Toni Morrison and the Harlem Renaissance") do not
 * qualify.
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
    // acronyms and words with inner capitals ("NATO", "iPhone") are written so in either case
    if (/[^-]\p{Lu}/u.test(bare)) return;
    const minor = bare.length <= 3 || minorWords.has(bare.toLowerCase());
    if (named[i] !== undefined) {
      if (!minor) names++;
      return;
    }
    // a minor word in capitals is a title-case habit sentence case never has ("And The"); a
    // capital "A" may be a name's letter ("Vitamin A")
    if (minor && !(minorWords.has(bare.toLowerCase()) && /^\p{Lu}\p{Ll}+$/u.test(bare))) return;
    long++;
    if (/^\p{Lu}/u.test(bare)) capital++;
  });
  return long >= 1 && long + names >= 2 && capital / long >= 0.75;
}

/**
 * APA sentence case: a title-case title is lowered except its first word, the first word after
 * a colon, words in capitals or mixed case (acronyms, "iPhone", "COVID-19") and the names
 * `isName` knows, also as parts of a compound. Titles already in sentence case are returned as
 * they are.
 */
export function toApaTitle(title: string, isName: IsName = noNames): string {
  if (!isTitleCase(title, isName)) return title;
  const words = title.split(/(\s+)/);
  let first = true;
  return words
    .map((w, i) => {
      if (i % 2 === 1) return w;
      const bare = bareWord(w);
      const keep = first || (/^\p{Lu}/u.test(bare) && isName(bare));
      first = /[:?!]$/.test(w);
      if (keep) return w;
      // each part of a compound on its own: "First-Year" is lowered, "Anglo-Saxon" is not
      return w
        .split('-')
        .map((part) => (/^[^\p{L}]*\p{Lu}[\p{Ll}'’]*[^\p{L}]*$/u.test(part) && !isName(bareWord(part)) ? part.toLowerCase() : part))
        .join('-');
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
