import { lastWordRule } from './lastWordRule.js';
import { ingOf } from './verbForms.en.js';
import { verbsNotNounsEn } from './verbsNotNouns.en.js';

// "by let us talk", "such as put less online", "avoid be seen": after a preposition,
// or a verb such as "avoid" or "enjoy", a verb takes -ing. Only verbs that are never
// nouns are checked, so "by design" or "for work" stay untouched; "for" only after a word of
// purpose or ease ("the reason for take", "time for make") or of apology and thanks
// ("apologized for be late"), since elsewhere it names a thing ("a fix for make", "flags for
// write"); nor a verb named as a command or keyword ("run by make,", "for connect operations").

const PATTERN =
  /\b(by|(?<=\b(?:time|reason|reasons|opportunity|chance|way|money|place|good|better|best|easy|easier|difficult|hard|harder|useful|important|necessary|ready|apologise|apologises|apologised|apologize|apologizes|apologized|sorry|thank|thanks|thanked)\s+)for|without|such as|instead of|interested in|good at|bad at|better at|capable of|afraid of|fond of|tired of|avoid|avoids|avoided|avoiding|enjoy|enjoys|enjoyed|finish|finished|keep on)\s+([a-z]+)\b/gi;

export const gerundAfterPreposition = lastWordRule({
  id: 'gerund_after_preposition',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m, text) {
    const verb = m[2]!;
    if (!verbsNotNounsEn.has(verb) && verb !== 'be') return null;
    // a name joined to more of itself ("for enable-dri3", "for receive.deny")
    if (/^[-.(_]\w/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2))) return null;
    // a command or a keyword named, not a verb used: "executed by make (without a shell)", "replace
    // var by let in", "ready for connect operations", "avoid try/catch"
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
    if (/^(?:\s*[)/:(]|['’]s\b|\s+(?:operations?|operators?|statements?|calls?|keywords?|commands?|mode|events?|requests?|targets?|all|check|dist|install|clean)\b)/i.test(after)) return null;
    // a compound noun: "a report by think tank Demos"
    if (verb === 'think' && /^\s+tanks?\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8))) return null;
    const replacement = verb === 'be' ? 'being' : ingOf(verb);
    return { word: verb, replacement, message: `After "${m[1]}", the verb takes -ing: "${replacement}".` };
  },
});
