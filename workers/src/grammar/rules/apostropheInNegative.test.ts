import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { apostropheInNegative } from './apostropheInNegative.js';

describe('apostrophe_in_negative', () => {
  it('puts the apostrophe back in "cant" and "wont" before a verb', () => {
    expect(fixWithRule(apostropheInNegative, 'She cant come tonight.')).toBe("She can't come tonight.");
    expect(fixWithRule(apostropheInNegative, 'He wont listen to us.')).toBe("He won't listen to us.");
    expect(fixWithRule(apostropheInNegative, 'I cant believe it.')).toBe("I can't believe it.");
    expect(fixWithRule(apostropheInNegative, 'Maria wont be late.')).toBe("Maria won't be late.");
    expect(fixWithRule(apostropheInNegative, 'The printer cant read the file.')).toBe("The printer can't read the file.");
  });
  it('leaves the nouns alone', () => {
    for (const ok of [
      'The cant of the roof is steep.',
      'As was his wont, he rose at dawn.',
      'She spoke in the thieves’ cant of the docks.',
      'It was their wont to walk after dinner.',
      "She can't come tonight.",
      'Political cant annoys me.',
    ]) {
      expect(runRule(apostropheInNegative, ok)).toEqual([]);
    }
  });
});
