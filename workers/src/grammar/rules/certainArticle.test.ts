import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { certainArticle } from './certainArticle.js';

// a dictionary whose adverbs in -ly are those of "political" and "rural"
const opts = { isWord: (w: string): boolean => !w.endsWith('ly') || ['politically', 'rurally'].includes(w) };

describe('certain_article', () => {
  it('puts "a" before "certain" and a singular noun', () => {
    expect(fixWithRule(certainArticle, 'If certain illness is found in the family, tell them.', opts)).toBe('If a certain illness is found in the family, tell them.');
    expect(fixWithRule(certainArticle, 'It takes certain type of person.', opts)).toBe('It takes a certain type of person.');
    expect(fixWithRule(certainArticle, 'Certain friend of mine called.', opts)).toBe('A certain friend of mine called.');
    expect(fixWithRule(certainArticle, 'Ask certain student about it.', opts)).toBe('Ask a certain student about it.');
    expect(fixWithRule(certainArticle, 'They carry certain political risk.', opts)).toBe('They carry a certain political risk.');
    expect(fixWithRule(certainArticle, 'We disallow certain combination of options.', opts)).toBe('We disallow a certain combination of options.');
    expect(fixWithRule(certainArticle, 'If certain genetic disease makes you ill, test.', opts)).toBe('If a certain genetic disease makes you ill, test.');
  });
  it('covers the noun too, and offers its plural second', () => {
    const [finding] = runRule(certainArticle, 'Some trees get certain disease because of the wet spring.', opts);
    expect(finding?.replacements).toEqual(['a certain disease', 'certain diseases']);
    expect(runRule(certainArticle, 'Certain friend called me.', opts)[0]?.replacements).toEqual(['A certain friend']);
  });
  it('stays quiet with a determiner, plurals, uncountable nouns and "certain" meaning sure', () => {
    for (const ok of [
      'A certain friend called, and the certain outcome came.',
      'Certain people and certain gene changes matter.',
      'We share certain information to a certain extent.',
      'I am certain that he left, and she was certain of it.',
      'Nobody knows for certain.',
      'If your schema uses certain asynchronous APIs, parse it with care.',
      'Find files that match certain criteria; certain bare option-like strings are kept.',
      // an adjective before a noun that is not counted, or plural further on
      'It was fueled by certain political rhetoric, giving certain rural or urban areas a say.',
      // a noun modifying a noun not counted, "other", and a name glued to digits
      'It stores certain file metadata; certain other patterns use certain libc5 programs.',
      // a plural two words on heads the phrase
      'It rejects certain invalid hex values and runs certain complex tune2fs operations.',
    ]) {
      expect(runRule(certainArticle, ok, opts)).toEqual([]);
    }
  });
});
