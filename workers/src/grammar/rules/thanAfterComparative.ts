import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "It depends less on location then on how work is organised": a comparison a few words
// back takes "than". Adjacent pairs ("more then") are fixed phrases elsewhere; this reaches
// over one to three words within the clause. Left alone: "then" that ends the clause ("rates
// were higher then"), comes before "than" ("higher then than now"), or follows "back", "and"
// and the like; a comparative after an article or a possessive, which describes rather than
// compares ("the older children then left"); "no longer" or "any more"; and "then" after an
// "if" or "when" in the same sentence ("if they had more evidence then it would").

const COMPARATIVES =
  'more|less|fewer|better|worse|rather|bigger|smaller|larger|higher|lower|greater|faster|slower|longer|shorter|easier|harder|cheaper|stronger|weaker|older|younger|wider|deeper';
const NOT_IN_GAP = '(?:and|or|but|so|because|when|if|while|as|until|before|after|since|then|than|back|even|just|only|right|from|by|and|was|were|is|are)';
const PATTERN = new RegExp(
  `(?<!\\b(?:the|a|an|these|those|this|that|his|her|their|our|its|my|your|no|any)\\s+)\\b(?:${COMPARATIVES})\\b(?:\\s+(?!${NOT_IN_GAP}\\b)[a-z][a-z'’-]*){1,3}\\s+(then)(?=\\s+(?!than\\b)[a-z])`,
  'gi',
);

export const thanAfterComparative = lastWordRule({
  id: 'than_after_comparative',
  title: 'Than or then',
  pattern: PATTERN,
  fix(m, text) {
    const sentenceStart = Math.max(text.lastIndexOf('.', m.index), text.lastIndexOf('!', m.index), text.lastIndexOf('?', m.index)) + 1;
    if (/\b(?:if|when|whenever|once|unless)\b/i.test(text.slice(sentenceStart, m.index))) return null;
    const word = m[1]!;
    return { word, replacement: matchCaseOf(word, 'than'), message: 'A comparison takes "than"; "then" is for time or sequence.' };
  },
});
