import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "provide helps", "receiving all supports": "help", "support", "evidence" and
// "research" as nouns are not counted, so they take no -s. Their -s forms are verbs
// too ("it helps"), so only the places where a noun must stand count: after a
// quantifier, or after a verb of giving or getting.

const NOUNS: Record<string, string> = { helps: 'help', supports: 'support', evidences: 'evidence', researches: 'research' };
const PATTERN =
  /\b(all|much|more|some|any|no|provide|provides|provided|providing|receive|receives|received|receiving|get|gets|got|getting|offer|offers|offered|offering|give|gives|gave|giving|seek|seeks|sought|seeking|need|needed|needing)\s+(helps|supports|evidences|researches)\b/gi;

export const uncountableVerbNoun: ProseRule = {
  id: 'uncountable_verb_noun',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const noun = m[2]!;
      const replacement = NOUNS[noun.toLowerCase()]!;
      const start = m.index + m[0].length - noun.length;
      out.push(
        wordError({
          rule: 'uncountable_verb_noun',
          title: 'Noun number',
          start,
          end: start + noun.length,
          replacement,
          message: `As a noun, "${replacement}" has no plural: write "${replacement}".`,
        }),
      );
    }
    return out;
  },
};
