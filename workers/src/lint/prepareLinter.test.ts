import { describe, expect, it } from 'vitest';
import type { EnglishDialect, HarperPass } from '../grammar/harperPass.js';
import type { DictionaryId } from '../spelling/dictionaryIds.js';
import type { DictionarySource } from '../spelling/speller.js';
import { DocumentLinter, nodeDictionaries } from './lintDocument.node.js';

// DocumentLinter.prepare: the editor readies Harper and a dictionary before there is text.

function recording() {
  const prepared: EnglishDialect[] = [];
  const loaded: DictionaryId[] = [];
  const harper: HarperPass = {
    offThread: false,
    findings: async (paragraphs) => paragraphs.map(() => []),
    prepare: async (dialect) => void prepared.push(dialect),
  };
  const dictionaries: DictionarySource = {
    loadHunspell: (id) => (loaded.push(id), nodeDictionaries.loadHunspell(id)),
    loadFrequencies: (id) => nodeDictionaries.loadFrequencies(id),
    loadRareWords: (id) => nodeDictionaries.loadRareWords(id),
  };
  return { prepared, loaded, linter: new DocumentLinter(dictionaries, harper) };
}

describe('DocumentLinter.prepare', () => {
  it("builds Harper's linter and loads the dictionary for the dialect a draft starts in", async () => {
    const { prepared, loaded, linter } = recording();
    await linter.prepare('en', 'en-CA');
    expect(prepared).toEqual(['en-CA']);
    expect(loaded).toEqual(['en-ca']);
  }, 60_000);

  it('readies American English when no locale is given, as a draft without one is read', async () => {
    const { prepared, linter } = recording();
    await linter.prepare('en');
    expect(prepared).toEqual(['en-US']);
  }, 60_000);

  it('leaves Harper alone for another language', async () => {
    const { prepared, loaded, linter } = recording();
    await linter.prepare('nl');
    expect(prepared).toEqual([]);
    expect(loaded).toEqual(['nl']);
  }, 60_000);
});
