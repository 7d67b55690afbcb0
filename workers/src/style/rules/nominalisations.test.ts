import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { nominalisations } from './nominalisations.js';

describe('nominalisations', () => {
  it('flags and fixes', () => {
    expect(fixWithRule(nominalisations, 'The board will make a decision tomorrow.')).toBe('The board will decide tomorrow.');
    expect(fixWithRule(nominalisations, 'Nurses make an assessment of each patient.')).toBe('Nurses assess each patient.');
    expect(fixWithRule(nominalisations, 'The policy resulted in a reduction in waiting times.')).toBe('The policy reduced waiting times.');
    expect(fixWithRule(nominalisations, 'The panel came to the conclusion that it failed.')).toBe('The panel concluded that it failed.');
    expect(fixWithRule(nominalisations, 'They reached a conclusion quickly.')).toBe('They concluded quickly.');
    expect(fixWithRule(nominalisations, 'She made the decision to leave her job.')).toBe('She decided to leave her job.');
  });
  it('stays quiet on plain text', () => {
    expect(runRule(nominalisations, 'The board will decide tomorrow.')).toEqual([]);
    expect(runRule(nominalisations, 'Her decision was final.')).toEqual([]);
  });
});
