import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { nounNumber } from './nounNumber.js';

describe('noun_number', () => {
  it('writes uncountable nouns in the singular', () => {
    expect(fixWithRule(nounNumber, 'She gave us many useful informations and advices.')).toBe('She gave us much useful information and advice.');
    expect(fixWithRule(nounNumber, 'Softwares like these help.')).toBe('Software like these help.');
    expect(fixWithRule(nounNumber, 'The informations are useful, and our homeworks were hard.')).toBe('The information is useful, and our homework was hard.');
    expect(fixWithRule(nounNumber, 'These equipments have broken, and she gave us many advices.')).toBe('This equipment has broken, and she gave us much advice.');
  });
  it('drops the article before a noun that is never counted', () => {
    expect(fixWithRule(nounNumber, 'He gave me an useful advice. A good advice is rare.')).toBe('He gave me useful advice. Good advice is rare.');
    expect(fixWithRule(nounNumber, 'I bought a software that helps, and a new furniture for the room.')).toBe('I bought software that helps, and new furniture for the room.');
  });
  it('counts no money: "much" and "little" for "many" and "few"', () => {
    expect(fixWithRule(nounNumber, 'How many money do you have? We made few progress, and a few money is left.')).toBe('How much money do you have? We made little progress, and a little money is left.');
  });
  it('stays quiet on correct text', () => {
    for (const ok of ['She gave us useful information.', 'The findings evidences nothing.', 'She is a software engineer at an information desk.', 'He has a good knowledge of French.', "It was a doctor's advice.", 'A piece of advice helps.', 'Many money problems have few water solutions.', 'How much money do you have?']) {
      expect(runRule(nounNumber, ok)).toEqual([]);
    }
  });
});
