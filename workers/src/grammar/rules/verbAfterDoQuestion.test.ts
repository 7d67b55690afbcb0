import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { verbAfterDoQuestion } from './verbAfterDoQuestion.js';

describe('verb_after_do_question', () => {
  it('makes the verb after a question\'s "do" bare', () => {
    expect(fixWithRule(verbAfterDoQuestion, 'Does he goes to work by bus?')).toBe('Does he go to work by bus?');
    expect(fixWithRule(verbAfterDoQuestion, 'Who did you gave the book to?')).toBe('Who did you give the book to?');
    expect(fixWithRule(verbAfterDoQuestion, 'Why did they left so early?')).toBe('Why did they leave so early?');
    expect(fixWithRule(verbAfterDoQuestion, "Doesn't she likes tea?")).toBe("Doesn't she like tea?");
    expect(fixWithRule(verbAfterDoQuestion, 'How many books did you bought?')).toBe('How many books did you buy?');
    expect(fixWithRule(verbAfterDoQuestion, 'So, did it worked?')).toBe('So, did it work?');
  });
  it('stays quiet on right questions and on "do" as a main verb', () => {
    for (const ok of [
      'Does he go to work by bus?',
      'Did you read it?',
      'What we did it seems nobody noticed.',
      'They did it made sense.',
      'The work he did he enjoyed.',
      'Did you put it back?',
      'Do they know?',
      'Did you keep going?',
    ]) {
      expect(runRule(verbAfterDoQuestion, ok)).toEqual([]);
    }
  });
});
