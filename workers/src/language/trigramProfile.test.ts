import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildProfiles, profilesModule } from '../../scripts/buildLanguageProfiles.js';
import { buildTrigramProfile, wordTrigrams } from './trigramProfile.js';
import { trigramScores } from './trigrams.js';

describe('trigram profiles', () => {
  it('reads each word with its edges', () => {
    expect(wordTrigrams('le')).toEqual([' le', 'le ']);
    expect(wordTrigrams('chat')).toEqual([' ch', 'cha', 'hat', 'at ']);
  });

  it('keeps the commonest trigrams of a dictionary with their log shares and a floor below them', () => {
    const p = buildTrigramProfile('3\nchat/S\nchats\nchien/F\n', 4);
    // " ch" three times, "cha" and "hat" twice, then the first of the trigrams seen once
    expect(p.grams).toBe(' chchahatat ');
    expect(p.logShares).toEqual([3, 2, 2, 1].map((c) => Math.round(Math.log(c / 14) * 100)));
    expect(p.floor).toBe(p.logShares[3]! - 100);
  });

  it('scores the best language 0 and the others below it', () => {
    for (const [language, text] of [
      ['de', 'Schönheit und Gemütlichkeit der Wohnung'],
      ['nl', 'gezellig en vrijheid in het weekend'],
      ['en', 'the weather is nice and sunny'],
    ] as const) {
      const scores = trigramScores(text);
      expect(scores.get(language), text).toBe(0);
      expect(Math.max(...[...scores].filter(([l]) => l !== language).map(([, v]) => v)), text).toBeLessThan(-10);
    }
  });

  it('are the ones the dictionaries give (pnpm build:language-profiles)', async () => {
    const committed = readFileSync(new URL('./trigramProfiles.generated.ts', import.meta.url), 'utf8');
    expect(profilesModule(await buildProfiles())).toBe(committed);
  }, 60_000);
});
