import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { thirdPersonVerb } from './thirdPersonVerb.js';

describe('third_person_verb', () => {
  it('adds the -s after he, she or it', () => {
    expect(fixWithRule(thirdPersonVerb, 'Social media is useful as it connect you with your family.')).toBe('Social media is useful as it connects you with your family.');
    expect(fixWithRule(thirdPersonVerb, 'He go to school every day.')).toBe('He goes to school every day.');
    expect(fixWithRule(thirdPersonVerb, 'He go to school yesterday, and she lead the team last year. In 2010 she move to Paris.')).toBe('He went to school yesterday, and she led the team last year. In 2010 she moved to Paris.');
    expect(fixWithRule(thirdPersonVerb, 'The drug is cheap, and it affect many people.')).toBe('The drug is cheap, and it affects many people.');
    expect(fixWithRule(thirdPersonVerb, 'I believe it make us lonely, and I think it need work.')).toBe('I believe it makes us lonely, and I think it needs work.');
    expect(fixWithRule(thirdPersonVerb, 'She study law.')).toBe('She studies law.');
    expect(fixWithRule(thirdPersonVerb, 'Soon everyone know the secret.')).toBe('Soon everyone knows the secret.');
    expect(fixWithRule(thirdPersonVerb, 'The problem is that it reduce our sleep.')).toBe('The problem is that it reduces our sleep.');
    expect(fixWithRule(thirdPersonVerb, 'She also need more time.')).toBe('She also needs more time.');
    expect(fixWithRule(thirdPersonVerb, 'He never listen to advice.')).toBe('He never listens to advice.');
  });
  it('leaves infinitives, questions and objects alone', () => {
    for (const ok of ['He goes home.', 'Does he go home?', 'We let it go.', 'I saw her leave.', 'He can go now.', 'They want it fixed.', 'To make it work takes time.', 'They insisted that he leave.', 'We request that it warn about extra files.', 'It is vital that she receive care.', 'Let everyone know.', 'Call it like you mean it.', 'You can use it like this.', 'Make it work first.', 'Does she also need help?', 'Let it just go.', 'In daily life, having it happen to a student helps him.', 'We walked tot he end of the road.', 'It can be an array, but it need not be.']) {
      expect(runRule(thirdPersonVerb, ok)).toEqual([]);
    }
  });
});
