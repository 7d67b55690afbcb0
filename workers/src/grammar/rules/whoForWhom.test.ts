import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { whoForWhom } from './whoForWhom.js';

describe('who_for_whom', () => {
  it('puts "who" for a "whom" that is the subject of its verb', () => {
    expect(fixWithRule(whoForWhom, 'We learn from people whom are less experienced.')).toBe('We learn from people who are less experienced.');
    expect(fixWithRule(whoForWhom, 'Companies, whom have the power, must act.')).toBe('Companies, who have the power, must act.');
    expect(fixWithRule(whoForWhom, 'No matter whom is asked, the answer is the same.')).toBe('No matter who is asked, the answer is the same.');
    expect(runRule(whoForWhom, 'people whom are kind')[0]?.message).toBe('"Whom" is an object; the subject of "are" is "who".');
  });
  it('leaves "whom" after a preposition and in questions alone', () => {
    for (const ok of ['Many of whom are refugees.', 'The man to whom I spoke was kind.', 'Whom have you asked?', 'Whom will the board choose?', 'She met people whom she liked.', 'Whom did Maria call?', 'They tried to learn whom will Alzheimer disease be disclosed to.', 'One of them is ill, whom does he need to tell?']) {
      expect(runRule(whoForWhom, ok), ok).toEqual([]);
    }
  });
});
