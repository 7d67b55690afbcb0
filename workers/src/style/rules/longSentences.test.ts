import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { longSentences } from './longSentences.js';

const first = 'The committee met on Monday morning to review the budget for the coming year and to hear from the department heads about their plans for the next decade';
const second = 'the members agreed to postpone the final vote until every department had submitted a detailed account of its spending for the last three years.';

describe('long_sentence', () => {
  it('splits a sentence of more than fifty words at the joint nearest its middle', () => {
    const text = `${first}, and ${second}`;
    expect(runRule(longSentences, text)).toHaveLength(1);
    expect(fixWithRule(longSentences, text)).toBe(`${first}. The ${second.slice(4)}`);
  });
  it('works in other languages', () => {
    const es = `${'El comité se reunió el lunes por la mañana para revisar el presupuesto del próximo año y escuchar con atención a los jefes de cada departamento de la ciudad'}, pero ${'los miembros decidieron aplazar la votación final hasta que cada departamento hubiera presentado un informe detallado de sus gastos de los últimos tres años.'}`;
    expect(fixWithRule(longSentences, es, { language: 'es' })).toContain('ciudad. Los miembros');
  });
  it('leaves short sentences and semicolon lists alone', () => {
    expect(runRule(longSentences, 'The committee met on Monday, and the members agreed.')).toEqual([]);
    const list = `We will cut taxes for families; raise pay for teachers and nurses in every state of the union; build roads, bridges and ports in the cities and the countryside; and balance the budget by the end of the decade without raising the burden on working people.`;
    expect(runRule(longSentences, list)).toEqual([]);
  });
});
