import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// The participle of a pronominal verb agrees with its direct object when that object comes
// before it; where the pronoun is no direct object it stays as it is:
// - "Ils se sont parlés" -> "parlé": one speaks "to" someone, so "se" is an indirect object
//   (also "téléphoner", "sourire", "mentir", "nuire", "succéder", "ressembler" to each other);
// - "Elle s'est lavée les mains" -> "lavé": the object is the hands, after the participle.

const BE = String.raw`(?:s['’](?:est|était)|se\s+(?:sont|étaient)|nous\s+(?:sommes|étions)|vous\s+(?:êtes|étiez)|me\s+suis|m['’](?:étais)|te\s+(?:es)|t['’](?:étais))`;
const INDIRECT = 'parl|téléphon|souri|ment|nui|succéd|ressembl';
const indirectReflexive = patternRule({
  id: 'fr_participe_pronominal',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`\b${BE}\s+(?:(?:déjà|bien|souvent|longtemps|jamais|pas|plus)\s+)?(?<fix>(?:${INDIRECT})(?:é|i)?(?<ending>es|e|s))\b`,
  fix: (m) => {
    const found = m.groups!['fix']!;
    const ending = m.groups!['ending']!;
    const replacement = found.slice(0, found.length - ending.length);
    // (the pattern's optional vowel may have been read as the ending's: "souris" is "souri" + "s")
    if (!/[éi]$/.test(replacement)) return null;
    return { replacement, message: `"Se" is no direct object here (one speaks "to" someone): the participle does not agree, "${replacement}".` };
  },
});

const BODY = 'mains|main|cheveux|dents|visage|jambe|jambes|bras|pieds|pied|yeux|doigt|doigts|genou|cheville|poignet|tête|dos|nez|figure|ongles';
const objectAfter = patternRule({
  id: 'fr_participe_pronominal',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`\b${BE}\s+(?<fix>(?<stem>\p{Ll}+)é(?<ending>es|e|s))\s+(?:les|la|le|l['’])\s*(?:${BODY})\b`,
  fix: (m) => {
    const replacement = `${m.groups!['stem']!}é`;
    return { replacement, message: `The direct object comes after the participle, so it does not agree: "${replacement}".` };
  },
});

export const pronominalParticipleFr: readonly ProseRule[] = [indirectReflexive, objectAfter];
