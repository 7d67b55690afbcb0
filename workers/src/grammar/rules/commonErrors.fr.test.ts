import { describe, expect, it } from 'vitest';
import type { ProseRule } from '../../lint/rule.js';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { commonErrorsFr } from './commonErrors.fr.js';

const ctx = { language: 'fr', register: 'general' as const, isWord: () => true };
const check = (text: string) => resolveOverlaps(commonErrorsFr.flatMap((r: ProseRule) => r.check(text, ctx)));
const fix = (text: string) => applyFixes(text, check(text));

describe('French common errors', () => {
  it.each([
    ["Si j'aurais su, je serais venu plus tôt.", "Si j'avais su, je serais venu plus tôt."],
    ["Même s'il pourrait venir, il resterait chez lui.", "Même s'il pouvait venir, il resterait chez lui."],
    ['Nous partirons, et si vous seriez prêts, nous vous attendrions.', 'Nous partirons, et si vous étiez prêts, nous vous attendrions.'],
    ['Quelque soit le prix, nous achèterons ce tableau.', 'Quel que soit le prix, nous achèterons ce tableau.'],
    ['Il viendra, quelque soit la météo.', 'Il viendra, quelle que soit la météo.'],
    ['Il à mangé toute la tarte.', 'Il a mangé toute la tarte.'],
    ["Il n'y à plus de pain et on à faim.", "Il n'y a plus de pain et on a faim."],
    ['Elle à perdu ses clés.', 'Elle a perdu ses clés.'],
    ['Il a vendu ça maison en mai.', 'Il a vendu sa maison en mai.'],
    ['Sa va mieux depuis hier.', 'Ça va mieux depuis hier.'],
    ['Quand à moi, je reste ici.', 'Quant à moi, je reste ici.'],
    ["Il c'est trompé de porte.", "Il s'est trompé de porte."],
    ['Ils ce sont levés tôt.', 'Ils se sont levés tôt.'],
    ['Il a dit: non.', 'Il a dit\u00a0: non.'],
    ['Vraiment ? Il a dit: non!', 'Vraiment ? Il a dit\u00a0: non\u202f!'],
  ])('%s', (wrong, right) => {
    expect(fix(wrong)).toBe(right);
  });

  it('stays quiet on correct sentences', () => {
    for (const ok of [
      "Si j'avais su, je serais venu.",
      "Je ne sais pas si j'aurais le temps demain.",
      'Il se demande si elle viendrait avec nous.',
      'Quel que soit le résultat, nous serons contents.',
      'Il a mangé une pomme à midi.',
      'Je pense à elle à chaque instant.',
      "C'est elle à qui je parlais.",
      'Il y a à manger pour tout le monde.',
      'Ça va très bien, merci.',
      'Elle aime sa maison et sa famille.',
      'Ça fait longtemps que je ne suis pas venu.',
      'Quand il est arrivé, nous avons mangé.',
      "C'est une belle journée, il fait beau.",
      'Pour elles ce sont des amies.',
      'Vraiment ? Il a dit : non !',
      'Vraiment\u202f? Oui\u00a0: demain.',
      'Vraiment? Oui, demain!',
      'Il arrive à 14:30 demain.',
    ]) {
      expect(check(ok).map((f) => ok.slice(f.start, f.end))).toEqual([]);
    }
  });

  it('leaves "quelque soit" where the gender of the noun is unknown', () => {
    expect(check('Il viendra, quelque soit leur avis.')).toEqual([]);
    expect(check('Il reste, quelque soit son envie.')).toEqual([]);
  });
});
