import { describe, expect, it } from 'vitest';
import { findQuotations } from './quotations.js';

const quoted = (text: string) => findQuotations(text, text.length).map((q) => text.slice(q.start, q.end));

describe('findQuotations', () => {
  it('finds quotations of five words or more, not terms of four or fewer', () => {
    expect(quoted('He said "no" and then "the tide came in fast" again.')).toEqual(['"the tide came in fast"']);
    expect(quoted('Jacobs wanted "eyes on the street", and the stoops gave them.')).toEqual([]);
  });

  it("never reads a short term's closing mark as the opening of a quotation", () => {
    const text = 'Cities lease lots for "interim use" (Firth, 2011). Gardeners say "the block feels like ours again" (Firth, 2011).';
    expect(quoted(text)).toEqual(['"the block feels like ours again"']);
  });

  it('pairs curly marks by their shape and lets a line break end a mark left open', () => {
    expect(quoted('The so-called “food desert” became “a map of what the bus did not reach”.')).toEqual(['“a map of what the bus did not reach”']);
    expect(quoted('A stray " mark here.\nThen "every lot we planted stayed planted" held.')).toEqual(['"every lot we planted stayed planted"']);
  });
});
