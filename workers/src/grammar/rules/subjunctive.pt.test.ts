import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { futureSubjunctivePt } from './subjunctive.pt.js';

const pt = { language: 'pt' };

describe('pt_futuro_subjuntivo', () => {
  it('puts the future subjunctive after "se" and "quando"', () => {
    expect(fixWithRule(futureSubjunctivePt, 'Se eu saber a resposta, te digo.', pt)).toBe('Se eu souber a resposta, te digo.');
    expect(fixWithRule(futureSubjunctivePt, 'Vou viajar quando eu ter tempo.', pt)).toBe('Vou viajar quando eu tiver tempo.');
    expect(fixWithRule(futureSubjunctivePt, 'Se nós fazer isso, vamos ganhar.', pt)).toBe('Se nós fizermos isso, vamos ganhar.');
    expect(fixWithRule(futureSubjunctivePt, 'Assim que eles trazer o bolo, começamos.', pt)).toBe('Assim que eles trouxerem o bolo, começamos.');
    expect(fixWithRule(futureSubjunctivePt, 'Quando você ver o filme, vai gostar.', pt)).toBe('Quando você vir o filme, vai gostar.');
    expect(fixWithRule(futureSubjunctivePt, 'Se ele não poder vir, avise.', pt)).toBe('Se ele não puder vir, avise.');
    expect(runRule(futureSubjunctivePt, 'Se eu ser rico, viajo.', pt)[0]?.message).toBe(
      'A condition or a time about the future takes the future subjunctive: "for", not the infinitive "ser".',
    );
  });
  it('stays quiet on the right mood, the personal infinitive, "vir" and "como se" (whose mood is the imperfect subjunctive)', () => {
    for (const ok of ['Se eu souber a resposta, te digo.', 'Se eu vir o filme, te conto.', 'Isso é para eu ter tempo.', 'Se eu falar alto, ele ouve.', 'Ele age como se eu ter culpa.', 'Antes de eu sair, ligo.']) {
      expect(runRule(futureSubjunctivePt, ok, pt), ok).toEqual([]);
    }
  });
});
