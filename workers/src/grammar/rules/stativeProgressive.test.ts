import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { stativeProgressive } from './stativeProgressive.js';

describe('stative_progressive', () => {
  it('puts a verb of state in the simple tense', () => {
    expect(fixWithRule(stativeProgressive, 'I am knowing the answer and she is liking chocolate.')).toBe('I know the answer and she likes chocolate.');
    expect(fixWithRule(stativeProgressive, "They were owning a car, and we're preferring tea.")).toBe('They owned a car, and we prefer tea.');
  });
  it('leaves clefts, gerund subjects and verbs with a progressive sense', () => {
    for (const ok of ['The key is knowing when to stop.', 'It is believing in yourself that counts.', 'Seeing is believing.', "I'm thinking of it and she is having lunch.", 'They were containing the fire in the person he is possessing.']) {
      expect(runRule(stativeProgressive, ok)).toEqual([]);
    }
  });
});
