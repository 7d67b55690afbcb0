import { describe, expect, it } from 'vitest';
import { replacementCandidates, replacementRules, silentConsonantFixesPt } from './replacements.js';

describe('replacementRules', () => {
  it('reads REP lines with spaces, anchors and comments, and skips the count line', () => {
    const aff = ['REP 4', 'REP ss ß', 'REP ^bonvivant bon_vivant', "REP a's$ a\t# centra's=>centra", 'REP kju cue  # barbekju'].join('\n');
    expect(replacementRules(aff)).toEqual([
      { from: 'ss', to: 'ß', atStart: false, atEnd: false },
      { from: 'bonvivant', to: 'bon vivant', atStart: true, atEnd: false },
      { from: "a's", to: 'a', atStart: false, atEnd: true },
      { from: 'kju', to: 'cue', atStart: false, atEnd: false },
    ]);
  });
});

describe('replacementCandidates', () => {
  const rules = replacementRules(['REP ss ß', "REP a's$ a", 'REP ^ad ad_'].join('\n'));
  it('replaces every occurrence of a free rule, one at a time', () => {
    expect(replacementCandidates('strasse', rules)).toEqual(['straße']);
    expect(replacementCandidates('massstab', rules)).toEqual(['maßstab', 'masßtab']);
  });
  it('applies an anchored rule only at its end of the word', () => {
    expect(replacementCandidates("centra's", rules)).toEqual(['centra']);
    expect(replacementCandidates("a'sb", rules)).toEqual([]);
    expect(replacementCandidates('adrem', rules)).toEqual(['ad rem']);
    expect(replacementCandidates('nomad', rules)).toEqual([]);
  });
});

describe('silentConsonantFixesPt', () => {
  it('drops one c or p before c, ç or t at a time, and nothing else', () => {
    expect(silentConsonantFixesPt('direcção')).toEqual(['direção']);
    expect(silentConsonantFixesPt('Óptimo')).toEqual(['Ótimo']);
    expect(silentConsonantFixesPt('cepticismo')).toEqual(['ceticismo']);
    expect(silentConsonantFixesPt('casa')).toEqual([]);
  });
});
