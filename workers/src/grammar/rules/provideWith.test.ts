import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { provideWith } from './provideWith.js';

describe('provide_with', () => {
  it('puts "with" after the person that is provided', () => {
    expect(fixWithRule(provideWith, 'Social network sites provide us many conveniences.')).toBe('Social network sites provide us with many conveniences.');
    expect(fixWithRule(provideWith, 'Social media provides people a way of chatting.')).toBe('Social media provides people with a way of chatting.');
    expect(fixWithRule(provideWith, 'The school provided them information about the test.')).toBe('The school provided them with information about the test.');
  });
  it('stays quiet with "with", with "to" and when the person is the thing provided', () => {
    for (const ok of [
      'Social media provides us with a way of chatting.',
      'The pages are provided to them for free.',
      'The hospital provides them.',
      'We provide her children with books.',
      'They provide a way for people to talk.',
    ]) {
      expect(runRule(provideWith, ok)).toEqual([]);
    }
  });
});
