import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { participleAfterAuxiliary } from './participleAfterAuxiliary.js';

describe('participle_after_auxiliary', () => {
  it('puts the past participle after "be" and "have"', () => {
    expect(fixWithRule(participleAfterAuxiliary, 'Trust must be build from within.')).toBe('Trust must be built from within.');
    expect(fixWithRule(participleAfterAuxiliary, 'The friendship can be maintain online.')).toBe('The friendship can be maintained online.');
    expect(fixWithRule(participleAfterAuxiliary, 'Evidence can be use to prove it, and the rules should be change.')).toBe('Evidence can be used to prove it, and the rules should be changed.');
    for (const ok of ['There will be change.', 'The doors must be open.', 'It would be close to zero.', 'We will be help to them.']) expect(runRule(participleAfterAuxiliary, ok), ok).toEqual([]);
    expect(fixWithRule(participleAfterAuxiliary, 'They have prepare their answer.')).toBe('They have prepared their answer.');
    expect(fixWithRule(participleAfterAuxiliary, 'Millions of users are connect at once.')).toBe('Millions of users are connected at once.');
    expect(fixWithRule(participleAfterAuxiliary, 'The letter was write in 1850.')).toBe('The letter was written in 1850.');
    expect(fixWithRule(participleAfterAuxiliary, 'They have recently decide to move.')).toBe('They have recently decided to move.');
    expect(fixWithRule(participleAfterAuxiliary, 'Trust can be easily build online.')).toBe('Trust can be easily built online.');
    expect(fixWithRule(participleAfterAuxiliary, 'Things they have not learn before.')).toBe('Things they have not learned before.');
  });
  it('reads a verb that is a noun too only when an object follows "have"', () => {
    expect(fixWithRule(participleAfterAuxiliary, 'They have finish the work.')).toBe('They have finished the work.');
    expect(fixWithRule(participleAfterAuxiliary, 'He has recently change his mind.')).toBe('He has recently changed his mind.');
    for (const ok of ['They have a good finish.', 'I have work the next day.', 'We have change for the bus.', 'Is the change complete?']) {
      expect(runRule(participleAfterAuxiliary, ok)).toEqual([]);
    }
  });
  it('stays quiet on correct text, nouns and adjectives', () => {
    for (const ok of [
      'Trust must be built from within.',
      'What they did is reduce the tax, and all we do is ask.',
      'What you do as a seagoing cowboy is deliver supplies.',
      'The first thing you will want to do is make sure it works. That is require that the keys match.',
      'You may have write permission, and there were write errors.',
      'The work is complete, and the parts are separate.',
      'There is mention of it in the minutes.',
      'What matters is work, and the cost is concern for others.',
      'They have to prepare their answer.',
      'We had better leave.',
      'The time has come, and Europe has become whole.',
      'The flags which are not include dirs, and builds that were not make -j safe.',
    ]) {
      expect(runRule(participleAfterAuxiliary, ok)).toEqual([]);
    }
  });
});
