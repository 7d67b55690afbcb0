import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { embeddedQuestionOrder } from './embeddedQuestionOrder.js';

describe('embedded_question_order', () => {
  it('puts a question inside a sentence in the order of a statement', () => {
    expect(fixWithRule(embeddedQuestionOrder, "I don't know what should I do. Tell me where can I find it.")).toBe("I don't know what I should do. Tell me where I can find it.");
    expect(runRule(embeddedQuestionOrder, 'I asked, what should I do? I know what I should do.')).toEqual([]);
    expect(fixWithRule(embeddedQuestionOrder, 'Do you know where is the station?')).toBe('Do you know where the station is?');
    expect(fixWithRule(embeddedQuestionOrder, 'Can you tell me what time is it?')).toBe('Can you tell me what time it is?');
    expect(fixWithRule(embeddedQuestionOrder, 'I wonder how old is your brother.')).toBe('I wonder how old your brother is.');
    // without the "do" of a direct question
    expect(fixWithRule(embeddedQuestionOrder, 'He asked me where do I live.')).toBe('He asked me where I live.');
    expect(fixWithRule(embeddedQuestionOrder, 'Can you tell me why did he leave?')).toBe('Can you tell me why he left?');
    expect(fixWithRule(embeddedQuestionOrder, 'I wonder how much does it cost.')).toBe('I wonder how much it costs.');
    expect(fixWithRule(embeddedQuestionOrder, 'I would like to know if do you have a room. I asked whether does it cost much.')).toBe(
      'I would like to know if you have a room. I asked whether it costs much.',
    );
    expect(fixWithRule(embeddedQuestionOrder, 'I have no idea when is the exam, so I waited.')).toBe('I have no idea when the exam is, so I waited.');
    expect(fixWithRule(embeddedQuestionOrder, 'Nobody knew where were they.')).toBe('Nobody knew where they were.');
    expect(fixWithRule(embeddedQuestionOrder, 'I asked her where are you going.')).toBe('I asked her where you are going.');
    expect(fixWithRule(embeddedQuestionOrder, 'Please tell us where is the main entrance.')).toBe('Please tell us where the main entrance is.');
    expect(fixWithRule(embeddedQuestionOrder, "I don't know what is his name.")).toBe("I don't know what his name is.");
    expect(runRule(embeddedQuestionOrder, 'I know where is the station.')[0]?.message).toBe('A question inside a sentence takes the order of a statement: "where the station is".');
  });
  it('stays quiet on statements, subject questions and longer clauses', () => {
    for (const ok of [
      'Do you know where the station is?',
      'Where is the station?',
      'I know who is the best.',
      'Tell me what is the problem with it.',
      'I know what is the problem.',
      'I know what is my duty to you.',
      'I wonder what is his going to do.',
      'I know where is the best place to eat in town.',
      'I wonder where is the station now.',
      'I have no idea why was the train late.',
      'I know how it is.',
      'She asked how is it possible.',
      'They asked, "When is the train?"',
      'I know where the station is, and when the train leaves.',
      'They asked, "Why do you care?" I know what do means, and what they do.',
    ]) {
      expect(runRule(embeddedQuestionOrder, ok), ok).toEqual([]);
    }
  });
  it('stays linear on hostile input', () => {
    const text = 'I know where is the '.repeat(5000) + 'I know why do we '.repeat(5000);
    const t = performance.now();
    runRule(embeddedQuestionOrder, text);
    expect(performance.now() - t).toBeLessThan(500);
  });
});
