import { describe, expect, it } from 'vitest';
import { dropOverlaps, mergeAdjacent, seededPairs, type RawDetection } from './detect.js';

const det = (suspStart: number, suspEnd: number, srcStart: number, srcEnd: number, similarity = 0.5): RawDetection => ({
  suspStart,
  suspEnd,
  srcStart,
  srcEnd,
  similarity,
  exactShare: 0,
});
// Stands in for the length and similarity checks: passages of 150 characters or more pass.
const fit = (d: RawDetection): boolean => d.suspEnd - d.suspStart >= 150;
const never = (): boolean => false;

describe('dropOverlaps', () => {
  const sentence = det(0, 240, 1400, 1600, 0.6);
  const run = det(140, 240, 1300, 1400, 1);

  it('keeps the higher-scoring of two overlapping passages', () => {
    expect(dropOverlaps([sentence, run])).toEqual([run]);
  });

  it('prefers a passage that can be reported over a better-scoring one that cannot', () => {
    expect(dropOverlaps([sentence, run], fit)).toEqual([sentence]);
  });
});

describe('mergeAdjacent', () => {
  it('joins close passages in source order', () => {
    expect(mergeAdjacent([det(0, 200, 0, 200), det(250, 450, 260, 460)], 300, never, fit)).toEqual([det(0, 450, 0, 460)]);
  });

  it('joins the pieces of a short passage whose source order is reversed', () => {
    const merged = mergeAdjacent([det(0, 100, 500, 600), det(110, 200, 380, 490)], 300, never, fit);
    expect(merged).toEqual([det(0, 200, 380, 600)]);
  });

  it('keeps two reportable passages apart when their source order is reversed', () => {
    const dets = [det(0, 200, 500, 700), det(210, 400, 250, 450)];
    expect(mergeAdjacent(dets, 300, never, fit)).toEqual(dets);
  });

  it('keeps pieces apart across original writing or a wide source gap', () => {
    const pieces = [det(0, 100, 900, 1000), det(110, 200, 380, 490)];
    expect(mergeAdjacent(pieces, 300, never, fit)).toEqual(pieces);
    const close = [det(0, 100, 500, 600), det(110, 200, 380, 490)];
    expect(mergeAdjacent(close, 300, () => true, fit)).toEqual(close);
  });
});

describe('seededPairs', () => {
  const fragment = (seeds: { susp: number; src: number }[]) => ({ suspFrom: 0, suspTo: 3, srcFrom: 0, srcTo: 3, similarity: 0.4, seeds });

  it('holds when the seeds take in two sentences or more on each side, in any order', () => {
    expect(seededPairs(fragment([{ susp: 0, src: 2 }, { susp: 1, src: 0 }]))).toBe(true);
  });

  it('fails for one sentence pair, one sentence seeded twice, or no fragment', () => {
    expect(seededPairs(fragment([{ susp: 0, src: 0 }]))).toBe(false);
    expect(seededPairs(fragment([{ susp: 0, src: 0 }, { susp: 0, src: 1 }]))).toBe(false);
    expect(seededPairs(undefined)).toBe(false);
  });
});
