import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { bareSingularSubject } from './bareSingularSubject.js';

const words = new Set(['students', 'teachers', 'scientists', 'cities', 'families', 'problems']);
const isWord = (w: string): boolean => words.has(w);

describe('bare_singular_subject', () => {
  it('makes plural a counted noun with no article before a plural verb', () => {
    expect(fixWithRule(bareSingularSubject, 'Nowadays student have more freedom.', { isWord })).toBe('Nowadays students have more freedom.');
    expect(fixWithRule(bareSingularSubject, 'Teacher are always busy. Recently, scientist have found a cure.', { isWord })).toBe('Teachers are always busy. Recently, scientists have found a cure.');
    expect(fixWithRule(bareSingularSubject, "I think family don't matter less because city are big.", { isWord })).toBe("I think families don't matter less because cities are big.");
    // before a modal, which shows no number, the noun still cannot stand alone
    expect(fixWithRule(bareSingularSubject, 'In my opinion, student should read more. Teacher must help.', { isWord })).toBe('In my opinion, students should read more. Teachers must help.');
    expect(fixWithRule(bareSingularSubject, 'I believe that student are busy.', { isWord })).toBe('I believe that students are busy.');
  });

  it('leaves a noun with a determiner, two subjects, a compound and a singular verb', () => {
    for (const ok of ['The student have left.', 'My mother and teacher are here.', 'Student loans are high.', 'Teacher training is hard.', 'A student has left.', 'Roads to help solve that problem are costly.', 'A student should read. Student loans should fall. Students can go. School can be stressful.']) {
      expect(runRule(bareSingularSubject, ok, { isWord }), ok).toEqual([]);
    }
  });
});
