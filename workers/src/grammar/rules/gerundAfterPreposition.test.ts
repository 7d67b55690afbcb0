import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { gerundAfterPreposition } from './gerundAfterPreposition.js';

describe('gerund_after_preposition', () => {
  it('puts a verb after a preposition or "avoid" in its -ing form', () => {
    expect(fixWithRule(gerundAfterPreposition, 'The app helps by let us talk for free.')).toBe('The app helps by letting us talk for free.');
    expect(fixWithRule(gerundAfterPreposition, 'He left without tell anyone.')).toBe('He left without telling anyone.');
    expect(fixWithRule(gerundAfterPreposition, 'Try to avoid be late.')).toBe('Try to avoid being late.');
    expect(fixWithRule(gerundAfterPreposition, 'Risks such as give away your address.')).toBe('Risks such as giving away your address.');
    expect(fixWithRule(gerundAfterPreposition, 'She is interested in learn English and good at speak it.')).toBe('She is interested in learning English and good at speaking it.');
    expect(fixWithRule(gerundAfterPreposition, 'She apologized for be late, and thanks for help.')).toBe('She apologized for being late, and thanks for help.');
    expect(fixWithRule(gerundAfterPreposition, 'It is the best way for learn, and a good reason for take it.')).toBe('It is the best way for learning, and a good reason for taking it.');
  });
  it('stays quiet on nouns and -ing forms after the preposition', () => {
    for (const ok of ['He left without telling anyone.', 'It was built by design, for work and without help.', 'We avoid being late.', 'Stand by me.', 'A report by think tank Demos found it.', 'Add a fix for make check, and flags for write.', 'It is run by make (without a shell), and we use const instead of let (for scope), ready for connect operations.']) {
      expect(runRule(gerundAfterPreposition, ok)).toEqual([]);
    }
  });
});
