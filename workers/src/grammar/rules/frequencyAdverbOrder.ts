import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { verbBaseOf } from './verbForms.en.js';
import { wordError } from './wordError.js';

// "She goes always to school by bus" -> "always goes": an adverb of frequency stands
// before a full verb, not between it and what follows. Only "always", "never", "usually"
// and "often" ("sometimes" may close a clause or open one), only after a common verb
// ("be", "have" and "do" are left out: "is always the first", "had always a"), and only
// before an object ("the", "my", "them") or where one goes ("to school", "home"). Before other
// prepositions the adverb may close the verb ("values that change often in size"), and before
// "to" and a verb it belongs to what follows ("appears never to be used"). After a determiner
// the verb's form is a noun: "his works often in galleries".

const ADVERBS = 'always|never|usually|often';
const OBJECT = 'the|a|an|my|his|her|their|our|your|its|this|that|these|those|home|me|him|us|them';
const PATTERN = new RegExp(String.raw`\b([a-z]+)\s+(${ADVERBS})\s+(?=(?:${OBJECT})\b|to\s+([a-z]+))`, 'gi');
const VERBS = new Set(commonVerbsEn.filter((v) => v !== 'be' && v !== 'have' && v !== 'do'));
const DETERMINER_BEFORE = /\b(?:the|a|an|his|her|my|their|our|its|your|these|those|this|that|of|whose)\s+$/i;

export const frequencyAdverbOrder: ProseRule = {
  id: 'frequency_adverb_order',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, verb, adverb, afterTo] = m as unknown as [string, string, string, string | undefined];
      const word = verb.toLowerCase();
      if (!VERBS.has(word) && !verbBaseOf.has(word)) continue;
      if (afterTo && (VERBS.has(afterTo.toLowerCase()) || afterTo.toLowerCase() === 'be')) continue;
      if (DETERMINER_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      const replacement = `${adverb} ${verb}`;
      const start = m.index;
      const end = start + verb.length + m[0].slice(verb.length).indexOf(adverb) + adverb.length;
      out.push(
        wordError({
          rule: 'frequency_adverb_order',
          title: 'Word order',
          start,
          end,
          replacement: verb === verb.toLowerCase() ? replacement : `${adverb[0]!.toUpperCase()}${adverb.slice(1)} ${word}`,
          message: `"${adverb}" goes before the verb: "${adverb.toLowerCase()} ${word}".`,
        }),
      );
    }
    return out;
  },
};
