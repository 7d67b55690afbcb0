import { describe, expect, it } from 'vitest';
import { urlDictionarySource } from './dictionaries.browser.js';

const dataUrl = (s: string): string => `data:text/plain;base64,${Buffer.from(s).toString('base64')}`;

describe('urlDictionarySource', () => {
  it('fetches the Hunspell files and the frequency list by URL', async () => {
    const source = urlDictionarySource({
      hunspell: { nl: { aff: dataUrl('SET UTF-8\n'), dic: dataUrl('1\nhuis\n') } },
      englishFrequencies: dataUrl(JSON.stringify([{ word: 'The', count: 5 }, { word: 'the', count: 2 }])),
    });
    const files = await source.loadHunspell('nl');
    expect(new TextDecoder().decode(files.dic)).toBe('1\nhuis\n');
    expect((await source.loadFrequencies('en'))?.get('the')).toBe(7);
    expect(await source.loadFrequencies('nl')).toBeNull();
  });
  it("fetches a dialect's rare words, long ones only, and none for another language", async () => {
    const source = urlDictionarySource({
      hunspell: {},
      englishRareWords: {
        'english-words-70.json': dataUrl(JSON.stringify(['trophic', 'aba', 'Scutage'])),
        'british-words-70.json': dataUrl(JSON.stringify(['aetiologist'])),
      },
    });
    expect([...((await source.loadRareWords('en-gb')) ?? [])].sort()).toEqual(['aetiologist', 'scutage', 'trophic']);
    expect(await source.loadRareWords('en')).toBeNull();
    expect(await source.loadRareWords('fr')).toBeNull();
  });
  it('fails clearly when a dictionary has no URL', async () => {
    await expect(urlDictionarySource({ hunspell: {} }).loadHunspell('fr')).rejects.toThrow(/no dictionary URL/);
  });
});
