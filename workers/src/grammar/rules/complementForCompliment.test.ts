import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { complementForCompliment } from './complementForCompliment.js';

describe('complement_for_compliment', () => {
  it('puts "complement" where a thing goes well with another', () => {
    expect(fixWithRule(complementForCompliment, 'The blue tie compliments his suit.')).toBe('The blue tie complements his suit.');
    expect(fixWithRule(complementForCompliment, 'These colours compliment each other.')).toBe('These colours complement each other.');
    expect(fixWithRule(complementForCompliment, 'A dry wine perfectly complimented the fish.')).toBe('A dry wine perfectly complemented the fish.');
    expect(fixWithRule(complementForCompliment, 'Her earrings complimenting the dress looked great.')).toBe('Her earrings complementing the dress looked great.');
  });
  it('stays quiet on praise and the noun', () => {
    for (const ok of [
      'He compliments her dress every day.',
      'The chef compliments the waiter.',
      'The dessert compliments of the chef was free.',
      'She thanked him for the compliments on her dress.',
      'The sauce complements the pasta.',
      'They compliment their guests.',
    ]) {
      expect(runRule(complementForCompliment, ok)).toEqual([]);
    }
  });
});
