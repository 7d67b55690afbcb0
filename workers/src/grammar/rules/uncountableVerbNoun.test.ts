import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { uncountableVerbNoun } from './uncountableVerbNoun.js';

describe('uncountable_verb_noun', () => {
  it('writes help, support, evidence and research as nouns without -s', () => {
    expect(fixWithRule(uncountableVerbNoun, 'The charity will provide helps to families.')).toBe('The charity will provide help to families.');
    expect(fixWithRule(uncountableVerbNoun, 'They are not receiving all supports they need.')).toBe('They are not receiving all support they need.');
    expect(fixWithRule(uncountableVerbNoun, 'We found no evidences of fraud.')).toBe('We found no evidence of fraud.');
  });
  it('stays quiet on the verbs', () => {
    for (const ok of ['It helps a lot and she supports us.', 'The study researches diet, and more help is coming.']) {
      expect(runRule(uncountableVerbNoun, ok)).toEqual([]);
    }
  });
});
