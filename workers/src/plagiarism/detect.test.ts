import { describe, expect, it } from 'vitest';
import { contentDice } from './contentOverlap.js';
import { DEFAULT_DETECT_OPTIONS, dropOverlaps, mergeAdjacent, prepareText, reportable, seededPairs, type RawDetection } from './detect.js';

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

describe('reportable', () => {
  // A short passage that keeps one long run of its source's words but replaces most of the rest.
  const susp = prepareText('Back then the Fresnel lens concentrated the light of a single lamp into a beam, my uncle told us over supper one cold winter night in the harbour town.');
  const src = prepareText('In the nineteenth century the Fresnel lens concentrated the light of a single lamp into a beam visible for many miles across the grey water of the bay.');
  const passage = (exactShare: number): RawDetection => ({
    suspStart: 0,
    suspEnd: susp.text.length,
    srcStart: 0,
    srcEnd: src.text.length,
    similarity: 0.45,
    exactShare,
  });

  it('refuses a short passage that shares too few content words, without word-for-word runs', () => {
    const dice = contentDice(susp.tokens, 0, susp.text.length, src.tokens, 0, src.text.length);
    expect(dice).toBeGreaterThan(DEFAULT_DETECT_OPTIONS.minDice);
    expect(dice).toBeLessThan(DEFAULT_DETECT_OPTIONS.shortDice);
    expect(reportable(passage(0.2), susp, src, DEFAULT_DETECT_OPTIONS)).toBe(false);
  });

  it('reports it when half its words or more lie in word-for-word runs', () => {
    expect(reportable(passage(0.6), susp, src, DEFAULT_DETECT_OPTIONS)).toBe(true);
    expect(reportable(passage(0.6), susp, src, { ...DEFAULT_DETECT_OPTIONS, shortExactShare: 2 })).toBe(false);
  });

  it('waives the content-word Dice for a long passage only when its cosine is very high', () => {
    // A word list whose rarer entries were replaced: few distinct stems shared, the frequent tags kept.
    const list = prepareText(
      'anemometer NN, barometer NN, hygrometer NN, pluviometer NN, thermometer NN, altimeter NN, sextant NN, ' +
        'theodolite NN, chronometer NN, gyroscope NN, odometer NN, tachometer NN, voltmeter NN, ammeter NN, ' +
        'ohmmeter NN, galvanometer NN, seismograph NN, spectroscope NN, telescope NN, microscope NN, periscope NN.',
    );
    const changed = prepareText(
      'anemometer NN, teapot NN, lantern NN, trowel NN, saucer NN, kettle NN, sextant NN, ' +
        'blanket NN, pillow NN, candle NN, carpet NN, curtain NN, basket NN, ladder NN, ' +
        'bucket NN, spoon NN, mirror NN, hammer NN, chisel NN, microscope NN, shovel NN.',
    );
    const whole = (similarity: number): RawDetection => ({
      suspStart: 0,
      suspEnd: changed.text.length,
      srcStart: 0,
      srcEnd: list.text.length,
      similarity,
      exactShare: 0,
    });
    expect(contentDice(changed.tokens, 0, changed.text.length, list.tokens, 0, list.text.length)).toBeLessThan(DEFAULT_DETECT_OPTIONS.minDice);
    expect(reportable(whole(0.5), changed, list, DEFAULT_DETECT_OPTIONS)).toBe(false);
    expect(reportable(whole(0.8), changed, list, DEFAULT_DETECT_OPTIONS)).toBe(true);
  });
});
