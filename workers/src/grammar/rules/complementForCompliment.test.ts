import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { complementForCompliment, complimentForComplement } from './complementForCompliment.js';

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

describe('compliment_for_complement', () => {
  it('puts "compliment" where a person praises a person', () => {
    expect(fixWithRule(complimentForComplement, 'She complemented me on my essay.')).toBe('She complimented me on my essay.');
    expect(fixWithRule(complimentForComplement, 'They always complement her.')).toBe('They always compliment her.');
    expect(fixWithRule(complimentForComplement, 'He complemented us for the work.')).toBe('He complimented us for the work.');
  });
  it('stays quiet where something goes well with something', () => {
    for (const ok of [
      'She complemented her dress with a red scarf.',
      'The colour complements you nicely.',
      'We complemented them with data from the survey.',
      'The two skills complement each other.',
      'She complimented me on my essay.',
    ]) {
      expect(runRule(complimentForComplement, ok)).toEqual([]);
    }
  });
});
