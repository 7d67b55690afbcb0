import { PLURAL_ONLY_NOUNS } from './articlePluralOnly.js';
import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "an experts in", "a products and", "a slow movements": "a" or "an" counts one, so the noun
// after it is singular, with a common adjective between or not. The noun must end the phrase (a
// function word or punctuation follows), so plural modifiers ("a sports car", "a sales team")
// are left alone, and it must be the regular plural of a word the dictionary knows.

const ADJECTIVE =
  'small|big|large|slow|fast|quick|good|bad|new|old|long|short|high|low|huge|nice|beautiful|simple|serious|major|minor|strong|weak|young|little|different|similar|important|special|difficult|easy|hard|real|common|useful|interesting|popular|famous|wonderful|terrible|positive|negative';
// or one or two words of an adjective's ending ("a proper interpersonal relations"); such a
// word may be a noun too ("a signal happens"), so the plural must not be a verb's form there
const ADJECTIVE_ENDING = '[a-z]{3,}(?:al|ive|ous|ic|able|ible|less)';
const LISTED_ADJECTIVE = new RegExp(String.raw`^(?:${ADJECTIVE}|proper)$`);
const PATTERN =
  new RegExp(String.raw`(?<![-%./\p{L}\p{M}])\b(a|an|A|An)\s+(?:(?:${ADJECTIVE}|proper|${ADJECTIVE_ENDING})\s+){0,2}([a-z]{3,}s)(?=\s*[,.;:!?)](?![\w/])|\s+(?:is|are|was|were|of|and|or|in|on|at|that|who|which|with|for|to|from|by|as|than|when|because|if|but|so|will|can|could|would|should|may|might|must|has|have|had|about|into|through|after|before|during|without|among|between)\b)`, 'gu');
// Singular nouns that end in s, and plural-looking nouns that take "a".
const SINGULAR_IN_S = /(?:ss|us|is|ics|ous|ps|ws)$/;
const TAKES_A = new Set(['means', 'series', 'species', 'news', 'lens', 'thanks', 'savings', 'headquarters', 'crossroads', 'whereabouts', 'barracks', 'gallows', 'kudos', 'chaos', 'bias', 'gas', 'atlas', 'canvas', 'alias', 'yes', 'has', 'was', 'does', 'goes', 'lots', 'odds', 'works', 'billiards', 'measles', 'premises', 'sales', 'sports', 'arms', 'customs', 'dues', 'minutes', 'outskirts', 'remains', 'riches', 'stairs', 'suds', 'wages', 'pants', 'trousers', 'scissors', 'glasses', 'jeans', 'shorts', 'commons']);

export const articlePlural = lastWordRule({
  id: 'article_plural',
  title: 'Noun number',
  pattern: PATTERN,
  fix(m, text, ctx) {
    const noun = m[2]!;
    if (TAKES_A.has(noun) || SINGULAR_IN_S.test(noun)) return null;
    const between = m[0].split(/\s+/).slice(1, -1);
    if (between.some((w) => !LISTED_ADJECTIVE.test(w)) && verbBaseOf.get(noun)?.form === 'third') return null;
    // "a new clothes": the article goes (article_plural_only), the noun has no singular
    if (PLURAL_ONLY_NOUNS.includes(noun)) return null;
    // "now a days" is "nowadays" split (confused_words)
    if (noun === 'days' && /\bnow\s+$/i.test(text.slice(Math.max(0, m.index - 5), m.index))) return null;
    // "the a stands for atomic": the letter, not the article; so is a capital "A" inside a
    // sentence ("if A exists", "A records"), and "-a", "%a", ".a" are an option, a format, a suffix
    if (/\bthe\s+$/i.test(text.slice(Math.max(0, m.index - 5), m.index))) return null;
    if (m[1]![0] === 'A' && !/(?:^|[.!?:]["'”’)]*\s+|^\s*[-*•]\s+)$/.test(text.slice(Math.max(0, m.index - 6), m.index))) return null;
    const singular = noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.slice(0, -1);
    if (!ctx.isWord(singular) || !ctx.isWord(noun)) return null;
    return { word: noun, replacement: singular, message: `After "${m[1]}", the noun is singular: "${singular}" (or drop "${m[1]}").` };
  },
});
