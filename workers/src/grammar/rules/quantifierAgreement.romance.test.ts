import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { quantifierAgreementEs, quantifierAgreementIt, quantifierAgreementPt } from './quantifierAgreement.romance.js';

describe('es_cuantificador_concordancia, it_quantificatore_accordo and pt_quantificador_concordancia', () => {
  it('gives the word of quantity the gender and number of its noun', () => {
    expect(fixWithRule(quantifierAgreementEs, 'Hay mucho personas y muchas años. Tengo poco amigos.', { language: 'es' })).toBe('Hay muchas personas y muchos años. Tengo pocos amigos.');
    expect(fixWithRule(quantifierAgreementIt, 'Ci sono molto persone e poco libri. Troppi cose, poco case.', { language: 'it' })).toBe('Ci sono molte persone e pochi libri. Troppe cose, poche case.');
    expect(fixWithRule(quantifierAgreementPt, 'Tem muito pessoas e poucas anos.', { language: 'pt' })).toBe('Tem muitas pessoas e poucos anos.');
  });
  it('leaves the adverb before an adjective, and forms that agree', () => {
    expect(runRule(quantifierAgreementEs, 'Son mucho mejores. Muchas personas y pocos días.', { language: 'es' })).toEqual([]);
    expect(runRule(quantifierAgreementIt, 'Sono molto belle. Molte persone e pochi giorni. Poche volte.', { language: 'it' })).toEqual([]);
  });
});
