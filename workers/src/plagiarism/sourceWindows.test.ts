import { describe, expect, it } from 'vitest';
import { prepareText, type PreparedText, type RawDetection } from './detect.js';
import type { ExtensionContext } from './extension.js';
import { narrowSource, narrowSuspicious } from './narrowSource.js';
import { cosine, fragmentVector, TermSpace } from './sentenceVectors.js';
import { bestSourceWindow } from './sourceWindows.js';
import { DEFAULT_SUMMARY_OPTIONS, drawsOnWholeSource, findSummaries, type SummaryOptions } from './summary.js';

// Texts written for these tests: a council report, a summary of all of it, and a rewording of
// two of its sentences.
const REPORT = [
  'The town council met on Tuesday evening to discuss the future of the old railway station.',
  'Built in 1887, the station closed to passengers in the 1960s and has stood empty since the last freight trains left.',
  'Several residents spoke in favour of turning the building into a public library with a small café.',
  'Others argued that the council could not afford the repairs, which engineers estimate at four million pounds.',
  'The roof leaks badly, and parts of the platform canopy were removed last year after a storm.',
  'A local developer has offered to buy the site and build forty flats, keeping only the original ticket hall.',
  'Heritage groups oppose the plan and have asked the national trust to list the station as a protected building.',
  'The mayor said no decision would be taken before a public consultation in the spring.',
  'Traffic on the high street was also discussed, after complaints about lorries using it as a shortcut.',
  'Councillors agreed to ask the county for a weight limit on the bridge at the end of the street.',
  'The meeting closed shortly after ten o’clock, with the station question left open.',
].join(' ');
const SUMMARY =
  'Councillors debated the empty railway station, built in 1887: residents want a library and café, a developer offers flats, ' +
  'heritage groups ask for protection, and repairs would cost four million pounds. A public consultation comes in the spring. ' +
  'A weight limit for lorries on the high street bridge was also requested.';
const REWORDED =
  'A developer in the area offered to purchase the site and put up forty flats, preserving just the old ticket hall. ' +
  'Heritage groups are against this plan and asked the national trust to protect the station building.';

function context(suspText: string): { ctx: ExtensionContext; susp: PreparedText; src: PreparedText } {
  const susp = prepareText(suspText);
  const src = prepareText(REPORT);
  const space = new TermSpace();
  const suspCounts = space.countSentences(susp.tokens, susp.sentences);
  const srcCounts = space.countSentences(src.tokens, src.sentences);
  space.finish();
  return { ctx: { space, susp: suspCounts, src: srcCounts }, susp, src };
}

describe('bestSourceWindow', () => {
  it('finds the source sentences a passage rewords', () => {
    const { ctx, susp, src } = context(REWORDED);
    const passage = fragmentVector(ctx.space, ctx.susp, 0, susp.sentences.length - 1);
    const best = bestSourceWindow(ctx, passage, src.sentences, { first: 0, last: src.sentences.length - 1, minChars: 0, maxChars: 2 * REWORDED.length });
    expect([best?.from, best?.to]).toEqual([5, 6]);
  });

  it('keeps within the given sentences and lengths', () => {
    const { ctx, susp, src } = context(REWORDED);
    const passage = fragmentVector(ctx.space, ctx.susp, 0, susp.sentences.length - 1);
    const best = bestSourceWindow(ctx, passage, src.sentences, { first: 0, last: 4, minChars: 150, maxChars: 300 })!;
    expect(best.to).toBeLessThanOrEqual(4);
    expect(src.sentences[best.to]!.end - src.sentences[best.from]!.start).toBeGreaterThanOrEqual(150);
  });

  it('scores a passage that shares no words with the source at zero', () => {
    const { ctx, susp, src } = context('Penguins huddle tightly during polar nights, sheltering chicks from icy gales.');
    const passage = fragmentVector(ctx.space, ctx.susp, 0, susp.sentences.length - 1);
    expect(bestSourceWindow(ctx, passage, src.sentences, { first: 0, last: src.sentences.length - 1, minChars: 0, maxChars: 500 })?.similarity).toBe(0);
  });
});

describe('drawsOnWholeSource', () => {
  const candidate = (suspText: string, opts: Partial<SummaryOptions> = {}): boolean => {
    const { ctx, susp, src } = context(suspText);
    const last = susp.sentences.length - 1;
    const similarity = cosine(fragmentVector(ctx.space, ctx.susp, 0, last), fragmentVector(ctx.space, ctx.src, 0, src.sentences.length - 1));
    return drawsOnWholeSource(ctx, { suspFrom: 0, suspTo: last, similarity, spread: 1, seeds: [] }, susp.sentences, src.sentences, { ...DEFAULT_SUMMARY_OPTIONS, ...opts });
  };

  it('accepts a summary of the whole report', () => {
    expect(candidate(SUMMARY)).toBe(true);
  });

  it('refuses a rewording of one stretch of it', () => {
    expect(candidate(REWORDED)).toBe(false);
  });

  it('refuses a rewording whose shared words all lie in one stretch of the source, whatever the cosines say', () => {
    expect(candidate(REWORDED, { minWholeToLocal: 0 })).toBe(false);
    expect(candidate(REWORDED, { minWholeToLocal: 0, maxLocalCoverage: 1 })).toBe(true);
    expect(candidate(SUMMARY, { minWholeToLocal: 0 })).toBe(true);
  });
});

