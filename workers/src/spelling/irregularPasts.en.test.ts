import { describe, expect, it } from 'vitest';
import { irregularCommonVerbs, moreIrregularVerbsEn, overRegularisedPastsEn, regularPastsOf } from './irregularPasts.en.js';

describe('over-regularised pasts', () => {
  it('maps a regular ending on an irregular verb to its past, then its participle', () => {
    const cases: Record<string, string[]> = {
      choosed: ['chose', 'chosen'], writed: ['wrote', 'written'], runned: ['ran', 'run'], goed: ['went', 'gone'], comed: ['came', 'come'],
      thinked: ['thought'], teached: ['taught'], buyed: ['bought'], bringed: ['brought'], falled: ['fell', 'fallen'], finded: ['found'],
      catched: ['caught'], flyed: ['flew', 'flown'], cutted: ['cut'], doed: ['did', 'done'], chosed: ['chose', 'chosen'], broughted: ['brought'],
    };
    for (const [typed, forms] of Object.entries(cases)) expect(overRegularisedPastsEn.get(typed), typed).toEqual(forms);
  });
  it('maps the ending put on a participle to the participle first', () => {
    const cases: Record<string, string[]> = { borned: ['born', 'bore'], takened: ['taken', 'took'], writtened: ['written', 'wrote'] };
    for (const [typed, forms] of Object.entries(cases)) expect(overRegularisedPastsEn.get(typed), typed).toEqual(forms);
  });
  it('leaves regular verbs alone', () => {
    for (const typed of ['walked', 'played', 'stopped', 'decided', 'studied']) expect(overRegularisedPastsEn.has(typed), typed).toBe(false);
  });
  it('spells the regular endings a writer would put on a verb', () => {
    expect(regularPastsOf('choose')).toEqual(['choosed']);
    expect(regularPastsOf('buy')).toEqual(['buyed']);
    expect(regularPastsOf('fly')).toEqual(['flyed', 'flied']);
    expect(regularPastsOf('swim')).toEqual(['swimed', 'swimmed']);
    expect(regularPastsOf('think')).toEqual(['thinked']);
  });
  it('adds only verbs the grammar table does not already give irregular forms', () => {
    const known = irregularCommonVerbs();
    expect(known.get('write')).toEqual(['wrote', 'written']);
    expect(known.get('do')).toEqual(['did', 'done']);
    expect(known.get('cut')).toEqual(['cut']);
    expect(known.has('play')).toBe(false);
    expect(moreIrregularVerbsEn.map((line) => line.split(' ')[0]).filter((verb) => known.has(verb!))).toEqual([]);
  });
});
