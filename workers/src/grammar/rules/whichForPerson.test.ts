import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { whichForPerson } from './whichForPerson.js';

describe('which_for_person', () => {
  it('writes "who" for a person', () => {
    expect(fixWithRule(whichForPerson, 'The man which lives next door is kind.')).toBe('The man who lives next door is kind.');
    expect(fixWithRule(whichForPerson, 'Students which have a laptop can join.')).toBe('Students who have a laptop can join.');
    expect(fixWithRule(whichForPerson, 'He goes out with his friends which are his classmates.')).toBe('He goes out with his friends who are his classmates.');
    expect(fixWithRule(whichForPerson, "There are many people which don't know how to swim, and a boy which didn't.")).toBe("There are many people who don't know how to swim, and a boy who didn't.");
    expect(fixWithRule(whichForPerson, 'The man which I met was kind, and the students which we asked agreed.')).toBe('The man who I met was kind, and the students who we asked agreed.');
  });
  it('stays quiet on "which" as a determiner or after things', () => {
    for (const ok of [
      'He asked the man which way to go.',
      'I told the teacher which book I chose.',
      'I asked the teacher which I should choose.',
      'They will interact with other people which is an important part of growing up.',
      'This may create stress on some students which may even lead to low grades.',
      'The car which stands outside is mine.',
      'The man who lives next door is kind.',
      'Ask the students which of them came.',
      'I met the doctor, which was nice.',
      'It runs on Cloudflare Workers which is on track.',
      'Run it as a separate user which is more secure.',
      "They will talk to other people which doesn't help.",
    ]) {
      expect(runRule(whichForPerson, ok)).toEqual([]);
    }
  });
});
