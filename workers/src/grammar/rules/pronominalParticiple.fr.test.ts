import { describe, expect, it } from 'vitest';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { pronominalParticipleFr } from './pronominalParticiple.fr.js';

const ctx = { language: 'fr', register: 'general' as const, isWord: () => true };
const check = (text: string) => resolveOverlaps(pronominalParticipleFr.flatMap((r) => r.check(text, ctx)));
const fix = (text: string) => applyFixes(text, check(text));

describe('fr_participe_pronominal', () => {
  it.each([
    ['Ils se sont parlés hier et elles se sont téléphonées.', 'Ils se sont parlé hier et elles se sont téléphoné.'],
    ["Elle s'est lavée les mains, puis elle s'est cassée la jambe.", "Elle s'est lavé les mains, puis elle s'est cassé la jambe."],
    ['Nous nous sommes parlés.', 'Nous nous sommes parlé.'],
    ["Elle s'est levé à sept heures, et ils se sont couché tard; elles se sont marié en juin.", "Elle s'est levée à sept heures, et ils se sont couchés tard; elles se sont mariées en juin."],
  ])('%s', (wrong, right) => {
    expect(fix(wrong)).toBe(right);
  });
  it('leaves a "se" that is the direct object and participles already right', () => {
    for (const ok of ["Elle s'est levée tôt.", 'Ils se sont vus hier.', 'Ils ne se sont plus revus.', "Elle s'est lavé les mains.", 'Ils se sont souri.', 'Elles se sont lavées.', "Elle s'est habillé la fille.", 'Il s\'est levé tôt.']) {
      expect(check(ok), ok).toEqual([]);
    }
  });
});
