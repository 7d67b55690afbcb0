import type { Finding } from '../../lint/finding.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import type { ProseRule } from '../../lint/rule.js';

// Nouns English does not count ("informations", "advices") have no plural, whatever
// the context. "Evidences" and "researches" are left out: they are verbs too.

export const UNCOUNTABLE: readonly string[] = ['information', 'advice', 'knowledge', 'equipment', 'homework', 'furniture', 'luggage', 'baggage', 'feedback', 'software', 'machinery', 'scenery'];

// A determiner that counts before it and the verb after it agree in the same fix ("These
// informations are" -> "This information is", "many advices" -> "much advice").
const SINGULAR_DETERMINER: Readonly<Record<string, string>> = { these: 'this', those: 'that', many: 'much' };
const SINGULAR_VERB: Readonly<Record<string, string>> = { are: 'is', were: 'was', have: 'has' };
const PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’-])(?:(these|those|many)\s+)?(${UNCOUNTABLE.join('|')})s(?:\s+(are|were|have))?(?![\p{L}\p{N}-]|['’]\p{L})`,
  'giu',
);

export const nounNumber: ProseRule = {
  id: 'noun_number',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [found, determiner, noun, verb] = m as unknown as [string, string | undefined, string, string | undefined];
      const right = [determiner && SINGULAR_DETERMINER[determiner.toLowerCase()], noun.toLowerCase(), verb && SINGULAR_VERB[verb.toLowerCase()]].filter(Boolean).join(' ');
      const replacement = matchCaseOf(found, right);
      out.push({
        start: m.index,
        end: m.index + found.length,
        category: 'grammar',
        severity: 'error',
        rule: 'noun_number',
        title: 'Noun number',
        message: verb
          ? `"${noun.toLowerCase()}" has no plural, and its verb is singular: "${replacement}".`
          : `"${noun.toLowerCase()}" has no plural: write "${replacement}" (or "pieces of ${noun.toLowerCase()}").`,
        replacements: [replacement],
        fixLabel: `Replace with "${replacement}"`,
      });
    }
    return out;
  },
};
