import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { relativeWhat } from './relativeWhat.js';

describe('relative_what', () => {
  it('starts a clause about a noun with "that"', () => {
    expect(fixWithRule(relativeWhat, 'This is the girl what I met yesterday.')).toBe('This is the girl that I met yesterday.');
    expect(fixWithRule(relativeWhat, 'The book what she gave me was boring.')).toBe('The book that she gave me was boring.');
    expect(fixWithRule(relativeWhat, 'He did the things what they told him.')).toBe('He did the things that they told him.');
    expect(runRule(relativeWhat, 'my car what we bought')[0]?.message).toBe('After a noun, a clause about it starts with "that" (or "who" for a person), not "what": "car that".');
  });

  it('leaves a question after a verb of telling or asking, or after "of", alone', () => {
    for (const ok of [
      'Tell the children what you saw.',
      'I asked the teacher what we should do.',
      'She showed the class what they had won.',
      'It raises the question of what we know.',
      'It gives an indication what she is waiting for.',
      'I have no idea what you mean.',
      'They repaired the roads What they did was good.',
      'That is what I said.',
      'The girl that I met was kind.',
    ]) {
      expect(runRule(relativeWhat, ok)).toEqual([]);
    }
  });
});
