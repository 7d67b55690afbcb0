import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { nominalisations } from './nominalisations.js';

describe('nominalisations', () => {
  it('flags and fixes', () => {
    expect(fixWithRule(nominalisations, 'The board will make a decision tomorrow.')).toBe('The board will decide tomorrow.');
    expect(fixWithRule(nominalisations, 'They reached a conclusion quickly.')).toBe('They concluded quickly.');
  });
  it('stays quiet on plain text', () => {
    expect(runRule(nominalisations, 'The board will decide tomorrow.')).toEqual([]);
    expect(runRule(nominalisations, 'Her decision was final.')).toEqual([]);
  });
});
