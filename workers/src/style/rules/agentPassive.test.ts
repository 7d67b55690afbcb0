import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { agentPassive } from './agentPassive.js';

const words = new Set(['plan', 'board', 'decision', 'committee', 'ball', 'boy', 'mistakes', 'staff', 'survey', 'students', 'school', 'classes', 'bus', 'efforts', 'last', 'week', 'win', 'letter', 'storm', 'roof', 'new', 'old', 'local', 'council', 'house', 'river', 'window']);
const isWord = (w: string): boolean => words.has(w);

describe('passive_with_agent', () => {
  it('puts the doer first, in the same tense', () => {
    expect(fixWithRule(agentPassive, 'The plan was approved by the board.', { isWord })).toBe('The board approved the plan.');
    expect(fixWithRule(agentPassive, 'The decision was made by the committee, not the staff.', { isWord })).toBe('The committee made the decision, not the staff.');
    expect(fixWithRule(agentPassive, 'It rained. The letter was written by Anna Lee.', { isWord })).toBe('It rained. Anna Lee wrote the letter.');
    expect(fixWithRule(agentPassive, 'Mistakes were made by the staff.', { isWord })).toBe('The staff made mistakes.');
    expect(fixWithRule(agentPassive, 'She was seen by them, and the roof was taken by the storm.', { isWord })).toBe('They saw her, and the roof was taken by the storm.');
    expect(fixWithRule(agentPassive, 'The survey was run by students.', { isWord })).toBe('Students ran the survey.');
    expect(fixWithRule(agentPassive, 'The old house was sold by the local council.', { isWord })).toBe('The local council sold the old house.');
  });
  it('explains the rewrite', () => {
    const [f] = runRule(agentPassive, 'The plan was approved by the board.', { isWord });
    expect(f?.message).toBe('"was approved by the board" puts the doer last; the active "The board approved the plan" is more direct.');
    expect(f?.category).toBe('clarity');
  });
  it('leaves "by" of place, means and measure, long subjects and other tenses alone', () => {
    for (const ok of [
      'The house was built by the river.',
      'The letter was sent by post.',
      'The plan was approved by hand.',
      'Costs were reduced by 10% by the board.',
      'The plan is approved by the board.',
      'The plan has been approved by the board.',
      'The plan that we drafted was approved by the board.',
      'The plan was approved by the board and the council.',
      'He said the plan was approved by the board.',
      'The board approved the plan.',
      'The window was broken.',
      'The letter was written by a friend of hers.',
      'The ball was known by the boy.',
      'Classes were taught by Mr. Robinson.',
      'Mr. Smith was seen by the boy.',
      'The letter was sent by bus.',
      'The survey was run by students at a school.',
      'It was dominated by efforts to win.',
      'The plan was approved by the board last week.',
    ]) {
      expect(runRule(agentPassive, ok, { isWord }), ok).toEqual([]);
    }
  });
  it('stays linear on hostile input', () => {
    const t0 = performance.now();
    runRule(agentPassive, 'The plan was approved by the board the board '.repeat(10_000), { isWord });
    runRule(agentPassive, 'was made by '.repeat(30_000), { isWord });
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});
