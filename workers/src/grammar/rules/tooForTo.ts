import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import { wordError } from './wordError.js';

// "They spend to much time", "it is to late to go": "to" where the adverb "too" is
// meant. "To much" and "to many" are often right ("led to much debate", "hope to
// many"), so only places where a preposition cannot stand count: after a verb of
// using up ("spend", "eat"), "way" or a linking verb's "far" ("are far to many";
// "travelled far to many lands" is right), after a linking verb
// before an adjective that ends its phrase ("is to late to", "was to expensive."),
// at the end of a sentence ("affects them to much."), "all to often", and a question
// that opens with "Can I come to?" ("as well"; "Which school can I go to?" has a
// question word first, and "come to" for waking up is rare after "can I").

// adjectives that are not also verbs ("the plan is to close", "is to fast")
const ADJECTIVES =
  'much|many|late|early|big|small|hard|difficult|expensive|cheap|long|short|young|old|far|busy|tired|cold|hot|weak|strong|' +
  'complex|complicated|simple|large|heavy|dangerous|risky|costly|good|bad|lazy|high|low|soon|easy|deep|wide|thick|loud|serious|' +
  'severe|strict|harsh|great|few|little|scared|afraid|shy|proud|sick|poor|rich|full|bright|boring|noisy|crowded|stressful|rare|' +
  'pretty|beautiful|ugly|quick|tall|fat|tight|weird|strange|nice|cute';
const LINKING =
  "is|are|was|were|be|been|being|am|['’](?:s|re|m)|seem|seems|seemed|look|looks|looked|feel|feels|felt|get|gets|got|getting|become|becomes|became|remain|remains|remained|sound|sounds|sounded";
const SPENDING =
  'spend|spends|spent|spending|waste|wastes|wasted|wasting|eat|eats|ate|eating|drink|drinks|drank|drinking|consume|consumes|consumed|consuming|worry|worries|worried|worrying';
const PATTERNS: RegExp[] = [
  // "spend to much time", "way to many cars", "there are far to many"
  new RegExp(`\\b(?:${SPENDING}|(?<!\\b(?:the|a|this|that|one|no|every|each|its|their|his|her|our|my|your|long|right|wrong|best|only|easy|whole)\\s+)way|(?:${LINKING})\\s+far)\\s+(to)\\s+(?:much|many)\\b`, 'gi'),
  // "is to late to go", "was either to expensive, or"
  new RegExp(
    `(?:${LINKING})\\s+(?:(?:just|far|way|much|a bit|a little|not|also|still|simply|either|often|sometimes|already|really|never|always|maybe|perhaps|probably)\\s+)?(to)\\s+(?:${ADJECTIVES})\\b(?!-)(?=\\s*[.!?;:,]|\\s+(?:to|for|and|or|but|because|when|if|that)\\b)`,
    'gi',
  ),
  // "affects them to much."
  /\b(to)\s+much(?=\s*[.!?])/gi,
  // "all to often"
  /\ball\s+(to)\s+(?:often|soon|familiar|easily|quickly)\b/gi,
  // "Can I come to?", "May we join to?"
  /(?<=(?:^|[.!?]\s+)(?:can|could|may)\s+(?:I|we)\s+(?:come|go|join|play)\s+)(to)(?=\s*\?)/gim,
];

export const tooForTo: ProseRule = {
  id: 'too_for_to',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    const seen = new Set<number>();
    for (const re of PATTERNS) {
      for (const m of text.matchAll(re)) {
        const to = m[1]!;
        const start = m.index + Math.max(0, m[0].search(new RegExp(`\\b${to}\\s`)));
        if (seen.has(start)) continue;
        seen.add(start);
        const replacement = matchCaseOf(to, 'too');
        out.push(
          wordError({ rule: 'too_for_to', title: 'To or too', start, end: start + to.length, replacement, message: `Use "${replacement}" (more than enough); "${to}" is the preposition.` }),
        );
      }
    }
    return out;
  },
};
