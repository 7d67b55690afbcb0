import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { confusedWords } from './confusedWords.js';

describe('misheard idioms', () => {
  it('restores the idiom', () => {
    const fixes: Array<[string, string]> = [
      ['It becomes a viscous cycle for students.', 'It becomes a vicious cycle for students.'],
      ['Phones and driving go hand and hand with danger.', 'Phones and driving go hand in hand with danger.'],
      ['We waited with baited breath.', 'We waited with bated breath.'],
      ['The manager gave them free reign over the budget.', 'The manager gave them free rein over the budget.'],
      ['We must nip it in the butt before it spreads.', 'We must nip it in the bud before it spreads.'],
      ['Here is a sneak peak at the results.', 'Here is a sneak peek at the results.'],
      ['The storm wrecked havoc on the coast.', 'The storm wreaked havoc on the coast.'],
      ['We took their support for granite.', 'We took their support for granted.'],
      ['All of the sudden the lights went out.', 'All of a sudden the lights went out.'],
      ['Please bare in mind the deadline.', 'Please bear in mind the deadline.'],
      ['The essay did not pass mustard.', 'The essay did not pass muster.'],
      ['It peaked their interest.', 'It piqued their interest.'],
      ['The criticism did not phase him.', 'The criticism did not faze him.'],
      ['Without further adieu, the winner.', 'Without further ado, the winner.'],
      ['The building was left in tact.', 'The building was left intact.'],
    ];
    for (const [text, fixed] of fixes) expect(fixWithRule(confusedWords, text)).toBe(fixed);
  });

  it('leaves the words alone where they mean what they say', () => {
    for (const ok of [
      'The tool is built for granite countertops.',
      'He was lacking in tact and patience.',
      'We fixed it with duck tape, and she is the spitting image of her mother.',
      'The climbers reached the peak at noon.',
      'Honey is a viscous liquid.',
      'The bus on Route 9 to the airport is late.',
    ]) {
      expect(runRule(confusedWords, ok)).toEqual([]);
    }
  });
});
