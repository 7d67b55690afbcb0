import { describe, expect, it } from 'vitest';
import { realDictionaries } from '../../../test/realDictionaries.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pluralPronounVerbNl, pluralSubjectVerbNl } from './pluralSubjectVerb.nl.js';

const opts = realDictionaries('nl');

describe('nl_meervoud_onderwerp', () => {
  it('gives a plural subject opening a main clause the plural verb', () => {
    const fixes: Array<[string, string]> = [
      ['De kinderen speelt in de tuin.', 'De kinderen spelen in de tuin.'],
      ['Mijn vrienden komt morgen.', 'Mijn vrienden komen morgen.'],
      ['Deze boeken is erg duur.', 'Deze boeken zijn erg duur.'],
      ['Veel mensen denkt dat het regent.', 'Veel mensen denken dat het regent.'],
      ['Mijn ouders woont in Utrecht en de kinderen leest een boek.', 'Mijn ouders wonen in Utrecht en de kinderen lezen een boek.'],
      // a stem in -t: the vowel before it doubles its consonant, or stays long
      ['De studenten zit in de klas. De mensen eet brood.', 'De studenten zitten in de klas. De mensen eten brood.'],
      ['De oude regels heeft geen zin.', 'De oude regels hebben geen zin.'],
    ];
    for (const [text, fixed] of fixes) expect(fixWithRule(pluralSubjectVerbNl, text, opts('nl')), text).toBe(fixed);
  });

  it('leaves a plural verb, an object opening the clause, a subordinate clause and words that are no verbs', () => {
    for (const ok of [
      'De kinderen spelen buiten, en de bestanden worden verwijderd.',
      'De kinderen ziet hij graag.',
      'De kinderen met hun ouders, de kinderen uit Utrecht.',
      'Ik weet dat de kinderen niet komen.',
      'De kinderen niet, de ouders wel.',
      'Hij heeft de kinderen gebracht.',
    ]) {
      expect(runRule(pluralSubjectVerbNl, ok, opts('nl')), ok).toEqual([]);
    }
  });
});

describe('nl_meervoud_wij', () => {
  it('gives "wij" and "we" the plural verb', () => {
    expect(fixWithRule(pluralPronounVerbNl, 'Wij woont in Utrecht en we gaat morgen weg. Ik denk dat wij hebt gelijk.', opts('nl'))).toBe('Wij wonen in Utrecht en we gaan morgen weg. Ik denk dat wij hebben gelijk.');
  });
  it('leaves the plural, and an object or adverb after the pronoun', () => {
    for (const ok of ['Wij wonen hier. Als we het doen, als we dit zien, als we eens kijken.', 'Jullie hebt gelijk.', 'We waren er. Toen we elkaar zagen.']) {
      expect(runRule(pluralPronounVerbNl, ok, opts('nl')), ok).toEqual([]);
    }
  });
});
