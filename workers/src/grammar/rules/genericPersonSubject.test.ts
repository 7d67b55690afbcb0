import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { genericPersonSubject } from './genericPersonSubject.js';

const isWord = (w: string): boolean => ['scientists', 'experts', 'parents', 'teachers', 'doctors'].includes(w);

describe('generic_person_subject', () => {
  it('makes a bare singular person noun that opens a sentence plural', () => {
    expect(fixWithRule(genericPersonSubject, 'Scientist agree that it is real. Expert say so.', { isWord })).toBe('Scientists agree that it is real. Experts say so.');
    expect(fixWithRule(genericPersonSubject, 'Parent often need support.', { isWord })).toBe('Parents often need support.');
  });
  it('leaves headings, names, determiners and singular verbs alone', () => {
    for (const ok of ['Teacher Training starts now.', 'Doctor Who says hi.', 'The scientist agrees.', 'A teacher says so.', 'Scientist says it is real.', 'Scientists agree.']) {
      expect(runRule(genericPersonSubject, ok, { isWord }), ok).toEqual([]);
    }
  });
});
