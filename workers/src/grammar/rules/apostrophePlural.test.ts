import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { apostrophePlural } from './apostrophePlural.js';

const words = new Set(['student', 'students', 'teacher', 'teachers', 'company', 'companies', 'box', 'boxes', 'father', 'fathers', 'farmer', 'farmers', 'parent', 'parents', 'bus', 'buses']);
const isWord = (w: string): boolean => words.has(w);

describe('apostrophe_plural', () => {
  it('turns a plural written with an apostrophe into the plural', () => {
    expect(fixWithRule(apostrophePlural, "Many student's should read more books.", { isWord })).toBe('Many students should read more books.');
    expect(fixWithRule(apostrophePlural, "The teacher's are tired by Friday.", { isWord })).toBe('The teachers are tired by Friday.');
    expect(fixWithRule(apostrophePlural, "Small company's have fewer rules.", { isWord })).toBe('Small companies have fewer rules.');
    expect(fixWithRule(apostrophePlural, "The box’s were stacked by the door.", { isWord })).toBe('The boxes were stacked by the door.');
    expect(fixWithRule(apostrophePlural, "Parent's can't always help.", { isWord })).toBe("Parents can't always help.");
    expect(fixWithRule(apostrophePlural, "The bus's will leave at noon.", { isWord })).toBe('The buses will leave at noon.');
  });
  it('stays quiet on possessives, contractions and names', () => {
    for (const ok of [
      "The student's essay was long.",
      "It's been a long week, and let's face it, we are tired.",
      "The father's will was read aloud.",
      "The father's will, and nothing else, decided it.",
      'In the 1990\'s were many changes.',
      "Everyone's are different, he said.",
      "We read Dickens's novels.",
      "Last year's were better.",
      'The students are tired.',
      "My teacher's car will be fixed soon.",
      "She asked whether Morgan's would come.",
      "Storms in St. John's are common.",
    ]) {
      expect(runRule(apostrophePlural, ok, { isWord })).toEqual([]);
    }
  });
});
