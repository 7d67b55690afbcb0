import { describe, expect, it } from 'vitest';
import { lintDocument } from './lintDocument.node.js';
import { applyFixes } from './resolveOverlaps.js';

// The common grammar confusions of each language other than English, through the
// whole pipeline (spelling included): each is found and fixed, and a correct sentence
// built on the same words is quiet.

const cases: Array<{ language: string; wrong: string; fixed: string; correct: string }> = [
  {
    language: 'fr',
    wrong: "Si j'aurais su, il à dit qu'il viendrait avec ça voiture.",
    fixed: "Si j'avais su, il a dit qu'il viendrait avec sa voiture.",
    correct: "Si j'avais su, il a dit qu'il viendrait avec sa voiture. Ça va\u202f?",
  },
  {
    language: 'es',
    wrong: 'Haber si vienes, porque ayer hubieron muchos problemas y pienso de que ya he echo bastante.',
    fixed: 'A ver si vienes, porque ayer hubo muchos problemas y pienso que ya he hecho bastante.',
    correct: 'Mañana va a haber una fiesta, y creo que ya he hecho bastante.',
  },
  {
    language: 'fr',
    wrong: "Malgré que la pluie tombe, vous faîtes du bon travail, et après qu'il soit parti, je me rappelle de son nom.",
    fixed: "Bien que la pluie tombe, vous faites du bon travail, et après qu'il est parti, je me rappelle son nom.",
    correct: "Bien que la pluie tombe, vous faites du bon travail, et il faut pallier le manque de temps en termes de personnel.",
  },
  {
    language: 'es',
    wrong: 'Me di cuenta que el perro caminaba detrás mío, y este libro es más mejor.',
    fixed: 'Me di cuenta de que el perro caminaba detrás de mí, y este libro es mejor.',
    correct: 'Me di cuenta de que el perro caminaba detrás de mí, y este libro es mejor.',
  },
  {
    language: 'de',
    wrong: 'Seid 2010 ist mein Bruder größer wie ich, und ich glaube, das er noch wächst.',
    fixed: 'Seit 2010 ist mein Bruder größer als ich, und ich glaube, dass er noch wächst.',
    correct: 'Seit 2010 ist mein Bruder größer als ich, und ihr seid gestern zu Hause geblieben.',
  },
  {
    language: 'pt',
    wrong: 'Fazem dois anos que houveram muitos problemas, e o meu irmão é mas alto que eu.',
    fixed: 'Faz dois anos que houve muitos problemas, e o meu irmão é mais alto que eu.',
    correct: 'Faz dois anos que houve muitos problemas, mas o meu irmão é mais alto que eu.',
  },
  {
    language: 'it',
    wrong: "Ieri ho visto un'altro film e lui a detto che e' bello.",
    fixed: 'Ieri ho visto un altro film e lui ha detto che è bello.',
    correct: "Ieri ho visto un altro film e lui ha detto che è bello. Qual è il problema?",
  },
  {
    language: 'nl',
    wrong: 'Hun hebben gezegd dat hij groter is als ik, en hij word morgen dertig.',
    fixed: 'Zij hebben gezegd dat hij groter is dan ik, en hij wordt morgen dertig.',
    correct: 'Zij hebben gezegd dat hij groter is dan ik, en hij wordt morgen dertig.',
  },
];

describe.each(cases)('common grammar errors ($language)', ({ language, wrong, fixed, correct }) => {
  const opts = { language, register: 'general' as const, styleEnabled: true };
  it('finds them and the fixes give the intended sentence', async () => {
    const r = await lintDocument(wrong, opts);
    expect(r.findings.every((f) => f.category === 'grammar')).toBe(true);
    expect(applyFixes(wrong, r.findings)).toBe(fixed);
  }, 180_000);
  it('stays quiet on the correct sentence', async () => {
    const r = await lintDocument(correct, opts);
    expect(r.issues.map((i) => i.original.text)).toEqual([]);
  }, 180_000);
});
