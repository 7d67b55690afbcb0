import { commonVerbsEn } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';
import { ingOf } from './verbForms.en.js';

// "He insisted to pay" -> "insisted on paying", "it did not succeed to connect" -> "succeed in
// connecting", "capable to do" -> "capable of doing": these words take their preposition and the
// -ing form, not "to". Only before a common verb, so "insisted to officers" (to a person) stays.

const VERBS = new Set([...commonVerbsEn, 'connect', 'establish', 'add', 'pass', 'win', 'finish', 'escape', 'complete', 'dance', 'swim', 'cook', 'sing', 'draw', 'paint', 'handle']);
const PATTERN = /\b(insist|insists|insisted|insisting|succeed|succeeds|succeeded|succeeding|capable|incapable|fond|(?<=\b(?:good|bad|better|best|great|excellent|skilled|talented)\s+)at)\s+(to\s+([a-z]+))\b/gi;

export const prepositionBeforeGerund = lastWordRule({
  id: 'preposition_before_gerund',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m) {
    const [, verb, span, next] = m as unknown as [string, string, string, string];
    if (!VERBS.has(next)) return null;
    // ("good at to cook": the preposition is there, the "to" is one too many)
    if (/^at$/i.test(verb)) return { word: span, replacement: ingOf(next), message: `After "at", the -ing form: "at ${ingOf(next)}".` };
    const preposition = /^insist/i.test(verb) ? 'on' : /^succeed/i.test(verb) ? 'in' : 'of';
    const replacement = `${preposition} ${ingOf(next)}`;
    return { word: span, replacement, message: `"${verb}" takes "${preposition}" and the -ing form: "${verb} ${replacement}".` };
  },
});
