import { describe, expect, it } from 'vitest';
import { listScoreLine, scoreTiles, type ScoredCheck } from './scoreTiles.js';

const allOn = { plagiarism: true, grammarSpelling: true, citations: true, aiContent: true, style: true };

function tileOf(check: ScoredCheck, label: string) {
  return scoreTiles(check).find((t) => t.label === label)!;
}

describe('scoreTiles', () => {
  it('says a text too short for the AI detector got no verdict, not that the pass did not run', () => {
    const letter: ScoredCheck = {
      options: allOn,
      wordCount: 73,
      report: { scores: { grammarSpelling: 61.1, citation: 100, aiContent: null, clarity: 100 }, coverage: 100, originalityScore: 100, passes: { aiContent: 'partial' } },
    };
    expect(tileOf(letter, 'AI content')).toMatchObject({ value: 'too short', note: 'no verdict under 150 words' });
  });

  it('keeps "turned off" and "did not run" for the AI pass when that is what happened', () => {
    expect(tileOf({ options: { ...allOn, aiContent: false }, wordCount: 40, scores: {} }, 'AI content').note).toBe('turned off for this check');
    const broke: ScoredCheck = { options: allOn, wordCount: 900, report: { scores: { aiContent: null }, passes: { aiContent: 'failed' } } };
    expect(tileOf(broke, 'AI content')).toMatchObject({ value: 'not run', note: 'this pass did not run' });
  });

  it('says a text in another language got no AI verdict, as the detector reads English only', () => {
    const french: ScoredCheck = { options: allOn, wordCount: 400, report: { scores: { aiContent: null }, passes: { aiContent: 'partial' }, languages: ['fr'] } };
    expect(tileOf(french, 'AI content')).toMatchObject({ value: 'not English', note: 'the detector reads English writing only' });
  });

  it('words the AI score as a likelihood in per cent', () => {
    expect(tileOf({ options: allOn, wordCount: 951, scores: { aiContent: 25.7 } }, 'AI content')).toMatchObject({ value: '25.7', unit: '%', note: 'likelihood the text is machine-written' });
  });
});

describe('the citations tile', () => {
  const scores = { grammarSpelling: 100, citation: 100, aiContent: 3.9, clarity: 100 };

  it('says a text without citations or a reference list has none, rather than scoring it 100', () => {
    const letter: ScoredCheck = { options: allOn, wordCount: 265, report: { scores, issues: [{ category: 'spelling' }] } };
    expect(tileOf(letter, 'Citations')).toMatchObject({ value: 'none', note: 'no citations or reference list found' });
  });

  it('scores a text with a reference list or citation findings', () => {
    const withList: ScoredCheck = { options: allOn, wordCount: 951, report: { scores, issues: [], bibliographyStart: 5009 } };
    expect(tileOf(withList, 'Citations')).toMatchObject({ value: '100', unit: '/100' });
    const uncited: ScoredCheck = { options: allOn, wordCount: 951, report: { scores: { ...scores, citation: 60 }, issues: [{ category: 'missing_citation' }] } };
    expect(tileOf(uncited, 'Citations')).toMatchObject({ value: '60' });
  });
});

describe('listScoreLine', () => {
  // The line as read, with its no-break spaces shown as plain ones.
  const line = (check: Parameters<typeof listScoreLine>[0]) => listScoreLine(check).replaceAll('\u00a0', ' ');

  it('leads with originality and gives the AI score as a likelihood in per cent', () => {
    expect(line({ wordCount: 951, originalityScore: 85.7, scores: { grammarSpelling: 89.1, citation: 44.4, aiContent: 25.7 } }))
      .toBe('Originality 85.7% · Grammar 89.1 · Citations 44.4 · AI likelihood 25.7%');
  });

  it('says a short text was too short for an AI verdict, and a longer one without a score has none', () => {
    expect(line({ wordCount: 73, originalityScore: 100, scores: { grammarSpelling: 61.1, citation: 100, aiContent: null } }))
      .toBe('Originality 100% · Grammar 61.1 · Citations 100 · AI too short to judge');
    expect(line({ wordCount: 400, originalityScore: null, scores: { grammarSpelling: 90, citation: 100, aiContent: null } }))
      .toBe('Grammar 90 · Citations 100 · no AI verdict');
  });

  it('wraps only between scores: a label keeps its figure on its line', () => {
    const parts = listScoreLine({ wordCount: 951, originalityScore: 85.7, scores: { grammarSpelling: 89.1, citation: 44.4, aiContent: 25.7 } }).split(' · ');
    expect(parts).toEqual(['Originality\u00a085.7%', 'Grammar\u00a089.1', 'Citations\u00a044.4', 'AI\u00a0likelihood\u00a025.7%']);
  });

  it("adds the text's reading ease to the clarity note, in the text's language", () => {
    const text = 'The cat sat on the mat. It was a warm day. We went to the park and played. The dog ran fast. Mom made us lunch. We ate it all. Then we went home and slept. It was fun.';
    const check: ScoredCheck = { options: allOn, wordCount: 40, report: { scores: { clarity: 98 }, text, languages: ['en'] } };
    expect(tileOf(check, 'Clarity').note).toBe('100 is flawless · reading ease 100 of 100, very easy');
    expect(tileOf({ options: allOn, wordCount: 6, report: { scores: { clarity: 98 }, text: 'Too short to judge here.' } }, 'Clarity').note).toBe('100 is flawless');
    expect(tileOf({ ...check, options: { ...allOn, style: false } }, 'Clarity').note).toBe('turned off for this check');
  });
});
