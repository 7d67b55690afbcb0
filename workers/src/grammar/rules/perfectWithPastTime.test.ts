import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { perfectWithPastTime } from './perfectWithPastTime.js';

describe('perfect_with_past_time', () => {
  it('puts the simple past before a finished time', () => {
    expect(fixWithRule(perfectWithPastTime, 'I have visited Rome last summer.')).toBe('I visited Rome last summer.');
    expect(fixWithRule(perfectWithPastTime, "I have been there last year, and they've been busy yesterday.")).toBe('I was there last year, and they were busy yesterday.');
    expect(fixWithRule(perfectWithPastTime, 'He has been ill last week.')).toBe('He was ill last week.');
    expect(fixWithRule(perfectWithPastTime, 'She has sent me a card two weeks ago, so I know.')).toBe('She sent me a card two weeks ago, so I know.');
    expect(fixWithRule(perfectWithPastTime, "We've bought a car yesterday.")).toBe('We bought a car yesterday.');
    expect(fixWithRule(perfectWithPastTime, 'Last year, I have visited a school in Kyoto.')).toBe('Last year, I visited a school in Kyoto.');
    expect(fixWithRule(perfectWithPastTime, 'It rained. Yesterday we have bought a car.')).toBe('It rained. Yesterday we bought a car.');
    expect(fixWithRule(perfectWithPastTime, 'I have visited London when I was a child.')).toBe('I visited London when I was a child.');
    expect(fixWithRule(perfectWithPastTime, 'We have received your order on Monday.')).toBe('We received your order on Monday.');
    expect(fixWithRule(perfectWithPastTime, 'The law has changed in 2015, and prices rose.')).toBe('The law changed in 2015, and prices rose.');
    expect(fixWithRule(perfectWithPastTime, 'I have seen him yesterday at the station.')).toBe('I saw him yesterday at the station.');
    // a visit
    expect(fixWithRule(perfectWithPastTime, "We have been to Paris last year, and they've been to Rome in 2015.")).toBe('We went to Paris last year, and they went to Rome in 2015.');
  });
  it('stays quiet on unfinished times, other clauses and questions', () => {
    for (const ok of [
      'The house has been sold last year.',
      'I have lived here since last year.',
      'We have decided to meet on Monday.',
      'Sales have risen in 2015 and 2016 alike.',
      'She has worked a lot in the last year.',
      'I have decided that last year was the best.',
      'Have you seen him yesterday?',
      'They have finished it and left last week.',
      "It's visited by many tourists last year.",
      'I visited Rome last summer.',
      'Last year, I visited Rome.',
      'Since last year, I have lived in Rome.',
      'In the last year, we have grown.',
      'Last year, the people have voted.',
      'I have never been so happy as when I was a child.',
      'She has said that when we were young, life was simple.',
    ]) {
      expect(runRule(perfectWithPastTime, ok)).toEqual([]);
    }
  });
});
