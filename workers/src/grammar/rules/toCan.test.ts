import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { toCan } from './toCan.js';

describe('to_can', () => {
  it('gives "can" its infinitive, "to be able to"', () => {
    expect(fixWithRule(toCan, 'It is important for me to can speak English.')).toBe('It is important for me to be able to speak English.');
    expect(fixWithRule(toCan, 'I hope to can see you soon.')).toBe('I hope to be able to see you soon.');
    expect(fixWithRule(toCan, 'I want to can travel more.')).toBe('I want to be able to travel more.');
  });
  it('leaves the verb of preserving and "can" as a modal', () => {
    for (const ok of ['We learned how to can tomatoes last summer.', 'I want to be able to speak English.', 'Say what you can to help.', 'The plan to can the project was dropped.', 'Only the glyphs the lookup can apply the recursion to can participate.']) {
      expect(runRule(toCan, ok)).toEqual([]);
    }
  });
});
