import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { frequencyAdverbOrder } from './frequencyAdverbOrder.js';

describe('frequency_adverb_order', () => {
  it('puts "always", "never", "usually" and "often" before the verb', () => {
    expect(fixWithRule(frequencyAdverbOrder, 'She goes always to school by bus.')).toBe('She always goes to school by bus.');
    expect(fixWithRule(frequencyAdverbOrder, 'We eat usually the same food, and he reads never the news.')).toBe('We usually eat the same food, and he never reads the news.');
    expect(fixWithRule(frequencyAdverbOrder, 'Use always a signed type.')).toBe('Always use a signed type.');
    expect(fixWithRule(frequencyAdverbOrder, 'I see often my grandmother and call often them.')).toBe('I often see my grandmother and often call them.');
  });
  it('leaves the adverb where it may stand', () => {
    for (const ok of [
      'She always goes to school by bus.',
      'He is always the first to arrive.',
      'They had always a room ready.',
      'Values that change often in size are slow.',
      'The flag appears never to be read.',
      'He displayed his works often in galleries.',
      'I go there sometimes to read.',
      'It was used often, to the point of wear.',
    ]) {
      expect(runRule(frequencyAdverbOrder, ok), ok).toEqual([]);
    }
  });
});
