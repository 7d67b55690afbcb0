import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pastForParticiple } from './pastForParticiple.js';

describe('past_for_participle', () => {
  it('gives the simple past for a participle without "have"', () => {
    expect(fixWithRule(pastForParticiple, 'I seen her at the bus stop.')).toBe('I saw her at the bus stop.');
    expect(fixWithRule(pastForParticiple, 'Then we done the dishes.')).toBe('Then we did the dishes.');
    expect(fixWithRule(pastForParticiple, 'The roof leaks and I seen better days.')).toBe('The roof leaks and I have seen better days.');
    expect(fixWithRule(pastForParticiple, 'Sure, she seen better days.')).toBe('Sure, she has seen better days.');
    expect(fixWithRule(pastForParticiple, 'Then we seen better seats.')).toBe('Then we saw better seats.');
    expect(fixWithRule(pastForParticiple, 'When he taken the pills, he slept.')).toBe('When he took the pills, he slept.');
    expect(fixWithRule(pastForParticiple, 'Still, many seen it as a duty.')).toBe('Still, many saw it as a duty.');
    expect(fixWithRule(pastForParticiple, 'The kids done it again.')).toBe('The kids did it again.');
    expect(fixWithRule(pastForParticiple, 'We cooked and done it.')).toBe('We cooked and did it.');
    expect(fixWithRule(pastForParticiple, 'We went to the conference, where we seen many talks.')).toBe('We went to the conference, where we saw many talks.');
    expect(fixWithRule(pastForParticiple, 'It rained, although they gone out.')).toBe('It rained, although they went out.');
  });
  it('offers "have" with the participle second', () => {
    expect(runRule(pastForParticiple, 'She seen it.')[0]?.replacements).toEqual(['saw', 'has seen']);
    expect(runRule(pastForParticiple, 'They gone.')[0]?.replacements).toEqual(['went', 'have gone']);
  });
  it('stays quiet where the participle has its auxiliary or is passive', () => {
    for (const ok of ['I saw him yesterday.', 'I have already heard about and seen them.', 'He has gone.', 'They have seen it.', 'The film I had seen was long.', 'He was seen there.', 'I have done it.', 'We known-good parts only.',
      'Has the head of the club seen it?', "I've done it since May.", "Those who've seen it agree.", 'Given it was late, we left.', 'We have all seen it happen.', 'He could of done it.', 'They must done it.', "It's done me good."]) {
      expect(runRule(pastForParticiple, ok)).toEqual([]);
    }
  });
});
