import { describe, expect, it } from 'vitest';
import { ingOf, pastFormsOf, pastParticipleOf, verbBaseOf } from './verbForms.en.js';

describe('English verb forms', () => {
  it('give irregular pasts and participles, and regular ones for the rest', () => {
    expect(pastFormsOf('choose')).toEqual(['chose', 'chosen']);
    expect(pastFormsOf('show')).toEqual(['showed', 'shown']);
    expect(pastFormsOf('study')).toEqual(['studied']);
    expect(pastFormsOf('stop')).toEqual(['stopped']);
    expect(pastParticipleOf('make')).toBe('made');
    expect(pastParticipleOf('do')).toBe('done');
    expect(pastParticipleOf('have')).toBe('had');
  });

  it('never build a past like "cutted" for verbs whose past is the base', () => {
    for (const verb of ['cut', 'put', 'let', 'read', 'cost']) expect(pastFormsOf(verb)).toEqual([verb]);
    expect(ingOf('cut')).toBe('cutting');
    expect(verbBaseOf.has('cutted')).toBe(false);
  });

  it('map inflected forms to their base, leaving out forms that are bases themselves', () => {
    expect(verbBaseOf.get('dealt')).toEqual({ base: 'deal', form: 'past' });
    // both spellings of "travel": British doubles the l, American does not
    expect(['travelling', 'traveling', 'travelled', 'traveled'].map((f) => verbBaseOf.get(f)?.base)).toEqual(['travel', 'travel', 'travel', 'travel']);
    expect(verbBaseOf.get('showed')).toEqual({ base: 'show', form: 'past' });
    expect(verbBaseOf.get('writes')).toEqual({ base: 'write', form: 'third' });
    expect(verbBaseOf.has('found')).toBe(false);
    expect(verbBaseOf.has('cut')).toBe(false);
  });
});
