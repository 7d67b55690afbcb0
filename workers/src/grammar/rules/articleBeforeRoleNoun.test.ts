import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { articleBeforeRoleNoun } from './articleBeforeRoleNoun.js';

describe('article_before_role_noun', () => {
  it('puts "a" or "an" before one of many', () => {
    expect(fixWithRule(articleBeforeRoleNoun, 'When I was freshman at university, I met her. She works as nurse.')).toBe(
      'When I was a freshman at university, I met her. She works as a nurse.',
    );
    expect(fixWithRule(articleBeforeRoleNoun, "I'm engineer, and he is doctor.")).toBe("I'm an engineer, and he is a doctor.");
    expect(fixWithRule(articleBeforeRoleNoun, 'My sister is nurse in a hospital, and she is very good cook.')).toBe('My sister is a nurse in a hospital, and she is a very good cook.');
    expect(fixWithRule(articleBeforeRoleNoun, 'He is excellent teacher.')).toBe('He is an excellent teacher.');
    expect(fixWithRule(articleBeforeRoleNoun, 'He is very good person, and she is good friend of mine.')).toBe('He is a very good person, and she is a good friend of mine.');
  });
  it('leaves offices held by one, compounds, names and nouns with an article', () => {
    for (const ok of ['He is man enough to admit it.', 'She is a friend; he is the best player.', 'He was elected president.', 'I am student council treasurer.', 'He is Doctor Who.', 'I am a student.', 'She is the teacher.', 'He became captain.', 'My sister is a very good cook.', 'My father is student council treasurer.', 'She is so good a cook.']) {
      expect(runRule(articleBeforeRoleNoun, ok), ok).toEqual([]);
    }
  });
});
