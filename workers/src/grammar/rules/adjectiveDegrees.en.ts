// Common English adjectives that compare with -er and -est, and how those forms are
// spelled, for rules on comparatives ("more better", "more easy than").

export const gradableAdjectivesEn: readonly string[] = (
  'easy big small fast hard happy cheap large old young strong high low long short great fine nice safe simple busy early late ' +
  'hot cold warm rich poor heavy light quick slow smart clever tall deep wide close near strange pretty ugly lucky funny healthy ' +
  'wealthy friendly angry dirty clean clear bright dark loud quiet new weak soft tough tight thin fat sad wet'
).split(' ');
const DOUBLING = new Set(['big', 'hot', 'thin', 'fat', 'sad', 'wet']);

/** The -er or -est form: "easier", "biggest", "nicer". */
export function degree(adjective: string, suffix: 'er' | 'est'): string {
  if (adjective.endsWith('e')) return `${adjective}${suffix.slice(1)}`;
  if (/[^aeiou]y$/.test(adjective)) return `${adjective.slice(0, -1)}i${suffix}`;
  if (DOUBLING.has(adjective)) return `${adjective}${adjective.at(-1)}${suffix}`;
  return `${adjective}${suffix}`;
}

/** The superlatives of the common adjectives, with "best" and "worst". */
export const superlativesEn: ReadonlySet<string> = new Set(['best', 'worst', ...gradableAdjectivesEn.map((a) => degree(a, 'est'))]);
