import { lastWordRule } from './lastWordRule.js';

// "I spent lot of time", "There will be lot of members": the quantity is "a lot of"
// ("lots of" needs no article). "lot" is also a plot or a batch ("the parking lot
// of the mall", "this lot of samples"), so a word that can stand before that noun
// lets it pass.

const PATTERN = /(?<![\p{L}\p{N}'’-])(lot)(?=\s+of\b)/giu;
const BEFORE_THE_NOUN = new Set(
  ('a an the this that each every one another any no whole entire same next first last other single ' +
    'my your his her its our their whose which what parking car vacant empty building bad sorry job auction new final large small big')
    .split(' '),
);

export const lotOfArticle = lastWordRule({
  id: 'lot_of_article',
  title: 'Article',
  pattern: PATTERN,
  fix(m, text) {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const prev = before.match(/([\p{L}'’-]+)\s+$/u)?.[1]?.toLowerCase();
    if (prev !== undefined && BEFORE_THE_NOUN.has(prev)) return null;
    // a lone letter before it is a mistyped article ("provides o lot of"), which the spelling pass has
    if (prev !== undefined && prev.length === 1) return null;
    // a word straight before "lot" with no space is part of another word or a markup
    if (prev === undefined && /[\p{L}\p{N}]$/u.test(before)) return null;
    const replacement = m[1]![0] === 'L' ? 'A lot' : 'a lot';
    return { word: m[1]!, replacement, message: 'The quantity is "a lot of" (or "lots of").' };
  },
});
