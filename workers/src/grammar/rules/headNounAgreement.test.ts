import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { headNounAgreement } from './headNounAgreement.js';

const words = new Set(['advantage', 'advantages', 'effect', 'effects', 'list', 'lists', 'cost', 'costs', 'report', 'reports', 'use', 'uses', 'price', 'prices', 'owner', 'owners', 'rest', 'rests', 'team', 'teams', 'best', 'bests', 'analysis', 'history', 'histories', 'car', 'cars', 'statistics', 'type', 'types', 'name', 'names', 'company', 'companies', 'blind', 'blinds', 'two', 'twos', 'time', 'times', 'flexibility', 'result', 'finding']);
const isWord = (w: string): boolean => words.has(w);

describe('head_noun_agreement', () => {
  it('makes the verb agree with a singular head before "of" or a relative clause', () => {
    expect(fixWithRule(headNounAgreement, 'The list of items are on the desk.', { isWord })).toBe('The list of items is on the desk.');
    expect(fixWithRule(headNounAgreement, 'Fuel is dear. The cost of the repairs have risen.', { isWord })).toBe('Fuel is dear. The cost of the repairs has risen.');
    expect(fixWithRule(headNounAgreement, "The use of phones in class weren't allowed.", { isWord })).toBe("The use of phones in class wasn't allowed.");
    expect(fixWithRule(headNounAgreement, 'The analysis of the samples were slow.', { isWord })).toBe('The analysis of the samples was slow.');
    // a head that is not counted
    expect(fixWithRule(headNounAgreement, 'The privacy of citizens are violated. The safety of passengers have improved.', { isWord: () => false })).toBe(
      'The privacy of citizens is violated. The safety of passengers has improved.',
    );
    expect(fixWithRule(headNounAgreement, 'The report, which was written by the two of them, have many problems.', { isWord })).toBe(
      'The report, which was written by the two of them, has many problems.',
    );
  });
  it('makes the verb agree with a plural head before "of"', () => {
    expect(fixWithRule(headNounAgreement, 'The advantages of technology outweighs the disadvantages.', { isWord })).toBe('The advantages of technology outweigh the disadvantages.');
    expect(fixWithRule(headNounAgreement, 'The effects of the new law is clear.', { isWord })).toBe('The effects of the new law are clear.');
    expect(fixWithRule(headNounAgreement, 'In my opinion, the advantages of technology outweighs them.', { isWord })).toBe('In my opinion, the advantages of technology outweigh them.');
    expect(fixWithRule(headNounAgreement, 'The results of the experiment shows a clear trend. The findings of this study is new.', { isWord })).toBe(
      'The results of the experiment show a clear trend. The findings of this study are new.',
    );
    expect(fixWithRule(headNounAgreement, 'We tried twice, but the results of the experiment shows no change.', { isWord })).toBe(
      'We tried twice, but the results of the experiment show no change.',
    );
    expect(fixWithRule(headNounAgreement, 'It is late because the cost of the repairs have risen.', { isWord })).toBe('It is late because the cost of the repairs has risen.');
    expect(fixWithRule(headNounAgreement, 'Further research are needed. However, more evidence were found.', { isWord })).toBe('Further research is needed. However, more evidence was found.');
    expect(runRule(headNounAgreement, 'The effects of smoking seems obvious.', { isWord })[0]?.message).toBe('The subject is "the effects", which is plural: "seem".');
    for (const ok of ['The news of his death was sudden.', 'The rest of the class seems happy.', 'The effects of the law that he passed is a question.', 'The analysis of costs is done.', 'The hosts of the TV shows are famous.', 'The point of this is clear.']) {
      expect(runRule(headNounAgreement, ok, { isWord }), ok).toEqual([]);
    }
  });
  it('makes the verb agree with a singular subject that opens the sentence', () => {
    expect(fixWithRule(headNounAgreement, 'Technology have changed the way we live.', { isWord })).toBe('Technology has changed the way we live.');
    expect(fixWithRule(headNounAgreement, 'In my opinion, education are the key.', { isWord })).toBe('In my opinion, education is the key.');
    expect(fixWithRule(headNounAgreement, 'We waited. The car have broken down again.', { isWord })).toBe('We waited. The car has broken down again.');
    expect(fixWithRule(headNounAgreement, "The internet weren't there.", { isWord })).toBe("The internet wasn't there.");
    // a clause that opens after a conjunction with an uncountable noun, not a compound's first word
    expect(fixWithRule(headNounAgreement, 'Many promised, but progress have been slow, because research have shown it.', { isWord })).toBe(
      'Many promised, but progress has been slow, because research has shown it.',
    );
    expect(runRule(headNounAgreement, 'We need food, and water levels have risen.', { isWord })).toEqual([]);
    const [f] = runRule(headNounAgreement, 'Pollution have many causes.', { isWord });
    expect(f?.message).toBe('The subject is "pollution", which is singular: "has".');
  });
  it('explains the head it agreed with', () => {
    const [f] = runRule(headNounAgreement, 'The price of apples are high.', { isWord });
    expect(f?.message).toBe('The subject is "the price", which is singular: "is".');
  });
  it('stays quiet where the head counts or collects, the subject is a list, or a clause intervenes', () => {
    for (const ok of [
      'The list of items is on the desk.',
      'The rest of the students are outside.',
      'The team of nurses are tired.',
      'The best of them are here.',
      'The cost of fuel and the price of food are rising.',
      'The size, the weight, and the colour of the shoes are listed.',
      'The semantics of this call were unclear.',
      'The default of whether discards are enabled is off.',
      'The details of what the problem is seem misleading.',
      'The history of the houses that they built are told elsewhere.',
      'The prices of apples are high.',
      'Some list of items are missing.',
      'He said the list of items are fine.',
      'The report, which the committee wrote, has many problems.',
      'The report, and the two letters, are on file.',
      'The owner of the dogs, Anna, has left.',
      'Science and technology have changed our lives.',
      'Those who lack education have few choices.',
      'Cars have changed our lives.',
      'The company have agreed to the terms.',
      'The blind have their own schools.',
      'The two were friends.',
      'The statistics are clear.',
      'This will have an effect.',
      'The data have been collected.',
      'The name of the type doesn\'t have to be quoted.',
      'The flexibility of the time students are allowed matters.',
      'Technology\nHave you tried it?',
    ]) {
      expect(runRule(headNounAgreement, ok, { isWord }), ok).toEqual([]);
    }
  });
  it('stays linear on hostile input', () => {
    const t0 = performance.now();
    runRule(headNounAgreement, '\n'.repeat(200_000) + 'The list of '.repeat(20_000) + 'The report, which '.repeat(10_000), { isWord });
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});
