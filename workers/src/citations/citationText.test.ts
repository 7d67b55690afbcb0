import { describe, expect, it } from 'vitest';
import { keepNameParticles } from './citationText.js';

describe('name particles in titles', () => {
  it('marks the particles between the parts of a name, and no English word before a name', () => {
    expect(keepNameParticles('Mies van der Rohe and Leonardo da Vinci')).toBe(
      'Mies <span class="nocase">van</span> <span class="nocase">der</span> Rohe and Leonardo <span class="nocase">da</span> Vinci',
    );
    expect(keepNameParticles('Why do Americans vote? Ten Britons abroad')).toBe('Why do Americans vote? Ten Britons abroad');
    expect(keepNameParticles('de la Hoya in the ring')).toBe('de la Hoya in the ring');
  });
  it('stays linear on hostile input of 200,000 characters', () => {
    const started = performance.now();
    keepNameParticles('AAAA'.repeat(50_000));
    keepNameParticles('Aa de '.repeat(33_000));
    keepNameParticles('(Aa Bb '.repeat(28_000));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
