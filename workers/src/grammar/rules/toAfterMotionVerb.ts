import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { PLACES } from './placeNames.en.js';

// "I went France", "we came school by bus": a verb of going takes "to" before where one goes.
// Only verbs that never take the place as an object: not "travel" ("we travelled Europe" goes
// through it), "move" ("to move Canada forward") nor "visit". A place name must not be a
// possessive ("returned France's colonies") nor a route's start ("flew London to Paris"); a
// common noun must end its phrase ("go school shopping" is an outing). "Home", "abroad" and
// "downtown" take no "to" and are not listed.

const VERBS = 'go|goes|going|gone|went|come|comes|coming|came|return|returns|returning|returned|fly|flies|flying|flew|flown|emigrate|emigrates|emigrated|immigrated|walk|walked|walks|drive|drove|driven|drives';
const NOUNS = 'school|university|college|church|bed|hospital|market|supermarket|library|office|airport|beach|park|zoo|museum|cinema|gym';
const PHRASE_END = String.raw`(?=\s*[.,;:!?)]|\s+(?:with|by|in|on|at|every|each|today|yesterday|tomorrow|and|or|but|for|after|before|early|late|alone|together|again|last|next|this|because|when)\b)`;
const PATTERN = new RegExp(String.raw`\b(?<verb>${VERBS})\s+(?:(?<place>${PLACES.join('|')})\b(?![-'’\p{L}]|\s+to\b)|(?<noun>${NOUNS})\b${PHRASE_END})`, 'gu');

export const toAfterMotionVerb: ProseRule = {
  id: 'to_after_motion_verb',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const { verb, place, noun } = m.groups as { verb: string; place?: string; noun?: string };
      // a verb in capitals opens a cheer or a title ("Go France!")
      if (verb !== verb.toLowerCase()) continue;
      const where = (place ?? noun)!;
      const start = m.index + m[0].length - where.length;
      out.push({
        start,
        end: start + where.length,
        category: 'grammar',
        severity: 'error',
        rule: 'to_after_motion_verb',
        title: 'Missing preposition',
        message: `"${verb}" takes "to" before where one goes: "${verb} to ${where}".`,
        replacements: [`to ${where}`],
        fixLabel: `Insert "to"`,
      });
    }
    return out;
  },
};
