import { describe, expect, it } from 'vitest';
import { DEFAULT_DETECT_OPTIONS, prepareText } from './detect.js';
import { rareStemSeeds } from './rareStemSeeds.js';

// Texts written for this test. The source's second sentence is a list of reference lines; the
// suspicious text takes it with its items shuffled and its wording changed, so that it shares no
// run of four words with the source and little sentence similarity.
const SOURCE =
  'Our survey of mountain weather stations ran for three winters and covered most of the range. ' +
  'Readings came from Zermatt, Davos, Chamonix and Grindelwald, with anemometers checked by glaciologists every fortnight. ' +
  'Snow depth was measured each morning at the same marked pole. ' +
  'The results were published in a short report for the regional council.';
const SHUFFLED =
  'Many people enjoy walking in the hills during the summer holidays. ' +
  'Glaciologists inspected the anemometers fortnightly; data: Grindelwald, Chamonix, Davos, Zermatt. ' +
  'A good pair of boots matters more than an expensive jacket.';
const UNRELATED =
  'The bakery on the corner sells bread that is still warm at seven in the morning. ' +
  'Its owner learned the trade from her grandmother, who kept a wood oven behind the house. ' +
  'On Saturdays there is a queue for the cinnamon rolls long before the doors open.';

const seeds = (susp: string) => {
  const a = prepareText(susp), b = prepareText(SOURCE);
  return rareStemSeeds(a.tokens, a.sentences, b.tokens, b.sentences, DEFAULT_DETECT_OPTIONS.rareStems);
};

describe('rareStemSeeds', () => {
  it('pairs a shuffled short passage with its source sentence through the rare terms they share', () => {
    expect(seeds(SHUFFLED)).toEqual([{ susp: 1, src: 1 }]);
  });

  it('finds nothing in a text on another subject', () => {
    expect(seeds(UNRELATED)).toEqual([]);
  });

  it('needs the rare terms close together in the source as well', () => {
    const far = SOURCE.replace('Davos, Chamonix and Grindelwald, with', 'other stations, with') + ' Davos, Chamonix and Grindelwald joined later.';
    const a = prepareText(SHUFFLED), b = prepareText(far);
    expect(rareStemSeeds(a.tokens, a.sentences, b.tokens, b.sentences, { ...DEFAULT_DETECT_OPTIONS.rareStems, srcWindow: 10 })).toEqual([]);
    expect(rareStemSeeds(a.tokens, a.sentences, b.tokens, b.sentences, DEFAULT_DETECT_OPTIONS.rareStems)).not.toEqual([]);
  });
});
