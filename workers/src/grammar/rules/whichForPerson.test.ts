import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { whichForPerson } from './whichForPerson.js';

describe('which_for_person', () => {
  it('writes "who" for a person', () => {
    expect(fixWithRule(whichForPerson, 'The man which lives next door is kind.')).toBe('The man who lives next door is kind.');
    expect(fixWithRule(whichForPerson, 'Students which have a laptop can join.')).toBe('Students who have a laptop can join.');
    expect(fixWithRule(whichForPerson, 'He goes out with his friends which are his classmates.')).toBe('He goes out with his friends who are his classmates.');
  });
  it('stays quiet on "which" as a determiner or after things', () => {
    for (const ok of [
      'He asked the man which way to go.',
      'I told the teacher which book I chose.',
      'The car which stands outside is mine.',
      'The man who lives next door is kind.',
      'Ask the students which of them came.',
      'I met the doctor, which was nice.',
      'It runs on Cloudflare Workers which is on track.',
      'Run it as a separate user which is more secure.',
    ]) {
      expect(runRule(whichForPerson, ok)).toEqual([]);
    }
  });
});
