import { lastWordRule } from './lastWordRule.js';

// "The new law will effect many families": the verb "effect" means to bring about
// ("effect change"), so after a modal or "to" it is usually "affect" (to influence)
// that is meant. What is brought about is named, so "effect" stays before change,
// reform, a cure and the like, also after an article or adjective ("will effect
// lasting change", "to effect a transition").

const PATTERN = /\b(?:will|can|could|would|may|might|must|should|cannot|can['’]t|won['’]t|to)\s+(?:not\s+)?(effect)(?=\s+([a-z]+)(?:\s+([a-z]+))?(?:\s+([a-z]+))?)/gi;
const EFFECTED = new Set(
  ('change changes reform reforms repair repairs improvement improvements cure transition transfer savings compromise entry escape ' +
    'arrest settlement rescue recovery turnaround shift shifts transformation').split(' '),
);

// words after which "effect" is the noun ("from cause to effect in most cases")
const AFTER_NOUN = new Set('in on at of for with and or but by from is was are were as that which when than'.split(' '));

export const affectForEffect = lastWordRule({
  id: 'affect_for_effect',
  title: 'Affect or effect',
  pattern: PATTERN,
  fix(m) {
    const following = [m[2], m[3], m[4]].map((w) => w?.toLowerCase() ?? '');
    if (AFTER_NOUN.has(following[0]!) || following.some((w) => EFFECTED.has(w))) return null;
    const word = m[1]!;
    const replacement = word[0] === 'E' ? 'Affect' : 'affect';
    return { word, replacement, message: `To influence is "${replacement}"; "${word}" as a verb means to bring about ("effect change").` };
  },
});
