/** The prose languages the service checks (spec "Limits"); source code is the eighth kind. */
export const supportedLanguages = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** The locale each language is checked in unless the text shows another. */
export const defaultLocales: Record<SupportedLanguage, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-BR',
  it: 'it-IT',
  nl: 'nl-NL',
};
