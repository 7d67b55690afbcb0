import { describe, expect, it } from 'vitest';
import { planQueries } from './queryPlan.js';

const DOC = [
  'I spent the summer reading about exploration.',
  'In 1911 Roald Amundsen reached the South Pole with four companions and fifty-two dogs, five weeks before Robert Falcon Scott.',
  'It was a long and hard and very cold trip for all of them, and they were glad when it was over.',
  '“The pole is not the hardest part of the journey, the way home is,” as my teacher liked to say in class.',
  'Scott’s party died on the return march across the Ross Ice Shelf, eleven miles from One Ton Depot.',
  'I think about that often when the weather turns bad.',
].join(' ');

describe('planQueries', () => {
  it('picks passages with names and numbers, within the budget', () => {
    const queries = planQueries(DOC, { budget: 2 });
    expect(queries).toHaveLength(2);
    const text = queries.map((q) => q.query).join(' ');
    expect(text).toMatch(/Amundsen|Ross Ice Shelf/);
    expect(text).not.toMatch(/glad when it was over/);
  });

  it('gives each query its range in the text', () => {
    for (const q of planQueries(DOC, { budget: 4 })) {
      const words = DOC.slice(q.start, q.end).match(/[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*/gu)!;
      expect(words.join(' ')).toBe(q.query);
    }
  });

  it('never queries quoted text', () => {
    for (const q of planQueries(DOC, { budget: 10 })) expect(q.query).not.toMatch(/hardest part/);
  });

  it('spreads queries over the document', () => {
    const doc = `${DOC} ${'Filler sentence about nothing in particular at all today. '.repeat(30)}${DOC.replace('Amundsen', 'Nansen')}`;
    const [a, b] = planQueries(doc, { budget: 2 });
    expect(Math.abs(a!.start - b!.start)).toBeGreaterThan(doc.length / 3);
  });

  it('returns nothing for a zero budget, empty or tiny text, and refuses non-strings', () => {
    expect(planQueries(DOC, { budget: 0 })).toEqual([]);
    expect(planQueries('', { budget: 3 })).toEqual([]);
    expect(planQueries('Too short.', { budget: 3 })).toEqual([]);
    expect(() => planQueries(undefined as unknown as string, { budget: 1 })).toThrow(/must be a string/);
  });
});
