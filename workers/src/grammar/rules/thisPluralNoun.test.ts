import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { thisPluralNoun } from './thisPluralNoun.js';

// nouns with a possessive; "effect", "issue", "reason" and "dog" are verbs too
const nouns = ['effect', 'problem', 'issue', 'way', 'reason', 'dog', 'point', 'day', 'example', 'gas', 'size', 'answer', 'exposure', 'cost', 'result', 'book', 'damage', 'company', 'set', 'wrap'];
const verbForms = ['effected', 'issued', 'reasoned', 'dogged', 'damaged', 'booked', 'resulted', 'costed', 'setting', 'wrapping', 'wrapped'];
const words = new Set([...nouns, ...nouns.map((n) => `${n}'s`), ...nouns.map((n) => `${n}s`), ...verbForms, 'gases', 'innings', 'vary', 'varies', 'means', 'mean']);
const isWord = (w: string): boolean => words.has(w);

describe('this_plural_noun', () => {
  it('makes the determiner plural before a plural noun', () => {
    expect(fixWithRule(thisPluralNoun, 'They may be more vulnerable to this effects.', { isWord })).toBe('They may be more vulnerable to these effects.');
    expect(fixWithRule(thisPluralNoun, 'This problems are serious.', { isWord })).toBe('These problems are serious.');
    expect(fixWithRule(thisPluralNoun, 'We talked about this issues for hours.', { isWord })).toBe('We talked about these issues for hours.');
    expect(fixWithRule(thisPluralNoun, 'For this reasons, I agree with this points.', { isWord })).toBe('For these reasons, I agree with these points.');
    expect(fixWithRule(thisPluralNoun, 'He was afraid of that dogs. This gases are toxic.', { isWord })).toBe('He was afraid of those dogs. These gases are toxic.');
    // opening a clause, before a noun that is no verb
    expect(fixWithRule(thisPluralNoun, 'It hurts fish because this companies use nets.', { isWord })).toBe('It hurts fish because these companies use nets.');
  });
  it('leaves "this" and "that" alone where they are pronouns, conjunctions or before a singular', () => {
    for (const ok of [
      'The size of this varies.',
      'The answer to this varies by region.',
      'Exposure to this damages the liver.',
      'The effect of this effects nothing.',
      'This means that we win.',
      'He said that books are good.',
      'In that books are cheap, we buy them.',
      'Access to this costs money.',
      'This results in errors.',
      'He batted well in this innings.',
      'On this day, people rest.',
      'We read about this series and this news.',
      // a clause opened by "this" and a verb's -s; an acronym
      'This sets the size. This wraps the call. This OS provides it.',
    ]) {
      expect(runRule(thisPluralNoun, ok, { isWord }), ok).toEqual([]);
    }
  });
});
