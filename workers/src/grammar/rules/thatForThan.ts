import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "She is more intelligent that her.": a comparison followed by "that" where only "than" can
// stand. "That" may follow a comparative as a conjunction or a relative ("more likely that we
// stay", "the better that we know it", "later that day"), so the rule fires only where what
// follows cannot begin such a clause: an object pronoun ("that me", "that them", "that her"
// ending the clause), the words of a comparison's second term ("that ever", "that usual", "that
// expected", "that once") or a number ("more that 20 percent"; not after "later" or "earlier",
// where "that 1990 study" is a clause's subject). "Rather that" takes a clause ("I would rather
// that you stayed"), never a gerund: "rather that changing buses" is "rather than".

const COMPARATIVE =
  '(?:more|less|fewer|better|worse|smaller|larger|higher|lower|greater|faster|slower|longer|shorter|easier|harder|cheaper|stronger|weaker|older|younger|taller|richer|poorer|happier|smarter|wiser|heavier|lighter|busier|safer|healthier|prettier|nicer|bigger|louder|quieter|cleaner|warmer|colder|hotter|closer|further|farther|earlier|later|(?:more|less)\\s+[a-z]+)';
const SECOND_TERM =
  '(?:me|him|us|them|her(?=\\s*(?:[.,;:!?)]|$|and\\b|or\\b|in\\b|at\\b|on\\b|by\\b))|ever|usual|expected|anticipated|planned|necessary|needed|before|once|twice|enough|half|average|\\d+)';

const PATTERN = new RegExp(`\\b(${COMPARATIVE}|rather)\\s+(that)(?=\\s+(?:${SECOND_TERM}\\b|[a-z]+ing\\b))`, 'gi');
// -ing words that name a thing, which "that" may point at ("rather that building were gone")
const NOT_GERUNDS = /^(?:thing|something|nothing|anything|everything|king|morning|evening|building|ring|spring|string|wing|ceiling)$/i;

export const thatForThan = lastWordRule({
  id: 'that_for_than',
  title: 'Than or that',
  pattern: PATTERN,
  fix(m, text, ctx) {
    const [, comparative, word] = m as unknown as [string, string, string];
    const next = /^\s+([^\s.,;:!?)]+)/.exec(text.slice(m.index + m[0].length))?.[1] ?? '';
    if (/^\d/.test(next) && /^(?:later|earlier)$/i.test(comparative)) return null;
    if (/ing$/i.test(next)) {
      const stem = next.slice(0, -3);
      const gerund = !NOT_GERUNDS.test(next) && [stem, `${stem}e`, stem.slice(0, -1)].some((w) => w.length > 1 && ctx.isWord(w));
      if (!gerund || !/^rather$/i.test(comparative)) return null;
    }
    return { word, replacement: matchCaseOf(word, 'than'), message: 'A comparison takes "than": "that" cannot introduce its second term.' };
  },
});
