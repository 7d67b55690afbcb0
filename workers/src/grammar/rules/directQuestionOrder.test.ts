import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { directQuestionOrder } from './directQuestionOrder.js';

describe('direct_question_order', () => {
  it('puts the verb before the subject of a direct question', () => {
    expect(fixWithRule(directQuestionOrder, 'Why you are late? Where you live?')).toBe('Why are you late? Where do you live?');
    expect(fixWithRule(directQuestionOrder, 'Where he lives now? When you went home?')).toBe('Where does he live now? When did you go home?');
    expect(fixWithRule(directQuestionOrder, 'What means this word?')).toBe('What does this word mean?');
  });
  it('leaves questions in order and clauses that are no question', () => {
    for (const ok of ['Why are you late?', 'Where do you live?', 'Why you are late is clear.', 'I know why you left. Is it?', 'Who you are matters, does it not?', 'What it is, who knows?', 'What does this word mean?', 'When we are told, should we go?', 'When you talk to them, "do you care?"']) {
      expect(runRule(directQuestionOrder, ok), ok).toEqual([]);
    }
  });
});
