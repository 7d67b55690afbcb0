import { describe, expect, it } from 'vitest';
import { strongParticipleSlipsNl } from './strongParticiples.nl.js';

describe('strongParticipleSlipsNl', () => {
  it('maps the weak participle of a strong verb to its participle', () => {
    const slips = strongParticipleSlipsNl(() => false);
    expect(['gekoopt', 'gedrinkt', 'geloopt', 'geschrijfd', 'gegeefd', 'gezwemd', 'begind'].map((w) => slips.get(w))).toEqual([
      'gekocht',
      'gedronken',
      'gelopen',
      'geschreven',
      'gegeven',
      'gezwommen',
      'begonnen',
    ]);
  });
  it('leaves a form the dictionary knows as another word', () => {
    const slips = strongParticipleSlipsNl((w) => w === 'gevecht' || w === 'verkoopt');
    expect(slips.has('gevecht')).toBe(false);
    expect(slips.has('verkoopt')).toBe(false);
  });
});
