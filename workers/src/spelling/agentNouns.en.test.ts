import nspell from 'nspell';
import dictionary from 'dictionary-en';
import { describe, expect, it } from 'vitest';
import { isAgentNoun } from './agentNouns.en.js';

const hunspell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
const isWord = (w: string) => hunspell.correct(w);

describe('isAgentNoun', () => {
  it('takes the -er nouns of verbs the dictionary lacks', () => {
    for (const w of ['shapers', 'screeners', 'responders', 'screener']) {
      expect(hunspell.correct(w), w).toBe(false);
      expect(isAgentNoun(w, isWord), w).toBe(true);
    }
  });
  it('leaves misspellings that only look like them', () => {
    for (const w of ['lawers', 'runer', 'carrer', 'metter', 'interpretter', 'failer', 'siter', 'theer', 'singerr', 'professer', 'processers', 'visiter', 'calculater', 'compresser']) {
      expect(isAgentNoun(w, isWord), w).toBe(false);
    }
  });
});
