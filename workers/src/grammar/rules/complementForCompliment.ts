import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "The scarf compliments her dress", "the colours compliment each other": a thing
// cannot praise, so after a noun for clothing, food, colour or design the verb is
// "complement" (goes well with). People compliment ("He compliments her dress"), and
// the noun "compliments of the chef" is followed by "of".

const THINGS =
  'scarf|scarves|tie|ties|hat|hats|shirt|shirts|jacket|jackets|coat|shoes|belt|necklace|earrings|bag|dress|dresses|skirt|outfit|outfits|' +
  'colou?rs?|shades?|tones?|palette|paint|wallpaper|curtains|rug|frame|font|fonts|design|designs|layout|theme|pattern|patterns|texture|textures|' +
  'wine|wines|sauce|sauces|dressing|dessert|salad|cheese|spices?|herbs?|flavou?rs?|dish|dishes|side|garnish|beer|tea|coffee|' +
  'lighting|music|furniture|decor|décor|style|styles';
const ADVERBS = 'perfectly|nicely|beautifully|really|well|also|always|often|greatly|wonderfully|truly';
const PATTERN = new RegExp(
  `\\b(?:the|this|that|these|those|a|her|his|their|its|my|your|our)\\s+(?:[a-z]+\\s+)?(?:${THINGS})\\s+(?:(?:${ADVERBS})\\s+)?(compliments|compliment|complimented|complimenting)\\b(?!\\s+(?:of|to|from|on)\\b)`,
  'gi',
);

export const complementForCompliment = lastWordRule({
  id: 'complement_for_compliment',
  title: 'Confused words',
  pattern: PATTERN,
  fix(m) {
    const word = m[1]!;
    const replacement = matchCaseOf(word, `complement${word.slice('compliment'.length)}`);
    return { word, replacement, message: `Use "${replacement}" (goes well with); "${word}" means praises.` };
  },
});

// The other way round: "She complemented me on my essay". A person who does it to a
// person praises: a pronoun subject ("the colour complements you" is a thing suiting
// someone), and "me", "him", "us", "them", "you", or "her" ending the clause or before
// "on" or "for" as the object ("complemented her dress with a scarf" pairs the dress,
// so "with" in the words after keeps it quiet).
const PERSON_OBJECT =
  /(?<=\b(?:I|you|he|she|we|they)\s+(?:always\s+|often\s+|never\s+|kindly\s+)?)\b(complements|complement|complemented|complementing)(?=\s+(?:(?:me|him|us|them|you)\b|her(?:\s*[.,;!?]|\s+(?:on|for)\b))(?![^.!?;]{0,40}\bwith\b))/gi;

export const complimentForComplement = lastWordRule({
  id: 'compliment_for_complement',
  title: 'Confused words',
  // the object is read through a lookahead, so the flagged word is the verb
  pattern: PERSON_OBJECT,
  fix(m) {
    const word = m[1]!;
    const replacement = matchCaseOf(word, `compliment${word.slice('complement'.length)}`);
    return { word, replacement, message: `Praising someone is "${replacement}"; "${word}" means goes well with.` };
  },
});
