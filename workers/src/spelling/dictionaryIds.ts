// Which Hunspell dictionary package serves each language and dialect.

export type DictionaryId = 'en' | 'en-gb' | 'en-au' | 'en-ca' | 'es' | 'fr' | 'de' | 'pt' | 'pt-pt' | 'it' | 'nl';

export interface HunspellFiles {
  aff: Uint8Array;
  dic: Uint8Array;
}

/** `en-US` uses `dictionary-en` and `pt-BR` `dictionary-pt`; the other dialects have their own package. */
export function dictionaryFor(language: string, dialect?: string): DictionaryId {
  const lang = language.toLowerCase().slice(0, 2);
  if (lang === 'en') {
    const d = (dialect ?? '').toLowerCase();
    if (d === 'en-gb') return 'en-gb';
    if (d === 'en-au') return 'en-au';
    if (d === 'en-ca') return 'en-ca';
    return 'en';
  }
  if (lang === 'pt' && (dialect ?? '').toLowerCase() === 'pt-pt') return 'pt-pt';
  if (lang === 'es' || lang === 'fr' || lang === 'de' || lang === 'pt' || lang === 'it' || lang === 'nl') return lang;
  throw new Error(`no spelling dictionary for language "${language}"`);
}
