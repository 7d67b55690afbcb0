import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { itsContraction } from './itsContraction.js';

describe('its_contraction', () => {
  it('turns "its" into "it\'s" before what cannot follow a possessive', () => {
    expect(fixWithRule(itsContraction, 'Its important that we vote.')).toBe("It's important that we vote.");
    expect(fixWithRule(itsContraction, "Like its crazy that people text, and voters think its unfair.")).toBe("Like it's crazy that people text, and voters think it's unfair.");
    expect(fixWithRule(itsContraction, 'Its recommended to set a limit.')).toBe("It's recommended to set a limit.");
    expect(fixWithRule(itsContraction, 'Its rightly said, life is short, and its clearly wrong.')).toBe("It's rightly said, life is short, and it's clearly wrong.");
    expect(fixWithRule(itsContraction, 'Its a pity the shop shut.')).toBe("It's a pity the shop shut.");
    expect(fixWithRule(itsContraction, 'I hope its been worth the wait.')).toBe("I hope it's been worth the wait.");
    expect(fixWithRule(itsContraction, 'Its hard to say no.')).toBe("It's hard to say no.");
    expect(fixWithRule(itsContraction, 'Its time to pack up.')).toBe("It's time to pack up.");
    expect(fixWithRule(itsContraction, 'Sadly its not over.')).toBe("Sadly it's not over.");
    expect(fixWithRule(itsContraction, 'Its so cold.')).toBe("It's so cold.");
  });
  it('stays quiet on the possessive', () => {
    for (const ok of [
      'Its colour faded.',
      'The club raised its fees.',
      'Its important role was plain.',
      'Its hard shell keeps it safe.',
      'The tune is loved for its clear and simple line.',
      'The firm did its best to help.',
      'By its very nature, the task is slow.',
      'Its time in office was short.',
      'The council spent its time to good effect.',
      'Its so-called reforms failed.',
      'The house is known for its quite large garden.',
      'The firm sells its widely known brand and its newly built homes.',
      'Its very core was rotten.',
      'Its going rate is fair.',
      "It's important that we vote.",
    ]) {
      expect(runRule(itsContraction, ok)).toEqual([]);
    }
  });
});
