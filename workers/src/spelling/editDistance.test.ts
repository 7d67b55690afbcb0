import { describe, expect, it } from 'vitest';
import { editDistance } from './editDistance.js';

describe('editDistance', () => {
  it('counts additions, drops, changes and swaps of neighbours', () => {
    expect(editDistance('recieve', 'receive', 5)).toBe(1);
    expect(editDistance('acord', 'according', 9)).toBe(4);
    expect(editDistance('teh', 'the', 5)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('same', 'same', 5)).toBe(0);
  });
  it('stops counting at the cap', () => {
    expect(editDistance('nurhaci', 'nurses', 3)).toBe(3);
    expect(editDistance('a', 'abcdefgh', 3)).toBe(3);
  });
});
