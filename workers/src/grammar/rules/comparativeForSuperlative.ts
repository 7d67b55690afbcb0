import { matchCaseOf } from '../../lint/phraseRule.js';
import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { degree, gradableAdjectivesEn } from './adjectiveDegrees.en.js';
import { wordError } from './wordError.js';

// "the more beautiful girl in the class", "the worse day of my life", "the bigger city in the
// world": one picked out of a whole group takes the superlative. Only where the group is named
// after the noun ("in the world", "of my life", "of all", "I have ever"), and not "the better
// part of my life", an idiom.

const SUPERLATIVE_OF = new Map<string, string>([
  ['better', 'best'],
  ['worse', 'worst'],
  ...gradableAdjectivesEn.map((a) => [degree(a, 'er'), degree(a, 'est')] as [string, string]),
]);
const LONG_ADJECTIVE = /^(?:[a-z]+(?:ful|ous|ive|able|ible|ic|al|ant|ent|ing|ed)|beautiful|important|interesting|expensive|famous|popular|dangerous|difficult|intelligent|handsome|boring)$/i;
const GROUP =
  String.raw`(?:in\s+(?:the|my|our|this|his|her|their)\s+(?:world|class|country|city|school|family|team|company|town|group|universe)|of\s+(?:my|his|her|our|their)\s+(?:life|lives)|of\s+all(?:\s+time)?|(?:that\s+)?(?:I|we|he|she|they)\s+(?:have|has|had)\s+ever|(?:that\s+)?(?:I|we|they)['’]ve\s+ever|ever)\b`;
const PATTERN = new RegExp(String.raw`\bthe\s+(?<degree>more\s+(?<adjective>[a-z]+)|worse|[a-z]+er)\s+(?<noun>[a-z]+)\s+${GROUP}`, 'gid');
const IDIOMS = new Set(['part', 'half', 'portion', 'of', 'than', 'and', 'or']);

export const comparativeForSuperlative: ProseRule = {
  id: 'comparative_for_superlative',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const { degree: found, adjective, noun } = m.groups as { degree: string; adjective?: string; noun: string };
      if (IDIOMS.has(noun.toLowerCase())) continue;
      let replacement: string | undefined;
      if (adjective !== undefined) replacement = LONG_ADJECTIVE.test(adjective) ? `most ${adjective}` : undefined;
      else replacement = SUPERLATIVE_OF.get(found.toLowerCase());
      if (!replacement) continue;
      const [start, end] = m.indices!.groups!['degree']!;
      replacement = matchCaseOf(found, replacement);
      out.push(wordError({ rule: 'comparative_for_superlative', title: 'Superlative', start, end, replacement, message: `One picked out of a whole group takes the superlative: "the ${replacement} ${noun}".` }));
    }
    return out;
  },
};
