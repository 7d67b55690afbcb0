import { describe, expect, it } from 'vitest';
import { alignPassages } from './align.js';
import { DEFAULT_DETECT_OPTIONS, prepareText, type RawDetection } from './detect.js';
import { chainRuns, exactRuns, type RunChain } from './exactRuns.js';
import { snapToRuns } from './runSnapping.js';

// Texts written for these tests: a short source about lighthouses and an essay that rewords one
// of its sentences and copies the next two.
const SOURCE = [
  'Lighthouses were built along dangerous coasts to warn sailors of rocks and shallow water.',
  'Early towers burned wood or coal in open fires, which were hard to see in fog and rain.',
  'In the nineteenth century the Fresnel lens concentrated the light of a single lamp into a beam visible for many miles.',
  'Keepers lived in small cottages beside the tower and climbed the stairs every evening to trim the wick.',
  'Most lighthouses are now automated, and the old cottages have become museums or holiday homes.',
].join(' ');
const COPIED = SOURCE.slice(SOURCE.indexOf('In the nineteenth'), SOURCE.indexOf(' Most lighthouses'));
const REWORDED = 'The first towers lit open fires of coal or wood, and these were difficult to make out in rain and fog.';

describe('snapping to word-for-word runs', () => {
  it('keeps a reworded sentence before a copied block in the passage', () => {
    const susp = `My grandmother grew up in a fishing village, and she often talked about the winters there. ${REWORDED} ${COPIED} She never learned to swim.`;
    const passages = alignPassages(susp, SOURCE);
    expect(passages).toHaveLength(1);
    const p = passages[0]!;
    expect(susp.slice(p.suspStart, p.suspStart + p.suspLength)).toBe(`${REWORDED} ${COPIED}`);
    expect(SOURCE.slice(p.srcStart, p.srcStart + p.srcLength)).toBe(SOURCE.slice(SOURCE.indexOf('Early towers'), SOURCE.indexOf(' Most lighthouses')));
    expect(p.verdict).toBe('near');
  });

  it('takes the exact bounds of a copied block between sentences of its own', () => {
    const susp = `My grandmother grew up in a fishing village, and she often talked about the winters there. ${COPIED} She never learned to swim.`;
    const [p] = alignPassages(susp, SOURCE);
    expect(p?.verdict).toBe('exact');
    expect(susp.slice(p!.suspStart, p!.suspStart + p!.suspLength)).toBe(COPIED);
  });
});

describe('snapToRuns', () => {
  const source = prepareText('In the nineteenth century the Fresnel lens concentrated the light of a single lamp into a beam visible for many miles across the sea.');
  const snapped = (sentence: string): string => {
    const susp = prepareText(sentence);
    const chains = chainRuns(exactRuns(susp.tokens, source.tokens), DEFAULT_DETECT_OPTIONS.runGap);
    const fragment = { suspFrom: 0, suspTo: 0, srcFrom: 0, srcTo: 0, seeds: [{ susp: 0, src: 0 }], similarity: 0.8 };
    const det: RawDetection = { suspStart: 0, suspEnd: susp.text.length, srcStart: 0, srcEnd: source.text.length, similarity: 0.8, fragment, exactShare: 0 };
    const { snapShare, copyShare, verbatimShare, verbatimTokens, sparseSnapShare } = DEFAULT_DETECT_OPTIONS;
    const [d] = snapToRuns(det, susp, source, chains, new Set<RunChain>(), {
      minShare: snapShare,
      copyShare,
      verbatimShare,
      verbatimTokens,
      sparseShare: sparseSnapShare,
    });
    return susp.text.slice(d!.suspStart, d!.suspEnd);
  };
  // Five words of its own, then the source sentence: about four in five words lie in runs.
  const lead = 'As my uncle liked to say, in';

  it('takes the bounds of runs that copy word for word', () => {
    expect(snapped(`${lead} the nineteenth century the Fresnel lens concentrated the light of a single lamp into a beam visible for many miles across the sea.`)).toBe(
      'in the nineteenth century the Fresnel lens concentrated the light of a single lamp into a beam visible for many miles across the sea.',
    );
  });

  it('keeps the sentence bounds when a changed word breaks the runs', () => {
    const sentence = `${lead} the nineteenth century the Fresnel lens focused the light of a single lamp into a beam visible for many miles across the sea.`;
    expect(snapped(sentence)).toBe(sentence);
  });
});
