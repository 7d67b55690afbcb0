// Spanish, Portuguese and Italian make an adjective of what can be done from any verb
// ("instalar" → "instalable", "gravar" → "gravável", "ridimensionare" → "ridimensionabile"),
// and their dictionaries list only some (the Spanish one lacks "configurable", "descargable",
// "reutilizable"). Such an adjective is a word when its verb is: -ar/-are verbs take -able,
// -ável, -abile; -er/-ir verbs -ible, -ível, -ibile.

type Rule = [RegExp, readonly string[]];

const RULES: Partial<Record<string, readonly Rule[]>> = {
  es: [
    [/^(\p{L}{3,})ables?$/u, ['ar']],
    [/^(\p{L}{3,})ibles?$/u, ['er', 'ir']],
  ],
  pt: [
    [/^(\p{L}{3,})(?:ável|áveis)$/u, ['ar']],
    [/^(\p{L}{3,})(?:ível|íveis)$/u, ['er', 'ir']],
  ],
  it: [
    [/^(\p{L}{3,})abil[ei]$/u, ['are']],
    [/^(\p{L}{3,})ibil[ei]$/u, ['ere', 'ire']],
  ],
};

export function isRomanceAbleAdjective(language: string, word: string, isWord: (w: string) => boolean): boolean {
  // a dialect ("pt-pt") forms them as its language does
  for (const [pattern, endings] of RULES[language.slice(0, 2)] ?? []) {
    const stem = pattern.exec(word.toLowerCase())?.[1];
    if (stem && endings.some((ending) => isWord(stem + ending))) return true;
  }
  return false;
}
