import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { futureInTimeClauseEs, subjunctiveOfFuture } from './subjunctive.es.js';

const KNOWN = new Set(['llegue', 'tengas', 'pueda', 'podamos', 'termines', 'sea', 'estén', 'busque', 'coja', 'conozcas', 'distinga', 'vivan', 'comamos', 'vaya']);
const es = { language: 'es', isWord: (w: string) => KNOWN.has(w) };

describe('subjunctiveOfFuture', () => {
  it('builds the present subjunctive from the future', () => {
    expect(['llegaré', 'tendrás', 'podrá', 'podremos', 'terminarás', 'será', 'estarán', 'buscaré', 'cogeré', 'conocerás', 'distinguiré', 'vivirán', 'comeremos', 'iré'].map(subjunctiveOfFuture)).toEqual([
      'llegue', 'tengas', 'pueda', 'podamos', 'termines', 'sea', 'estén', 'busque', 'coja', 'conozcas', 'distinga', 'vivan', 'comamos', 'vaya',
    ]);
    expect(subjunctiveOfFuture('casa')).toBeNull();
  });
});

describe('es_futuro_temporal', () => {
  it('puts the subjunctive in a time clause about the future', () => {
    expect(fixWithRule(futureInTimeClauseEs, 'Cuando llegaré a casa, te llamo.', es)).toBe('Cuando llegue a casa, te llamo.');
    expect(fixWithRule(futureInTimeClauseEs, 'Te llamaré cuando tendrás tiempo.', es)).toBe('Te llamaré cuando tengas tiempo.');
    expect(fixWithRule(futureInTimeClauseEs, 'Esperaremos hasta que terminarás.', es)).toBe('Esperaremos hasta que termines.');
    expect(fixWithRule(futureInTimeClauseEs, 'Iremos, y en cuanto ellos estarán listos, salimos.', es)).toBe('Iremos, y en cuanto ellos estén listos, salimos.');
    expect(runRule(futureInTimeClauseEs, 'Cuando llegaré, te llamo.', es)[0]?.message).toBe(
      'A time clause about the future takes the present subjunctive: "llegue", not the future "llegaré".',
    );
  });
  it('stays quiet on the subjunctive, questions and "cuándo" without its accent', () => {
    for (const ok of [
      'Cuando llegue a casa, te llamo.',
      '¿Cuando llegaré a casa?',
      'No sé cuando llegaré.',
      'Depende de cuando llegarán.',
      'Cuando volveré, no lo sé.',
      'Te llamaré mañana.',
    ]) {
      expect(runRule(futureInTimeClauseEs, ok, es), ok).toEqual([]);
    }
  });
});
