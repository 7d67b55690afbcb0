import { lastWordRule } from './lastWordRule.js';

// "There have many people", "there has a problem": what exists takes "there are" or "there is";
// "have" belongs only to a perfect ("there have been"). Only where "there" opens a clause, or
// follows a short opening phrase ("In my town there have"), since after a noun it is a place
// ("the farmers there have many cows"); and only before a word that counts or a determiner,
// so "there has to be" stays.

const PLURAL_AHEAD = String.raw`many|a\s+lot\s+of|lots\s+of|plenty\s+of|several|few|a\s+few|two|three|four|five|six|seven|eight|nine|ten|hundreds\s+of|thousands\s+of|millions\s+of|\d+`;
const SINGULAR_AHEAD = String.raw`a|an|one|much|a\s+little|little`;
const PATTERN = new RegExp(
  String.raw`(?:^|[.!?;:,]\s*|\b(?:and|but|so|because|that|if|when|where|since|although|though|while|also)\s+|(?:^|[.!?]\s+)(?:In|At|On|During|Nowadays|Today|Now|Here)(?:\s+[\p{L}\d]+){0,3}\s+)[Tt]here\s+(?:also\s+)?(have|has)(?=\s+(?:(${PLURAL_AHEAD})|(${SINGULAR_AHEAD})|some|no)\s+\p{L})`,
  'gu',
);

export const thereHave = lastWordRule({
  id: 'there_have',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m, text) {
    const verb = m[1]!;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    // "some" and "no" go with either number; the noun after them decides
    const plural = m[2] !== undefined || (m[3] === undefined && /^\s+(?:some|no)\s+\p{L}+[^s\s]s\b/u.test(after));
    const replacement = plural ? 'are' : 'is';
    return { word: verb, replacement, message: `What exists takes "there ${replacement}"; "there ${verb}" is only for "there ${verb} been".` };
  },
});
