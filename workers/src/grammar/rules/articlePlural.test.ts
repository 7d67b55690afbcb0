import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { articlePlural } from './articlePlural.js';

describe('article_plural', () => {
  it('makes the noun after "a" or "an" singular', () => {
    expect(fixWithRule(articlePlural, 'She is an experts in genetics.')).toBe('She is an expert in genetics.');
    expect(fixWithRule(articlePlural, 'It is a products and a service.')).toBe('It is a product and a service.');
    expect(fixWithRule(articlePlural, 'He found a stories of war.')).toBe('He found a story of war.');
    expect(fixWithRule(articlePlural, 'It was a mistakes because nobody checked.')).toBe('It was a mistake because nobody checked.');
    // with a common adjective between
    expect(fixWithRule(articlePlural, 'They cause a slow movements, and I have a different experiences.')).toBe('They cause a slow movement, and I have a different experience.');
  });
  it('reads past two words that describe the noun', () => {
    expect(fixWithRule(articlePlural, 'It needs a proper interpersonal relations.')).toBe('It needs a proper interpersonal relation.');
    expect(fixWithRule(articlePlural, 'This is a reusable modules, with a variadic functions.')).toBe('This is a reusable module, with a variadic function.');
    // a word of an adjective's ending may be a noun, before a verb ("a signal happens")
    for (const ok of ['When a signal happens, a special variable exists.', 'A schizophrenic falls in love.']) expect(runRule(articlePlural, ok)).toEqual([]);
  });
  it('stays quiet on correct text, plural modifiers and nouns that end in s', () => {
    for (const ok of [
      'It may be the earliest writing, the Vinča signs, though few agree.',
      'She is an expert in genetics.',
      // a noun with no singular: article_plural_only drops the "a" instead
      'I am going to buy a new clothes.',
      'A series of tests and a means of escape.',
      'Works that belong to a commons of creative culture.',
      'In Arc, the a stands for atomic.',
      'He drives a sports car and runs a sales team.',
      'It was a success, a crisis, a virus and a bonus.',
      'We need a news story.',
      // a letter as a label, an option, a format, a suffix, code after a full stop
      'If A exists, AAAA queries become A queries. Use -a options, %a conversions and .a files.',
      'Convert it to a collections.namedtuple or a types.ClassType, and parse a robots.txt file.',
      'It was a great many things.',
    ]) {
      expect(runRule(articlePlural, ok)).toEqual([]);
    }
  });
});
