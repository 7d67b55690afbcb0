import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { willInIfClause } from './willInIfClause.js';

describe('will_in_if_clause', () => {
  it('puts the present in the "if" clause of a future condition', () => {
    expect(fixWithRule(willInIfClause, 'If I will see him, I will tell him.')).toBe('If I see him, I will tell him.');
    expect(fixWithRule(willInIfClause, 'If she will come early, we can start at nine.')).toBe('If she comes early, we can start at nine.');
    expect(fixWithRule(willInIfClause, 'It is late. If they will miss the bus, they’ll walk.')).toBe('It is late. If they miss the bus, they’ll walk.');
    expect(fixWithRule(willInIfClause, 'If he will be late, call me.')).toBe('If he is late, call me.');
    expect(fixWithRule(willInIfClause, 'But if we will have time tomorrow, the kids can swim.')).toBe('But if we have time tomorrow, the kids can swim.');
    expect(fixWithRule(willInIfClause, 'We may, if I will get the job, move to Leeds.')).toBe('We may, if I get the job, move to Leeds.');
    expect(fixWithRule(willInIfClause, 'When I will arrive, I will call you.')).toBe('When I arrive, I will call you.');
    expect(fixWithRule(willInIfClause, 'As soon as she will finish, we can leave.')).toBe('As soon as she finishes, we can leave.');
    expect(fixWithRule(willInIfClause, 'If it will rain, we will stay at home.')).toBe('If it rains, we will stay at home.');
  });
  it('does so after a main clause about the future', () => {
    expect(fixWithRule(willInIfClause, 'I will call you when I will arrive.')).toBe('I will call you when I arrive.');
    expect(fixWithRule(willInIfClause, "I'll wait until he will finish, and we will leave as soon as we will finish the work.")).toBe(
      "I'll wait until he finishes, and we will leave as soon as we finish the work.",
    );
    for (const ok of ['I will tell you when I will arrive.', 'Nobody knows when they will come.', "I'll let you know when we will meet.", 'I wonder if he will come.']) {
      expect(runRule(willInIfClause, ok), ok).toEqual([]);
    }
  });
  it('stays quiet on willingness, "whether" and clauses without a future main clause', () => {
    for (const ok of [
      'If you will excuse me, I will leave now.',
      'If it will help, I can stay.',
      'If it will be useful, I can send it.',
      'If he will not listen, we will stop.',
      'If I see him, I will tell him.',
      'I wonder if he will come.',
      'Ask him if he will come, then call me.',
      'If they will pay more, that is their choice.',
      'If she will be there is not clear.',
      'Tell me if they will arrive before noon.',
      'If he will agree to it remains to be seen, they said.',
    ]) {
      expect(runRule(willInIfClause, ok)).toEqual([]);
    }
    for (const ok of ["I don't know when I will arrive, but I will call.", 'When will you arrive? I will call.', 'When I arrive, I will call you.']) {
      expect(runRule(willInIfClause, ok)).toEqual([]);
    }
  });
});