describe('findSummaries', () => {
  const { ctx, susp, src } = context(SUMMARY);
  // condensation is left out so that only the spread of the seeds decides
  const opts = { ...DEFAULT_SUMMARY_OPTIONS, minCondensation: 0 };
  const found = (seeds: { susp: number; src: number }[], o: SummaryOptions): number => findSummaries(ctx, seeds, susp.sentences, src.sentences, o).length;

  it('takes a passage whose seeds reach across the source', () => {
    expect(found([{ susp: 0, src: 0 }, { susp: 1, src: 10 }], opts)).toBe(1);
  });

  it('refuses a passage far shorter than the source it would condense', () => {
    const across = [{ susp: 0, src: 0 }, { susp: 1, src: 10 }];
    const ratio = REPORT.length / (susp.sentences[1]!.end - susp.sentences[0]!.start);
    expect(found(across, { ...opts, maxCondensation: ratio - 1 })).toBe(0);
    expect(found(across, { ...opts, maxCondensation: ratio + 1 })).toBe(1);
  });

  it('refuses one whose seeds stay in one part of it', () => {
    const near = [{ susp: 0, src: 5 }, { susp: 1, src: 6 }];
    expect(found(near, opts)).toBe(0);
    expect(found(near, { ...opts, minSpread: 0 })).toBe(1);
  });
});

const NARROW = { maxRatio: 2.5, fromRatio: 1.5, minGain: 0.05 };

describe('narrowSource', () => {
  it('narrows a source side stretched far beyond the passage to the stretch it rewords', () => {
    const { ctx, susp, src } = context(REWORDED);
    const stretched: RawDetection = { suspStart: 0, suspEnd: REWORDED.length, srcStart: 0, srcEnd: REPORT.length, similarity: 0.3, exactShare: 0 };
    const d = narrowSource(stretched, ctx, susp, src, NARROW);
    expect(REPORT.slice(d.srcStart, d.srcEnd)).toBe(REPORT.slice(REPORT.indexOf('A local developer'), REPORT.indexOf(' The mayor')));
    expect(d.similarity).toBeGreaterThan(stretched.similarity);
  });

  it('leaves passages of comparable length and summaries alone', () => {
    const { ctx, susp, src } = context(REWORDED);
    const fair: RawDetection = { suspStart: 0, suspEnd: REWORDED.length, srcStart: 0, srcEnd: 300, similarity: 0.3, exactShare: 0 };
    expect(narrowSource(fair, ctx, susp, src, NARROW)).toBe(fair);
    const summary: RawDetection = { ...fair, srcEnd: REPORT.length, summary: true };
    expect(narrowSource(summary, ctx, susp, src, NARROW)).toBe(summary);
  });

  it('drops a neighbouring source sentence that a somewhat longer source side took in', () => {
    const { ctx, susp, src } = context(REWORDED);
    const from = REPORT.indexOf('Others argued'), to = REPORT.indexOf(' The mayor');
    const widened: RawDetection = { suspStart: 0, suspEnd: REWORDED.length, srcStart: from, srcEnd: to, similarity: 0.3, exactShare: 0 };
    expect((to - from) / REWORDED.length).toBeGreaterThan(NARROW.fromRatio);
    expect((to - from) / REWORDED.length).toBeLessThan(NARROW.maxRatio);
    const d = narrowSource(widened, ctx, susp, src, NARROW);
    expect(REPORT.slice(d.srcStart, d.srcEnd)).toBe(REPORT.slice(REPORT.indexOf('A local developer'), to));
    // ...but keeps it when the narrower stretch is not clearly better
    expect(narrowSource(widened, ctx, susp, src, { ...NARROW, minGain: 1 })).toBe(widened);
  });
});

describe('narrowSuspicious', () => {
  const UNRELATED = 'Penguins huddle tightly during polar nights, sheltering chicks from icy gales. ';
  const from = REPORT.indexOf('A local developer'), to = REPORT.indexOf(' The mayor');

  it('drops a neighbouring suspicious sentence that does not come from the source side', () => {
    const text = UNRELATED + REWORDED;
    const { ctx, susp, src } = context(text);
    const widened: RawDetection = { suspStart: 0, suspEnd: text.length, srcStart: from, srcEnd: to, similarity: 0.3, exactShare: 0 };
    const d = narrowSuspicious(widened, ctx, susp, src, { ...NARROW, fromRatio: 1.15 });
    expect(text.slice(d.suspStart, d.suspEnd)).toBe(REWORDED);
    expect([d.srcStart, d.srcEnd]).toEqual([from, to]);
  });

  it('leaves a suspicious side about as long as its source side alone', () => {
    const { ctx, susp, src } = context(REWORDED);
    const fair: RawDetection = { suspStart: 0, suspEnd: REWORDED.length, srcStart: from, srcEnd: to, similarity: 0.3, exactShare: 0 };
    expect(narrowSuspicious(fair, ctx, susp, src, { ...NARROW, fromRatio: 1.15 })).toBe(fair);
  });
});
