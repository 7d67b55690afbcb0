import { afterAll, describe, expect, it } from 'vitest';
import { harperBatches, harperParagraphFindings, type EnglishDialect } from './harperPass.js';
import { createHarperThreads, SentenceHomes, splitForThreads } from './harperThreads.js';

// Paragraphs that test the label re-check wherever the threads cut: labels Harper
// spares, and short two-sentence paragraphs it does not, whose capitalisation findings
// go after those of rules named later in the alphabet (ThenThan, ToTwoToo) when a
// paragraph follows them, and before them when they end the text.
const sample = [
  'introduction',
  'she is taller then me. we go.',
  'Their is a apple on the the table, and he dont know why we recieve so many letters.',
  'is it right?',
  'The colour of the centre was organised with great humour, and then we left.',
  'its to late. we go.',
  'However the results were clear, and this shall effect in exams.',
  'Their is a cake. we ate it.',
  'There is many people who want to loose weight every year.',
  'a short title',
];

describe('splitForThreads', () => {
  it('gives each thread a contiguous, balanced share cut at the batch ends', () => {
    const paragraphs = Array.from({ length: 60 }, (_, i) => `${'word '.repeat(100 + (i % 7) * 40)}end ${i}.`);
    const batches = harperBatches(paragraphs);
    expect(batches.length).toBeGreaterThan(1);
    const split = splitForThreads(paragraphs, 3);
    const runs = split.flat().sort((a, b) => a.first - b.first);
    // every paragraph once, in order; no run crosses a batch end, and it says whether its batch goes on
    expect(runs.flatMap((r) => Array.from({ length: r.last - r.first + 1 }, (_, k) => r.first + k))).toEqual(paragraphs.map((_, i) => i));
    for (const run of runs) {
      const batch = batches.find((b) => b.first <= run.first && run.first <= b.last)!;
      expect(run.last).toBeLessThanOrEqual(batch.last);
      expect(run.moreFollows).toBe(run.last < batch.last);
    }
    const chars = split.map((rs) => rs.reduce((n, r) => n + paragraphs.slice(r.first, r.last + 1).join('').length, 0));
    const total = chars.reduce((a, b) => a + b, 0);
    for (const c of chars) expect(Math.abs(c - total / 3)).toBeLessThan(1000);
  });

  it('sends a paragraph with a home thread there and shares out the rest', () => {
    const paragraphs = ['A first one.', 'A second one.', 'A third one.', 'A fourth one.'];
    expect(splitForThreads(paragraphs, 2, [undefined, 1, undefined, undefined])).toEqual([
      [
        { first: 0, last: 0, moreFollows: true },
        { first: 2, last: 2, moreFollows: true },
      ],
      [
        { first: 1, last: 1, moreFollows: true },
        { first: 3, last: 3, moreFollows: false },
      ],
    ]);
  });

  it('leaves threads idle when there are fewer paragraphs than threads', () => {
    const split = splitForThreads(['One paragraph.'], 2);
    expect(split.flat()).toEqual([{ first: 0, last: 0, moreFollows: false }]);
    expect(split.filter((runs) => runs.length === 0)).toHaveLength(1);
    expect(splitForThreads([], 2)).toEqual([[], []]);
  });
});

describe('SentenceHomes', () => {
  it('names the thread that saw most of a paragraph\'s sentences, and forgets the oldest', () => {
    const homes = new SentenceHomes(4);
    homes.record('One here. Two here. Three here.', 1);
    expect(homes.of('One here. Two here. Three changed.')).toBe(1);
    // one sentence of three seen is not enough to go back
    expect(homes.of('One here. New two. New three.')).toBeUndefined();
    expect(homes.of('One here.')).toBe(1);
    homes.record('Four here. Five here.', 0);
    expect(homes.of('One here.')).toBeUndefined();
    expect(homes.of('Four here. Five here. Six here.')).toBe(0);
  });
});

describe('createHarperThreads', () => {
  const threads = createHarperThreads(2);
  afterAll(() => threads.terminate());

  it('gives the findings of harper.js in this thread, in the same order, in every dialect', async () => {
    for (const dialect of ['en-US', 'en-GB', 'en-AU', 'en-CA'] as EnglishDialect[]) {
      expect(await threads.findings(sample, dialect)).toEqual(await harperParagraphFindings(sample, dialect));
    }
    // the same paragraphs in other orders: the threads' runs end at other paragraphs
    for (let k = 1; k < sample.length - 1; k++) {
      const part = [...sample.slice(k), ...sample.slice(0, k)];
      expect(await threads.findings(part, 'en-US')).toEqual(await harperParagraphFindings(part, 'en-US'));
    }
    // long enough for several batches, each split between the threads
    const long = Array.from({ length: 12 }, () => sample).flat().map((p, i) => `${p} ${'The results were clear and the method was sound. '.repeat(i % 9)}`);
    expect(harperBatches(long).length).toBeGreaterThan(1);
    expect(await threads.findings(long, 'en-US')).toEqual(await harperParagraphFindings(long, 'en-US'));
  }, 180_000);

  it('fails the calls of a thread that stops, and starts a new one for the next call', async () => {
    const one = createHarperThreads(1);
    try {
      const call = one.findings(sample, 'en-US');
      await one.terminate();
      await expect(call).rejects.toThrow(/harper\.js thread stopped/);
      expect(await one.findings(sample, 'en-US')).toEqual(await harperParagraphFindings(sample, 'en-US'));
    } finally {
      await one.terminate();
    }
  }, 180_000);
});
