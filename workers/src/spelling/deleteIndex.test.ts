import { describe, expect, it } from 'vitest';
import { DeleteIndex, deletions } from './deleteIndex.js';

describe('DeleteIndex', () => {
  // enough words that their hashes fill many of the index's runs
  const words = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}ord`).concat(['receive', 'recipe', 'separate']);
  const index = new DeleteIndex(words, () => 2);
  const find = (typed: string, depth: number): string[] => {
    const ids = new Set<number>();
    for (const form of deletions(typed, depth, new Set())) index.lookup(form, ids);
    return [...ids].map((id) => words[id]!);
  };

  it('finds a word from a misspelling that shares its letters less two', () => {
    expect(find('recieve', 2)).toContain('receive');
    expect(find('seperate', 1)).toContain('separate');
  });
  it('finds every indexed word from its own spelling', () => {
    for (let id = 0; id < words.length; id += 97) expect(find(words[id]!, 0)).toContain(words[id]);
  });
  it('finds nothing for a form no word reduces to', () => {
    expect(find('zzzzzzzz', 0)).toEqual([]);
  });
});
