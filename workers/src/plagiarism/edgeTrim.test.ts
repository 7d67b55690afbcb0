import { describe, expect, it } from 'vitest';
import { prepareText, type RawDetection } from './detect.js';
import { trimUnsharedEdges } from './edgeTrim.js';

// Texts written for this test: a borrowed sentence after a clause of the writer's own.
const OWN = 'My uncle spends most quiet weekends fishing beside the lake, and ';
const BORROWED = 'beekeepers open their hives in early spring to check that the queen survived the winter.';
const SOURCE = 'Beekeepers open their hives in early spring to check that the queen survived the cold winter months.';

const whole = (suspText: string, srcText: string): RawDetection => ({
  suspStart: 0,
  suspEnd: suspText.length,
  srcStart: 0,
  srcEnd: srcText.length,
  similarity: 0.6,
  exactShare: 0,
});

describe('trimUnsharedEdges', () => {
  it('cuts off the start of a sentence whose content words the source side lacks', () => {
    const text = OWN + BORROWED;
    const d = trimUnsharedEdges(whole(text, SOURCE), prepareText(text), prepareText(SOURCE), 3, 3);
    expect(text.slice(d.suspStart, d.suspEnd)).toBe(BORROWED);
  });

  it('cuts the source side too, where the suspicious side ends earlier', () => {
    const longer = 'Beekeepers open their hives in early spring to check that the queen survived the winter despite heavy snowfall.';
    const d = trimUnsharedEdges(whole(BORROWED, longer), prepareText(BORROWED), prepareText(longer), 3, 3);
    expect(trimUnsharedEdges(whole(BORROWED, longer), prepareText(BORROWED), prepareText(longer), 3, 4).srcEnd).toBe(longer.length);
    expect(longer.slice(d.srcStart, d.srcEnd)).toBe('Beekeepers open their hives in early spring to check that the queen survived the winter');
    expect([d.suspStart, d.suspEnd]).toEqual([0, BORROWED.length]);
  });

  it('keeps an edge with fewer unshared content words than asked, and everything when turned off', () => {
    // "months" alone follows the last shared word
    const d = whole(BORROWED, SOURCE);
    expect(trimUnsharedEdges(d, prepareText(BORROWED), prepareText(SOURCE), 3, 3)).toBe(d);
    expect(trimUnsharedEdges(d, prepareText(BORROWED), prepareText(SOURCE), 1, 1).srcEnd).toBe(SOURCE.indexOf(' months'));
    const text = OWN + BORROWED;
    const own = whole(text, SOURCE);
    expect(trimUnsharedEdges(own, prepareText(text), prepareText(SOURCE), 0, 0)).toBe(own);
  });
});
