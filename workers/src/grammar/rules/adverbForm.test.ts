import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { adverbForm } from './adverbForm.js';

describe('adverb_form', () => {
  it('puts "well" and "hard" after verbs of doing', () => {
    expect(fixWithRule(adverbForm, 'She speaks English very good, and he plays the piano good.')).toBe('She speaks English very well, and he plays the piano well.');
    expect(fixWithRule(adverbForm, 'He explained the problem to me very clear and drove careful.')).toBe('He explained the problem to me very clearly and drove carefully.');
    expect(fixWithRule(adverbForm, 'He works hardly every day and studied so hardly for the test.')).toBe('He works hard every day and studied so hard for the test.');
  });
  it('leaves "good" describing a thing or after a verb of seeming, and "hardly ever"', () => {
    for (const ok of ['She speaks good English.', 'It smells good and looks good.', 'He works hardly at all and hardly ever studies.', 'They worked hard.', 'He wrote a good book.', 'I work for a good cause.', 'He made it clear. Keep it clean. She wrote a clear answer.']) {
      expect(runRule(adverbForm, ok), ok).toEqual([]);
    }
  });
});
