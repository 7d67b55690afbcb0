import { lastWordRule } from './lastWordRule.js';

// "my families", "the patient's families": one person has one family (its members are
// many, the family is one), so after a singular possessor the noun is "family".
// "Your" may address many, and a place or a group has many families ("the nation's
// families"), so those are left alone.

const PATTERN = /\b([Mm]y|[Hh]is|[Hh]er|[Oo]ne['’]s|[a-z]+[a-rt-z]['’]s)\s+([Ff]amilies)\b/g;
const GROUP = /^(?:nation|country|state|city|town|village|county|region|area|world|community|society|neighbou?rhood|church|company|firm|army|school|district|island|province|people|group|generation|industry|union|team|club)['’]s$/;

export const familiesAfterSingularPossessor = lastWordRule({
  id: 'families_after_singular_possessor',
  title: 'Noun number',
  pattern: PATTERN,
  fix(m) {
    if (GROUP.test(m[1]!)) return null;
    const replacement = /^F/.test(m[2]!) ? 'Family' : 'family';
    return { word: m[2]!, replacement, message: `After "${m[1]}", one family is meant: write "${replacement}".` };
  },
});
