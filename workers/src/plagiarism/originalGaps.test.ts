import { describe, expect, it } from 'vitest';
import { alignPassages, type Passage } from './align.js';
import { isOriginalGap } from './originalGaps.js';
import { quotedRanges } from './quotes.js';

// Texts written for these tests: a source about a river delta and essays that borrow from it
// around paragraphs of their own.
const SOURCE = [
  'The delta of the river spreads across four hundred square kilometres of marsh, reed beds and shifting sandbanks. Every spring the floodwater carries silt from the mountains and lays it down where the current slows near the sea.',
  'Fishing villages on the higher ground moved their jetties three times in the last century as the channels wandered. Older residents still name the vanished channels after the families who once moored their boats there.',
  'Since the dam was finished upstream, far less silt reaches the coast, and the outer islands have begun to shrink. Engineers now pump sediment from the riverbed onto the beaches each autumn to slow the retreat of the shoreline.',
].join('\n\n');
const [, VILLAGES, DAM] = SOURCE.split('\n\n') as [string, string, string];
const QUOTE =
  '"The delta of the river spreads across four hundred square kilometres of marsh, reed beds and shifting sandbanks. Every spring the floodwater carries silt from the mountains and lays it down where the current slows near the sea."';

const OPENING =
  'My first visit to the coast came in a wet October, when the ferry was the only way across and the timetable changed with the weather every single morning.';
const OWN =
  'I spent most of that week talking to the ferry crew, who knew every sandbar by its habits and argued happily about which storms had been the worst, and none of them trusted the printed charts at all.';

function covered(p: Passage, text: string, part: string): boolean {
  const at = text.indexOf(part);
  return p.suspStart < at + part.length && at < p.suspStart + p.suspLength;
}

describe('original writing between borrowed passages', () => {
  it('keeps an own paragraph between a quotation and a copied paragraph original', () => {
    const susp = [OPENING, 'A survey of the area begins plainly: ' + QUOTE, OWN, DAM].join('\n\n');
    const passages = alignPassages(susp, SOURCE);
    expect(passages.some((p) => covered(p, susp, OWN))).toBe(false);
    const copy = passages.find((p) => covered(p, susp, DAM));
    expect(copy?.verdict).toBe('exact');
    expect(susp.slice(copy!.suspStart, copy!.suspStart + copy!.suspLength)).toBe(DAM);
    const quoted = passages.find((p) => covered(p, susp, QUOTE));
    expect(quoted?.verdict).toBe('quoted');
  });

  it('keeps an own paragraph between two copied paragraphs original', () => {
    const susp = [OPENING, VILLAGES, OWN, DAM].join('\n\n');
    const passages = alignPassages(susp, SOURCE);
    expect(passages).toHaveLength(2);
    expect(passages.some((p) => covered(p, susp, OWN))).toBe(false);
    expect(passages.map((p) => susp.slice(p.suspStart, p.suspStart + p.suspLength))).toEqual([VILLAGES, DAM]);
  });

  it('still reports two consecutive copied paragraphs as one passage', () => {
    const susp = [OPENING, VILLAGES, DAM].join('\n\n');
    const passages = alignPassages(susp, SOURCE);
    expect(passages).toHaveLength(1);
    expect(susp.slice(passages[0]!.suspStart, passages[0]!.suspStart + passages[0]!.suspLength)).toBe(`${VILLAGES}\n\n${DAM}`);
  });
});

describe('isOriginalGap', () => {
  const text = `${VILLAGES}\n\n${OWN}\n\n${DAM}`;
  const start = VILLAGES.length, end = text.indexOf(DAM);

  it('calls a long gap across a blank line original', () => {
    expect(isOriginalGap(text, [], start, end)).toBe(true);
  });

  it('does not call a short gap original, blank line or not', () => {
    const short = `${VILLAGES}\n\nI agree.\n\n${DAM}`;
    expect(isOriginalGap(short, [], VILLAGES.length, short.indexOf(DAM))).toBe(false);
  });

  it('needs a paragraph break or a quotation edge', () => {
    const flowing = `${VILLAGES} ${OWN} ${DAM}`;
    expect(isOriginalGap(flowing, [], VILLAGES.length, flowing.indexOf(DAM))).toBe(false);
    const quotedFirst = `"${VILLAGES}" ${OWN} ${DAM}`;
    expect(isOriginalGap(quotedFirst, quotedRanges(quotedFirst), VILLAGES.length + 2, quotedFirst.indexOf(DAM))).toBe(true);
  });

  it('counts only non-space characters', () => {
    const blank = `${VILLAGES}\n\n${' '.repeat(400)}\n\n${DAM}`;
    expect(isOriginalGap(blank, [], VILLAGES.length, blank.indexOf(DAM))).toBe(false);
  });
});
