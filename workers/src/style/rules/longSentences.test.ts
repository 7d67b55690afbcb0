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
  it('cuts an English sentence only where a clause follows, never leaving a fragment', () => {
    const where = `The Adventure and Adventure 02 series are the two television shows that most fans of the franchise remember from their childhood in the late nineties, and where the game merchandise based on the actual card game first appeared in the shops of Japan and later in the rest of Asia and in Europe.`;
    expect(runRule(longSentences, where)).toEqual([]);
    const noun = `The city holds the mosque of the prophet Saleh, a site that pilgrims of several faiths have visited for many centuries on their long way to the coast, and the Church of Saint George in Lod with its old crypt, its painted icons and the tomb of the saint that draws crowds every spring.`;
    expect(runRule(longSentences, noun)).toEqual([]);
    const adverb = `The case was first filed many years ago in a small court near the beach where the family of the builder had lived for three generations, and apparently was mired in controversy for a decade because of the lawyers who argued over every clause of the old contract in the papers.`;
    expect(runRule(longSentences, adverb)).toEqual([]);
    const notJust = `The war was lost in the end because not just the local lords and the knights who served them in their castles across the whole of the north, but all the people of that nation were tired of paying for a king who had never once won a battle on his own.`;
    expect(runRule(longSentences, notJust)).toEqual([]);
    // a later joint that opens a clause is taken instead
    const later = `The food chain seldom goes higher than five or six levels in the wild, and may go only as high as three levels in a cold lake or a desert, but the reasons for that limit are still debated by ecologists who study how energy is lost at each level of the chain in every habitat.`;
    expect(fixWithRule(longSentences, later)).toContain('desert. The reasons for that limit');
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
