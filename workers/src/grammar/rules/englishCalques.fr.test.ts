import { describe, expect, it } from 'vitest';
import type { ProseRule } from '../../lint/rule.js';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { englishCalquesFr } from './englishCalques.fr.js';

const ctx = { language: 'fr', register: 'general' as const, isWord: () => true };
const check = (text: string) => resolveOverlaps(englishCalquesFr.flatMap((r: ProseRule) => r.check(text, ctx)));
const fix = (text: string) => applyFixes(text, check(text));

describe('French built on English patterns', () => {
  it.each([
    ['Il est un médecin. Elle est une professeur à Lyon.', 'Il est médecin. Elle est professeur à Lyon.'],
    ['Je suis très faim et tu es raison.', "J'ai très faim et tu as raison."],
    ['Ils sont peur du noir.', 'Ils ont peur du noir.'],
    ['Il joue le piano, elle joue la guitare, je joue l’accordéon et nous jouons le football.', 'Il joue du piano, elle joue de la guitare, je joue de l’accordéon et nous jouons au football.'],
    ["J'attends pour le bus et il attendait pour sa sœur.", "J'attends le bus et il attendait sa sœur."],
    ["Je suis allé à la France, puis je vais au Espagne et j'habite à l'Italie.", "Je suis allé en France, puis je vais en Espagne et j'habite en Italie."],
  ])('%s', (wrong, right) => {
    expect(fix(wrong)).toBe(right);
  });

  it('stays quiet on the right forms', () => {
    for (const ok of [
      "C'est un médecin très connu. Il est médecin. Il est un médecin très connu.",
      "J'ai faim. La faim est grande. Il est peureux.",
      'Il joue le rôle principal et joue du piano.',
      "J'attends pour voir. Un paquet est attendu pour le 5 mai.",
      'Il a donné beaucoup à la France. Je vais en France.',
    ]) {
      expect(check(ok).map((f) => ok.slice(f.start, f.end)), ok).toEqual([]);
    }
  });
});
