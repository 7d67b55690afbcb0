import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { massNounSubject } from './massNounSubject.js';

describe('mass_noun_subject', () => {
  it('gives the verb -s after an uncountable subject', () => {
    expect(fixWithRule(massNounSubject, 'Technology play an important role in our lives.')).toBe('Technology plays an important role in our lives.');
    expect(fixWithRule(massNounSubject, 'Modern technology help us every day. The internet give us news.')).toBe('Modern technology helps us every day. The internet gives us news.');
    expect(fixWithRule(massNounSubject, 'I think education help people, and it is clear that pollution cause many diseases.')).toBe(
      'I think education helps people, and it is clear that pollution causes many diseases.',
    );
    expect(fixWithRule(massNounSubject, 'Firstly, technology help us to talk. In addition, music make us happy.')).toBe('Firstly, technology helps us to talk. In addition, music makes us happy.');
    expect(fixWithRule(massNounSubject, 'Money do not buy happiness.')).toBe('Money does not buy happiness.');
  });

  it('leaves agreeing verbs, compounds and joined subjects alone', () => {
    for (const ok of [
      'Technology plays an important role.',
      'Technology play areas are fun for children.',
      'Science and art help us understand the world.',
      'Students play a game after school.',
      'Social media make us lonely.',
      'Money matters a lot to them.',
    ]) {
      expect(runRule(massNounSubject, ok)).toEqual([]);
    }
  });
});
