import { supportedLanguages, type SupportedLanguage } from './languages.js';
import { wordTrigrams } from './trigramProfile.js';
import { TRIGRAM_PROFILES } from './trigramProfiles.generated.js';

// How likely a text's letters are under each language's trigram profile.

let tables: Array<[SupportedLanguage, Map<string, number>, number]> | undefined;

function profileTables(): Array<[SupportedLanguage, Map<string, number>, number]> {
  tables ??= supportedLanguages.map((language) => {
    const p = TRIGRAM_PROFILES[language];
    const map = new Map<string, number>();
    p.logShares.forEach((share, i) => map.set(p.grams.slice(3 * i, 3 * i + 3), share / 100));
    return [language, map, p.floor / 100];
  });
  return tables;
}

const WORD = /\p{L}+/gu;

/** Per language, the natural-log likelihood of the text's word trigrams, less the best language's (so the best is 0). */
export function trigramScores(text: string): Map<SupportedLanguage, number> {
  const grams: string[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) grams.push(...wordTrigrams(m[0]));
  const scores = new Map<SupportedLanguage, number>();
  let best = -Infinity;
  for (const [language, map, floor] of profileTables()) {
    let sum = 0;
    for (const g of grams) sum += map.get(g) ?? floor;
    scores.set(language, sum);
    best = Math.max(best, sum);
  }
  for (const [language, sum] of scores) scores.set(language, sum - best);
  return scores;
}
