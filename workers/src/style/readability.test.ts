import { describe, expect, it } from 'vitest';
import { readability, syllables } from './readability.js';

describe('syllables', () => {
  it('counts vowel groups, without the silent endings of English and French', () => {
    expect(['the', 'table', 'make', 'hoped', 'wanted', 'boxes', 'makes', 'beautiful'].map((w) => syllables(w, 'en'))).toEqual([1, 2, 1, 1, 2, 2, 1, 3]);
    expect(['rose', 'roses', 'parlent', 'maison', 'été'].map((w) => syllables(w, 'fr'))).toEqual([1, 1, 1, 2, 2]);
    // a written accent splits two vowels in Spanish and Portuguese
    expect(['día', 'país', 'ciudad', 'tiene'].map((w) => syllables(w, 'es'))).toEqual([2, 2, 2, 2]);
    expect(['Bäume', 'Haus'].map((w) => syllables(w, 'de'))).toEqual([2, 1]);
  });
});

const simple =
  'The cat sat on the mat. It was a warm day. We went to the park and played. The dog ran fast. Mom made us lunch. We ate it all. Then we went home and slept. It was fun.';
const dense =
  'Notwithstanding considerable methodological heterogeneity, contemporary epidemiological investigations consistently demonstrate substantial associations between socioeconomic disadvantage and cardiovascular morbidity, particularly among populations experiencing intergenerational deprivation, institutional discrimination and environmental vulnerability, which collectively necessitate comprehensive interdisciplinary interventions.';

describe('readability', () => {
  it('reads short sentences of short words as easy and long ones of long words as hard', () => {
    const easy = readability(simple, 'en')!;
    expect(easy.label).toBe('very easy');
    expect(easy.wordsPerSentence).toBeLessThan(6);
    const hard = readability(dense, 'en')!;
    expect(hard.ease).toBe(0);
    expect(hard.label).toBe('very difficult');
  });
  it('weighs each language by its own formula', () => {
    const es = 'El gato se sentó en la alfombra. Era un día de sol. Fuimos al parque y jugamos mucho. El perro corrió rápido. Mamá nos hizo la comida. Nos la comimos toda. Luego volvimos a casa.';
    const de = 'Die Katze saß auf der Matte. Es war ein warmer Tag. Wir gingen in den Park und spielten. Der Hund lief schnell. Mama machte uns das Essen. Wir aßen alles auf. Dann gingen wir heim.';
    expect(readability(es, 'es')!.ease).toBeGreaterThan(80);
    expect(readability(de, 'de')!.ease).toBeGreaterThan(70);
    // each formula is calibrated for its language's word lengths: the same text scores differently
    expect(readability(de, 'de')!.ease).not.toBe(readability(de, 'en')!.ease);
  });
  it('gives no figure for a text too short to judge', () => {
    expect(readability('Short text. Only a few words here.', 'en')).toBeNull();
  });
});
