import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "it was happened", "problems are occurred", "will be existed": verbs that take no
// object have no passive. The fix keeps the tense the auxiliary carried:
// "was happened" -> "happened", "is happened" -> "happens", "will be happened" ->
// "will happen", "has been happened" -> "has happened".

interface Verb {
  base: string;
  third: string;
  past: string;
  participle: string;
}
const verb = (base: string, past = `${base}ed`, participle = past): Verb => ({ base, third: `${base}s`, past, participle });
const VERBS: readonly Verb[] = [
  verb('happen'),
  verb('occur', 'occurred'),
  verb('exist'),
  verb('emerge', 'emerged'),
  verb('disappear'),
  verb('consist'),
  verb('belong'),
  verb('arise', 'arose', 'arisen'),
];
const BY_FORM = new Map<string, Verb>();
for (const v of VERBS) for (const f of [v.past, v.participle]) BY_FORM.set(f, v);
BY_FORM.set('arised', VERBS.find((v) => v.base === 'arise')!);

const PATTERN = /\b(be|is|are|was|were|been)\s+([a-z]+)\b/gi;

export const intransitivePassive: ProseRule = {
  id: 'intransitive_passive',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const v = BY_FORM.get(m[2]!.toLowerCase());
      if (!v) continue;
      const aux = m[1]!.toLowerCase();
      let replacement: string;
      if (aux === 'be') replacement = v.base;
      else if (aux === 'is') replacement = v.third;
      else if (aux === 'are') replacement = v.base;
      else if (aux === 'been') replacement = v.participle;
      else replacement = v.past;
      // A capital auxiliary passes its capital on.
      if (/^[A-Z]/.test(m[1]!)) replacement = replacement[0]!.toUpperCase() + replacement.slice(1);
      const end = m.index + m[0].length;
      out.push(
        wordError({
          rule: 'intransitive_passive',
          title: 'Verb form',
          start: m.index,
          end,
          replacement,
          message: `"${v.base}" takes no object, so it has no passive: write "${replacement}".`,
        }),
      );
    }
    return out;
  },
};
