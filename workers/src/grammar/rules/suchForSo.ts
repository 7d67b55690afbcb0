import { matchCaseOf } from '../../lint/phraseRule.js';
import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "It was a so nice day" -> "such a nice day", "so nice weather" -> "such nice weather": "so"
// qualifies an adjective on its own ("the day was so nice"); before an adjective with its noun
// it is "such". Only common adjectives, and without an article only after "be" or "have" and
// before nouns that take none ("weather", "news", "people"): "so many", "so much", "a so far
// unused", "a so-called" are right, and a "so" that joins clauses may stand before an adjective
// ("I was tired, so good food helped").

const ADJECTIVES =
  'nice|good|bad|beautiful|great|terrible|lovely|wonderful|awful|horrible|delicious|interesting|boring|important|difficult|easy|hard|funny|strange|big|small|long|hot|cold|kind|smart|clever|friendly|amazing|exciting|sad|happy|ugly|expensive|cheap|busy|fast|slow|old|young|warm|quiet|noisy|famous|popular|simple';
const BARE_NOUNS = 'weather|news|food|music|people|friends|advice|fun|information|things|problems|questions|children|students|work|homework|luck|time';
const WITH_ARTICLE = new RegExp(String.raw`\b(a|an)\s+(so)\s+(${ADJECTIVES})\s+(?=[a-z]+\b)`, 'gi');
const BARE = new RegExp(String.raw`(?<=\b(?:is|was|are|were|be|been|have|has|had|['’]s|['’]re)\s+)(so)(?=\s+(?:${ADJECTIVES})\s+(?:${BARE_NOUNS})\b)`, 'gi');

export const suchForSo: ProseRule = {
  id: 'such_for_so',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(WITH_ARTICLE)) {
      const [, article, , adjective] = m as unknown as [string, string, string, string];
      const next = /^[a-z]+/i.exec(text.slice(m.index + m[0].length))![0];
      // "a so nice" before a word that is no noun ("a so nice and quiet day") is left
      if (/^(?:and|or|but|to|that|as|of|for|in|one)$/i.test(next)) continue;
      const replacement = `${matchCaseOf(article, 'such')} ${/^[aeiou]/i.test(adjective) ? 'an' : 'a'}`;
      const end = m.index + article.length + m[0].slice(article.length).indexOf('so') + 2;
      out.push(wordError({ rule: 'such_for_so', title: 'Such or so', start: m.index, end, replacement, message: `Before an adjective with its noun, "so" is "such": "${replacement} ${adjective} ${next}".` }));
    }
    for (const m of text.matchAll(BARE)) {
      const replacement = matchCaseOf(m[1]!, 'such');
      out.push(wordError({ rule: 'such_for_so', title: 'Such or so', start: m.index, end: m.index + 2, replacement, message: `Before an adjective with its noun, "so" is "such" ("such nice weather"; "the weather is so nice").` }));
    }
    return out;
  },
};
