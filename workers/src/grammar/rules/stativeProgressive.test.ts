import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { stativeProgressive } from './stativeProgressive.js';

describe('stative_progressive', () => {
  it('puts a verb of state in the simple tense', () => {
    expect(fixWithRule(stativeProgressive, 'I am knowing the answer and she is liking chocolate.')).toBe('I know the answer and she likes chocolate.');
    expect(fixWithRule(stativeProgressive, "They were owning a car, and we're preferring tea.")).toBe('They owned a car, and we prefer tea.');
    expect(fixWithRule(stativeProgressive, 'This book is belonging to me, and the keys were belonging to him.')).toBe('This book belongs to me, and the keys belonged to him.');
  });
  it('leaves clefts, gerund subjects and verbs with a progressive sense', () => {
    for (const ok of ['The key is knowing when to stop.', 'It is believing in yourself that counts.', 'Seeing is believing.', "I'm thinking of it and she is having lunch.", 'They were containing the fire in the person he is possessing.', 'Is belonging to a club worth it? The sense of belonging matters.']) {
      expect(runRule(stativeProgressive, ok)).toEqual([]);
    }
  });
});
