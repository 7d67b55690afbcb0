import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "my families", "the patient's families": one person has one family (its members are
// many, the family is one), so after a singular possessor the noun is "family".
// "Your" may address many, and a place or a group has many families ("the nation's
// families"), so those are left alone.

const PATTERN = /\b([Mm]y|[Hh]is|[Hh]er|[Oo]ne['’]s|[a-z]+[a-rt-z]['’]s)\s+([Ff]amilies)\b/g;
const GROUP = /^(?:nation|country|state|city|town|village|county|region|area|world|community|society|neighbou?rhood|church|company|firm|army|school|district|island|province|people|group|generation|industry|union|team|club)['’]s$/;

export const familiesAfterSingularPossessor: ProseRule = {
  id: 'families_after_singular_possessor',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      if (GROUP.test(m[1]!)) continue;
      const end = m.index + m[0].length;
      const replacement = /^F/.test(m[2]!) ? 'Family' : 'family';
      out.push(
        wordError({
          rule: 'families_after_singular_possessor',
          title: 'Noun number',
          start: end - m[2]!.length,
          end,
          replacement,
          message: `After "${m[1]}", one family is meant: write "${replacement}".`,
        }),
      );
    }
    return out;
  },
};
