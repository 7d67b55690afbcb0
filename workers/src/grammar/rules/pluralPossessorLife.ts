import { lastWordRule } from './lastWordRule.js';

// "their daily life", "people's life": many people each have a life, so the noun is
// plural ("their daily lives"). Only "their", plural possessives ("people's",
// "students'") and "our daily life" count; "our life" is left alone, since a speaker
// often means a shared one.

const PATTERN =
  /\b([Tt]heir|[Pp]eople's|[Pp]eople’s|[A-Za-z]+s['’]|[Oo]ur(?=\s+(?:daily|everyday)\s))((?:\s+(?:daily|whole|real|own|social|personal|private|everyday|entire|normal|working|family|future|adult))?)\s+(life)\b(?![-'’])/g;
// "their life together" is one shared life; "their life of" reads as one way of life.
const SHARED_NEXT = /^\s*(?:together|of|as a couple)\b/;

export const pluralPossessorLife = lastWordRule({
  id: 'plural_possessor_life',
  title: 'Noun number',
  pattern: PATTERN,
  fix(m, text) {
    const end = m.index + m[0].length;
    if (SHARED_NEXT.test(text.slice(end, end + 16))) return null;
    return { word: m[3]!, replacement: 'lives', message: `"${m[1]}" refers to many people, each with a life: write "lives".` };
  },
});
