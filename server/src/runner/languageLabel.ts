const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * The progress line that names the languages a document was found to be in, in words
 * ("Language: English, Spanish"): people watch this timeline, and "en, es" is a code to them.
 */
export function languageLabel(languages: readonly string[], fallback: string): string {
  const codes = languages.length > 0 ? languages : [fallback];
  const names = codes.map((code) => {
    try {
      return languageNames.of(code) ?? code;
    } catch {
      return code;
    }
  });
  return `${names.length > 1 ? 'Languages' : 'Language'}: ${names.join(', ')}`;
}
