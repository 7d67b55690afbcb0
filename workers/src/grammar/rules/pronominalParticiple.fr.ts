import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// The participle of a pronominal verb agrees with its direct object when that object comes
// before it; where the pronoun is no direct object it stays as it is:
// - "Ils se sont parlés" -> "parlé": one speaks "to" someone, so "se" is an indirect object
//   (also "téléphoner", "sourire", "mentir", "nuire", "succéder", "ressembler" to each other);
// - "Elle s'est lavée les mains" -> "lavé": the object is the hands, after the participle;
// - "Elle s'est levé" -> "levée", "ils se sont levé" -> "levés": where "se" is the direct object
//   (she raised herself), the participle agrees with it: only verbs whose "se" is always direct,
//   and not before an object ("elle s'est lavé les mains").

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

const DIRECT = 'lev|couch|réveill|habill|promen|mari|tromp|inquiét|bless|amus|repos|dépêch|approch|install|arrêt|ennuy';
const DIRECT_OBJECT_NEXT = /^\s+(?:les|la|le|l['’]|un|une|des|du|de\s+la|mon|ma|mes|son|sa|ses)\b/i;
const directReflexive = patternRule({
  id: 'fr_participe_pronominal',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`\b(?<subject>elle|elles|ils)\s+(?:s['’](?:est|était)|se\s+(?:sont|étaient))\s+(?:(?:déjà|bien|vite|tôt|tard)\s+)?(?<fix>(?<stem>${DIRECT})é)\b(?![-\p{L}])`,
  fix: (m, text) => {
    if (DIRECT_OBJECT_NEXT.test(text.slice(m.index + m[0].length))) return null;
    const subject = m.groups!['subject']!.toLowerCase();
    const ending = subject === 'elle' ? 'e' : subject === 'elles' ? 'es' : 's';
    const replacement = `${m.groups!['fix']!}${ending}`;
    return { replacement, message: `"Se" is the direct object here and comes first: the participle agrees with "${subject}", "${replacement}".` };
  },
});

export const pronominalParticipleFr: readonly ProseRule[] = [indirectReflexive, objectAfter, directReflexive];
