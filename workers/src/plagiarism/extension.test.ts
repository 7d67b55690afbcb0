import { describe, expect, it } from 'vitest';
import { prepareText } from './detect.js';
import { extendSeeds, fragmentSimilarity, growFragment, type ExtensionContext } from './extension.js';
import { TermSpace } from './sentenceVectors.js';

// Texts written for this test: the first sentences agree loosely (a heavy rewording), the second
// ones closely, the third ones not at all.
const SOURCE =
  'Beekeepers open their hives in early spring to check that the queen survived the winter. ' +
  'A strong colony needs a young queen, plenty of stored honey and dry combs before the first flowers open. ' +
  'The annual village show awards prizes for the best jar of heather honey.';
const REWORDED =
  'Early in spring the keepers look inside every hive to see whether the queen lived through the cold months. ' +
  'Before flowers open, strong colonies want young queens, dry combs and lots of honey in store. ' +
  'My uncle prefers fishing to gardening and spends most weekends by the lake.';

function context(suspText = REWORDED): ExtensionContext {
  const susp = prepareText(suspText);
  const src = prepareText(SOURCE);
  const space = new TermSpace();
  const suspCounts = space.countSentences(susp.tokens, susp.sentences);
  const srcCounts = space.countSentences(src.tokens, src.sentences);
  space.finish();
  return { space, susp: suspCounts, src: srcCounts };
}

describe('growFragment', () => {
  const ctx = context();
  const seeded = { suspFrom: 0, suspTo: 0, srcFrom: 0, srcTo: 0, seeds: [{ susp: 0, src: 0 }] };
  const start = { ...seeded, similarity: fragmentSimilarity(ctx, seeded) };

  it('takes in the neighbouring pair that makes the two sides more alike, and stops there', () => {
    const grown = growFragment(ctx, start, { gain: 0.02, pairSimilarity: 0, minSimilarity: 0 });
    expect([grown.suspFrom, grown.suspTo, grown.srcFrom, grown.srcTo]).toEqual([0, 1, 0, 1]);
    expect(grown.similarity).toBeGreaterThan(start.similarity);
  });

  it('grows nothing when no neighbour gains enough', () => {
    expect(growFragment(ctx, start, { gain: 1, pairSimilarity: 0, minSimilarity: 0 })).toBe(start);
  });

  it('takes in a loosely similar neighbouring pair when the fragment stays similar enough', () => {
    const close = { suspFrom: 1, suspTo: 1, srcFrom: 1, srcTo: 1, seeds: [{ susp: 1, src: 1 }] };
    const from = { ...close, similarity: fragmentSimilarity(ctx, close) };
    const grown = growFragment(ctx, from, { gain: 0.02, pairSimilarity: 0.15, minSimilarity: 0.3 });
    expect([grown.suspFrom, grown.suspTo, grown.srcFrom, grown.srcTo]).toEqual([0, 1, 0, 1]);
    expect(growFragment(ctx, from, { gain: 0.02, pairSimilarity: 0.25, minSimilarity: 0.3 })).toBe(from);
    expect(growFragment(ctx, from, { gain: 0.02, pairSimilarity: 0.15, minSimilarity: 0.9 })).toBe(from);
  });
});

describe('growFragment across a shuffle', () => {
  // the two reworded sentences in the other order: the second one's counterpart comes first
  const [first, second, third] = REWORDED.split(/(?<=\.) /);
  const ctx = context(`${second} ${first} ${third}`);
  const seeded = { suspFrom: 0, suspTo: 0, srcFrom: 1, srcTo: 1, seeds: [{ susp: 0, src: 1 }] };
  const start = { ...seeded, similarity: fragmentSimilarity(ctx, seeded) };
  const opts = { gain: 0.02, pairSimilarity: 0.15, minSimilarity: 0.3 };

  it('takes in the next suspicious sentence with the source sentence before, while the fragment is short', () => {
    const grown = growFragment(ctx, start, { ...opts, crossWhile: () => true });
    expect([grown.suspFrom, grown.suspTo, grown.srcFrom, grown.srcTo]).toEqual([0, 1, 0, 1]);
  });

  it('keeps to source order otherwise', () => {
    expect(growFragment(ctx, start, opts)).toBe(start);
    expect(growFragment(ctx, start, { ...opts, crossWhile: (f) => f.suspFrom > 0 })).toBe(start);
  });
});

describe('extendSeeds', () => {
  const ctx = context();
  const seed = { susp: 2, src: 2 };
  const alone = fragmentSimilarity(ctx, { suspFrom: 2, suspTo: 2, srcFrom: 2, srcTo: 2, seeds: [seed] });
  const grow = { gain: 1, pairSimilarity: 1 };

  it('takes the similarity floor for each cluster from a function when given one', () => {
    // the unrelated third sentences: kept only under a floor below their (low) similarity
    expect(extendSeeds(ctx, [seed], 0, 0, alone + 0.01, grow)).toEqual([]);
    expect(extendSeeds(ctx, [seed], 0, 0, (cluster) => (cluster.some((s) => s.src === 2) ? alone - 0.01 : 1), grow)).toHaveLength(1);
    expect(extendSeeds(ctx, [seed], 0, 0, (cluster) => (cluster.some((s) => s.src === 0) ? alone - 0.01 : 1), grow)).toEqual([]);
  });
});
