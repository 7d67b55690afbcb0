import { describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { checkSpelling } from './checkSpelling.js';
import { isParticipleNl } from './participles.nl.js';
import { loadSpeller } from './speller.js';

describe('Dutch participles of verbs the dictionary lists without them', () => {
  const flagged = async (text: string): Promise<string[]> => {
    const speller = await loadSpeller('nl', nodeDictionaries);
    return checkSpelling(text, { speller, accepted: new Set() }).map((f) => text.slice(f.start, f.end));
  };

  it('accepts the past participle of a weak verb and the inflected present participle', async () => {
    expect(await flagged('De code werd gepatcht en de server geëmuleerd, daarna werd de gebruiker geauthenticeerd.')).toEqual([]);
    expect(await flagged('Het triggerende bericht en de gepatchte bestanden staan klaar.')).toEqual([]);
  }, 120_000);

  it('still flags the wrong ending after the stem, and a slip', async () => {
    expect(await flagged('De code werd gepatched en later geemuleert.')).toEqual(['gepatched', 'geemuleert']);
    expect(await flagged('Het trigerende bericht kwam.')).toEqual(['trigerende']);
  }, 120_000);

  it('flags the weak participle of a strong verb and suggests its participle', async () => {
    const speller = await loadSpeller('nl', nodeDictionaries);
    const text = 'Ik heb brood gekoopt en water gedrinkt.';
    expect(checkSpelling(text, { speller, accepted: new Set() }).map((f) => [text.slice(f.start, f.end), f.replacements[0]])).toEqual([
      ['gekoopt', 'gekocht'],
      ['gedrinkt', 'gedronken'],
    ]);
  }, 120_000);

  it('takes -t after a consonant of \'t kofschip and -d after the others', () => {
    const verbs = new Set(['patchen', 'emuleren', 'klikken', 'leven', 'triggeren', 'triggerend']);
    const isWord = (w: string) => verbs.has(w);
    for (const w of ['gepatcht', 'geëmuleerd', 'geklikt', 'geleefd', 'triggerende']) expect(isParticipleNl(w, isWord), w).toBe(true);
    for (const w of ['gepatchd', 'geëmuleert', 'geklikd', 'geleeft', 'vriende']) expect(isParticipleNl(w, isWord), w).toBe(false);
    // without the diaeresis "ge" and the stem's e run together
    expect(isParticipleNl('geemuleerd', isWord)).toBe(false);
    // an inseparable prefix takes no "ge"
    const prefixed = (w: string) => ['betalen', 'talen'].includes(w);
    expect(isParticipleNl('gebetaald', prefixed)).toBe(false);
  });
});
