import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { tooForTo } from './tooForTo.js';

describe('too_for_to', () => {
  it('puts "too" where the adverb is meant', () => {
    expect(fixWithRule(tooForTo, 'Kids spend to much time on screens.')).toBe('Kids spend too much time on screens.');
    expect(fixWithRule(tooForTo, 'We wasted way to many evenings.')).toBe('We wasted way too many evenings.');
    expect(fixWithRule(tooForTo, 'It was to late to call.')).toBe('It was too late to call.');
    expect(fixWithRule(tooForTo, 'The rent is simply to expensive for students.')).toBe('The rent is simply too expensive for students.');
    expect(fixWithRule(tooForTo, 'If the advert looks to pretty, he is being to nice.')).toBe('If the advert looks too pretty, he is being too nice.');
    expect(fixWithRule(tooForTo, "It's to cold.")).toBe("It's too cold.");
    expect(fixWithRule(tooForTo, 'That worries me to much.')).toBe('That worries me too much.');
    expect(fixWithRule(tooForTo, 'It happens all to often.')).toBe('It happens all too often.');
    expect(fixWithRule(tooForTo, 'There are far to many cars.')).toBe('There are far too many cars.');
    expect(fixWithRule(tooForTo, 'You are going out? Can I come to?')).toBe('You are going out? Can I come too?');
    expect(fixWithRule(tooForTo, 'could we go to ?')).toBe('could we go too ?');
  });
  it('stays quiet on the preposition', () => {
    for (const ok of [
      'It is to much acclaim that the play returns.',
      'The vote led to much debate.',
      'The fund gives hope to many.',
      'It applies to much of the coast.',
      'This paves the way to much lower costs.',
      'The appeal was to young voters.',
      'Our only choice is to close.',
      'The aim is to slow down.',
      'She took to many of the local customs.',
      'The costs to many firms rose.',
      'They sailed far to many ports.',
      'They spend too much time online.',
      'Which school can I go to?',
      'Can I go to the party?',
      'Can I come to your house?',
      'Who can I talk to?',
    ]) {
      expect(runRule(tooForTo, ok)).toEqual([]);
    }
  });
});
