import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { objectPronounAfterVerb } from './objectPronounAfterVerb.js';

describe('object_pronoun_after_verb', () => {
  it('gives the object form to the pronoun a verb asks or helps to do something', () => {
    expect(fixWithRule(objectPronounAfterVerb, 'Knowledge helps they to understand. The teacher asked he to leave.')).toBe(
      'Knowledge helps them to understand. The teacher asked him to leave.',
    );
    expect(fixWithRule(objectPronounAfterVerb, 'My parents want I to study, and it allows we to travel.')).toBe('My parents want me to study, and it allows us to travel.');
  });
  it('leaves object pronouns, and subject pronouns that open a clause', () => {
    for (const ok of ['It helps them to understand.', 'She asked him to leave.', 'When we asked, they said no.', 'I want to go, and he wants to stay.', 'They told us they wanted to go.']) {
      expect(runRule(objectPronounAfterVerb, ok), ok).toEqual([]);
    }
  });
});
