import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';

// "In conclusion we ...", "Firstly the ...": a sentence-opening transition is set off
// by a comma. Only phrases that edited prose also follows with a comma are listed
// (not "Thus", "In fact" or "So", which careful writers often leave bare); Harper's
// discourse-marker rule covers "However", "Therefore" and their kin.

const PHRASES = [
  'for instance', 'in my opinion', 'in my view', 'in conclusion', 'to conclude', 'in addition', 'in other words', 'as a result',
  'firstly', 'secondly', 'thirdly', 'lastly', 'in summary', 'to sum up', 'in short', 'first of all', 'last but not least',
  'on the contrary', 'personally', 'to begin with',
];
const PATTERN = new RegExp(`(^["'“‘(]?|[.!?]["'”’)]?\\s+["'“‘(]?)(${PHRASES.map((p) => p.replace(/ /g, '\\s+')).join('|')})(?=\\s+(?!(?:of|to)\\b)[\\p{L}])`, 'giu');

export const introductoryComma: ProseRule = {
  id: 'introductory_comma',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const phrase = m[2]!;
      // only a sentence's first words, written with a capital
      if (phrase[0] !== phrase[0]!.toUpperCase()) continue;
      const start = m.index + m[1]!.length;
      out.push({
        start,
        end: start + phrase.length,
        category: 'grammar',
        severity: 'warning',
        rule: 'introductory_comma',
        title: 'Punctuation',
        message: `Set off the opening "${phrase}" with a comma.`,
        replacements: [`${phrase},`],
        fixLabel: `Add a comma after "${phrase}"`,
      });
    }
    return out;
  },
};
