import { lastWordRule } from './lastWordRule.js';
import { commonVerbsEn } from './commonVerbs.en.js';

// "Lets go to the cinema.": "let's" (let us) typed without its apostrophe. The verb
// "lets" needs a subject before it ("She lets the dog out"), so only a "lets" that
// opens a sentence, or follows "so", "now", "ok" or "come on" there, before a bare
// verb counts. Harper's LetsConfusion finds some of these ("Lets go now") but not
// all ("Lets go to the cinema").

const VERBS = new Set([...commonVerbsEn, 'be', 'do', 'have', 'eat', 'celebrate', 'pray', 'dance', 'not']);
const PATTERN = /(?:^|[.!?]["'”’)]*\s+)(?:(?:so|now|ok|okay|well|come on|then),?\s+)?(lets)(?=\s+([a-z]+)\b)/gi;

export const letsContraction = lastWordRule({
  id: 'lets_contraction',
  title: "Let's or lets",
  pattern: PATTERN,
  fix(m) {
    if (!VERBS.has(m[2]!)) return null;
    const word = m[1]!;
    const replacement = word[0] === 'L' ? "Let's" : "let's";
    return { word, replacement, message: `To suggest doing something together, write "${replacement}" (let us); "${word}" is "allows".` };
  },
});
