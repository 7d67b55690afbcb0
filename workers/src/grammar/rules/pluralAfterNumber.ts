import { lastWordRule } from './lastWordRule.js';
import { pluralOf } from './nounNumber.en.js';
import { commonVerbsEn } from './commonVerbs.en.js';
import { verbBaseOf } from './verbForms.en.js';

// "Data was collected from 50 participant over three months": a number above one counts a
// plural noun on the same line (a number ending a line of code is no count of the next). Only
// where the noun ends its phrase (a preposition, a verb of being, "and", or a mark follows), so
// a noun used as a modifier keeps its form ("a 50 participant study", "a 2 page limit"); not
// after a year ("in 2019 people"), a range ("9-5 job") or a sum ("$500"), nor for words whose
// plural is themselves, that count as units ("ten percent", "two hundred", "five sheep"), or
// that are verbs or little words ("five out of ten").

const NUMBER = String.raw`(?:[2-9]|[1-9]\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|several|many)`;
const PATTERN = new RegExp(
  String.raw`(?<![\d.,$#/–+<>=-])\b${NUMBER}[ \t]+([a-z]{3,})(?=\s+(?:over|in|from|of|for|with|at|on|during|were|are|had|have|who|that|and|or|took|completed|participated|agreed|answered)\b|\s*[,.;:!?)])`,
  'g',
);
const NOT_COUNTED = new Set(
  ('percent cent per times dozen hundred thousand million billion trillion sheep fish deer aircraft series species staff ' +
    'people children men women feet teeth mice data media criteria personnel police cattle offspring more less other others ' +
    'such same different new old main major minor out but by per overall apart ago later earlier each away back down off ' +
    'over under above below round around fold stone tomorrow today tonight yesterday will would can could shall should may might must ' +
    'one deep high long wide tall thick anyway direct random are bit byte').split(' '),
);

const VERBS = new Set(commonVerbsEn);
// a name or title before the number ("the Billboard 200 chart", "Hot 100 single"), or a
// dimension ("an 8 by 8 room")
const NAME_OR_DIMENSION_BEFORE = /(?:\p{Lu}[\p{L}'’-]*|\d\s*(?:by|x|×))\s+$/u;
// a number that labels rather than counts ("a level 2 distraction", "phase two area", "the 23 amendment",
// "beta 4 snapshot", "Solaris 8 or 9 system")
const LABEL_BEFORE =
  /\b(?:the|level|phase|top|number|no|grade|chapter|page|section|step|stage|type|class|version|season|round|article|part|figure|table|category|size|alpha|beta|rc|release|revision|build|patch|issue|item|option|mode|rule|exercise|question)\s+$|\d\s+(?:or|and)\s+$/i;

// "a custom 404 handler", "a 2 page limit": after "a" the number names a kind of one thing
const ONE_THING_BEFORE = /\b(?:a|an)\s+(?:[a-z]+\s+)?$/i;

export const pluralAfterNumber = lastWordRule({
  id: 'plural_after_number',
  title: 'Noun number',
  pattern: PATTERN,
  fix(m, text, ctx) {
    const noun = m[1]!;
    if (NOT_COUNTED.has(noun) || /(?:s|ing|ed|ly|ful|ous|ive|al|ic)$/.test(noun) || VERBS.has(noun) || verbBaseOf.has(noun) || !ctx.isWord(noun)) return null;
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    if (NAME_OR_DIMENSION_BEFORE.test(before) || LABEL_BEFORE.test(before) || ONE_THING_BEFORE.test(before)) return null;
    // a figure opening a line is a code or an item's number ("9 username already in use" in a
    // table of exit codes)
    if (/^\d/.test(m[0]) && /(?:^|\n)[ \t]*$/.test(before)) return null;
    const plural = pluralOf(noun).find((p) => p !== noun && ctx.isWord(p));
    if (!plural) return null;
    return { word: noun, replacement: plural, message: `A number above one counts a plural: "${plural}".` };
  },
});
