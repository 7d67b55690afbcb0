import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "The book is laying on the table", "I'll lay in bed" -> "lying", "lie": resting somewhere is
// "lie" (lie, lies, lying); "lay" puts something down and takes an object ("laying the floor",
// "lay down their lives"). Only where nothing is laid: before a place with "on" or "in" ("laying
// on the floor"), or before "down" that ends the phrase ("she's laying down beside me"). "Lay"
// itself only after a modal or "to", since it is also the past of "lie" ("the victims lay on the
// ground").

const PLACE =
  'bed|beds|floor|ground|couch|sofa|grass|beach|sand|back|side|stomach|belly|sun|hammock|bath|bathtub|tub|blanket|carpet|rug|mat|table|desk|pillow|lap|street|road|pavement|sidewalk|dirt|mud|snow|shade|dark|hospital';
const WHERE = String.raw`(?:in\s+bed\b|(?:on|in|around|across)\s+(?:the|my|his|her|their|our|your|a|its)\s+(?:${PLACE})\b(?!\s*-|\s+(?:tiles?|boards?|plans?|cloths?|covering|tops?)\b)|down(?=\s*(?:[.,;!?]|$)|\s+(?:on|in|beside|besides|next|for|with|and|after|because|while|when|until|again|now|here|there)\b))`;
const LAYING = new RegExp(String.raw`\b(laying|lays)(?=\s+${WHERE})`, 'gi');
const LAY = new RegExp(String.raw`\b(?:to|will|would|could|should|can|must|might|may|['’]ll)\s+(?:just\s+|simply\s+|then\s+)?(lay)(?=\s+${WHERE})`, 'gi');

const LIE: Record<string, string> = { laying: 'lying', lays: 'lies', lay: 'lie' };

export const lieForLay = lastWordRule({
  id: 'lie_for_lay',
  title: 'Lie or lay',
  pattern: [LAYING, LAY],
  fix(m) {
    const word = m[1]!;
    const replacement = matchCaseOf(word, LIE[word.toLowerCase()]!);
    return { word, replacement, message: `Resting somewhere is "lie": "${replacement}"; "lay" puts something down ("lay the book on the table").` };
  },
});
