import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { intransitivePassive } from './intransitivePassive.js';

describe('intransitive_passive', () => {
  it('turns the passive of a verb without object into the active, keeping the tense', () => {
    expect(fixWithRule(intransitivePassive, 'The accident was happened at night.')).toBe('The accident happened at night.');
    expect(fixWithRule(intransitivePassive, 'Such errors will not be occurred again.')).toBe('Such errors will not occur again.');
    expect(fixWithRule(intransitivePassive, 'The team is consisted of five people.')).toBe('The team consists of five people.');
    expect(fixWithRule(intransitivePassive, 'New problems have been arisen.')).toBe('New problems have arisen.');
    expect(fixWithRule(intransitivePassive, 'Dinosaurs were existed long ago.')).toBe('Dinosaurs existed long ago.');
  });
  it('stays quiet on active forms and true passives', () => {
    for (const ok of ['The accident happened at night.', 'The problem has arisen before.', 'He was delighted and the book was written.', 'It is happening now.']) {
      expect(runRule(intransitivePassive, ok)).toEqual([]);
    }
  });
});
