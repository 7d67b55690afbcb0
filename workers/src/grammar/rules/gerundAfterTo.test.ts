import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { gerundAfterTo } from './gerundAfterTo.js';

describe('gerund_after_to', () => {
  it('puts the verb after a prepositional "to", and after "enjoy" or "avoid", in -ing', () => {
    expect(fixWithRule(gerundAfterTo, 'I look forward to hear from you.')).toBe('I look forward to hearing from you.');
    expect(fixWithRule(gerundAfterTo, 'We are looking forward to meet you.')).toBe('We are looking forward to meeting you.');
    expect(fixWithRule(gerundAfterTo, "I'm used to get up early.")).toBe("I'm used to getting up early.");
    expect(fixWithRule(gerundAfterTo, 'She is not used to drive on the left.')).toBe('She is not used to driving on the left.');
    expect(fixWithRule(gerundAfterTo, 'You will get used to live here.')).toBe('You will get used to living here.');
    expect(fixWithRule(gerundAfterTo, 'I enjoy to swim in the sea.')).toBe('I enjoy swimming in the sea.');
    expect(fixWithRule(gerundAfterTo, 'Would you mind to open the window?')).toBe('Would you mind opening the window?');
    expect(fixWithRule(gerundAfterTo, 'He avoided to answer.')).toBe('He avoided answering.');
    expect(fixWithRule(gerundAfterTo, 'I finished to write my essay.')).toBe('I finished writing my essay.');
    expect(fixWithRule(gerundAfterTo, 'She denied to take the money; I am considering to buy a car.')).toBe('She denied taking the money; I am considering buying a car.');
    expect(fixWithRule(gerundAfterTo, 'He suggested to go home, and I suggest to use it.')).toBe('He suggested going home, and I suggest using it.');
    expect(fixWithRule(gerundAfterTo, 'I spent lot of time to solve the problems.')).toBe('I spent lot of time solving the problems.');
    expect(fixWithRule(gerundAfterTo, 'Do not waste your time to watch TV; we spent hours to find it.')).toBe('Do not waste your time watching TV; we spent hours finding it.');
  });
  it('stays quiet on the infinitive and on passives', () => {
    for (const ok of [
      'I used to live here.',
      'The race was finished to loud applause.',
      'Relative paths should always be avoided to avoid dependencies.',
      'It is thus suggested to create a folder. The site suggested to be the origin. Update Suggests to refer to it.',
      'I suggested to the committee that we wait.',
      'Access was denied to users; he denied to the press that he knew. When considering to what extent it helps, wait.',
      'We used to go there every summer.',
      'The tool is used to cut wood.',
      'They are used to make paper.',
      'It was used to build roads.',
      'He was used to carry messages.',
      'I look forward to it.',
      'I look forward to hearing from you.',
      'She enjoyed to the full.',
      'The money he used to pay rent was mine.',
      'We look forward to work-life balance.',
      'They spent millions to build the stadium.',
      'It takes time to learn.',
      'We spent time together to talk.',
    ]) {
      expect(runRule(gerundAfterTo, ok)).toEqual([]);
    }
  });
});
