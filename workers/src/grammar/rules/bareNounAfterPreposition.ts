import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';
import { COMMON_COUNT_NOUNS, pluralOf } from './nounNumber.en.js';

// "it is convenient for criminal to", "I went with friend", "worried about student": a noun
// that counts takes a determiner or the plural. Only after "for", "with", "among" and "about",
// only common nouns that count but do not stand bare in set phrases ("to school", "by car", "in
// business"), and only where the noun ends its phrase, so that compounds ("for student loans",
// "with customer support", "with user or group mappings") are left.

// ("user" names a role in a program's permissions: "mode bits for user and group")
const BARE_IN_SET_PHRASES = new Set(['school', 'university', 'car', 'house', 'business', 'store', 'shop', 'film', 'job', 'family', 'city', 'country', 'user']);
const NOUNS = [...COMMON_COUNT_NOUNS].filter((n) => !BARE_IN_SET_PHRASES.has(n)).join('|');
const PATTERN = new RegExp(
  String.raw`\b(for|with|among|about)\s+(${NOUNS})(?=\s*[,.;:!?](?![\w/])|\s+(?:to|who|that|in|on|at|is|are|was|were|can|will|should|must|have|has)\b)`,
  'gi',
);

export const bareNounAfterPreposition = lastWordRule({
  id: 'bare_noun_after_preposition',
  title: 'Noun number',
  pattern: PATTERN,
  fix(m, _text, ctx) {
    const noun = m[2]!;
    if (noun !== noun.toLowerCase()) return null;
    const plural = pluralOf(noun).find(ctx.isWord);
    if (!plural) return null;
    const replacement = matchCaseOf(noun, plural);
    return { word: noun, replacement, message: `"${noun}" counts: write the plural "${replacement}", or put "a" or "the" before it.` };
  },
});
