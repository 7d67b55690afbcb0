import { patternRule } from './patternRule.js';

// "Cuando llegaré a casa, te llamo" -> "Cuando llegue": a time clause about the future takes
// the present subjunctive, never the future (as "when I will arrive" is "when I arrive" in
// English). After "cuando", "en cuanto", "tan pronto como", "hasta que", "antes de que" and
// "después de que"; "no sé cuando llegaré" is "cuándo" without its accent, a question, and
// stays. The future is the infinitive (or an irregular stem) and an ending
// that names the person; the subjunctive is built from it, and offered only when the
// dictionary knows it (a stem that changes, "volveré" -> "vuelva", gives no finding).

const FUTURE_ENDINGS = ['é', 'ás', 'á', 'emos', 'éis', 'án'] as const;
const A_ENDINGS = ['a', 'as', 'a', 'amos', 'áis', 'an'];
const E_ENDINGS = ['e', 'es', 'e', 'emos', 'éis', 'en'];
// irregular future stems: the subjunctive's stem in the singular and third plural, and in
// the first and second plural ("pueda", "podamos"), with the -a endings
const IRREGULAR: Readonly<Record<string, readonly [string, string]>> = {
  tendr: ['teng', 'teng'], podr: ['pued', 'pod'], querr: ['quier', 'quer'], har: ['hag', 'hag'], sabr: ['sep', 'sep'], dir: ['dig', 'dig'],
  vendr: ['veng', 'veng'], pondr: ['pong', 'pong'], saldr: ['salg', 'salg'], habr: ['hay', 'hay'], valdr: ['valg', 'valg'], cabr: ['quep', 'quep'],
  ser: ['se', 'se'], ir: ['vay', 'vay'], ver: ['ve', 've'], hacer: ['hag', 'hag'],
};
const WHOLE: Readonly<Record<string, readonly string[]>> = {
  estar: ['esté', 'estés', 'esté', 'estemos', 'estéis', 'estén'],
  dar: ['dé', 'des', 'dé', 'demos', 'deis', 'den'],
};

/** The present subjunctive of a future form ("llegaré" -> "llegue", "tendrás" -> "tengas"), or null. */
export function subjunctiveOfFuture(future: string): string | null {
  const lower = future.toLowerCase();
  const person = FUTURE_ENDINGS.findIndex((e) => lower.endsWith(`r${e}`));
  if (person < 0) return null;
  const stem = lower.slice(0, -FUTURE_ENDINGS[person]!.length); // "llegar", "tendr"
  const whole = WHOLE[stem];
  if (whole) return whole[person]!;
  const irregular = IRREGULAR[stem];
  if (irregular) return irregular[person === 3 || person === 4 ? 1 : 0] + A_ENDINGS[person]!;
  const root = stem.slice(0, -2);
  if (stem.endsWith('ar')) {
    // spelling keeps the sound before -e: "busque", "llegue", "empiece", "averigüe"
    const spelt = /c$/.test(root) ? `${root.slice(0, -1)}qu` : /gu$/.test(root) ? `${root.slice(0, -1)}ü` : /g$/.test(root) ? `${root}u` : /z$/.test(root) ? `${root.slice(0, -1)}c` : root;
    return spelt + E_ENDINGS[person]!;
  }
  if (stem.endsWith('er') || stem.endsWith('ir')) {
    // "coja", "siga", "conozca" (a vowel before -cer), "venza"
    const spelt = /gu$/.test(root) ? root.slice(0, -1) : /g$/.test(root) ? `${root.slice(0, -1)}j` : /[aeiou]c$/.test(root) ? `${root.slice(0, -1)}zc` : /c$/.test(root) ? `${root.slice(0, -1)}z` : root;
    return spelt + A_ENDINGS[person]!;
  }
  return null;
}

// before "cuando", a verb of knowing or asking, or a preposition, makes it a question ("no sé
// cuando", "depende de cuando")
const ASKING_BEFORE =
  /(?:^|[^\p{L}])(?:sé|sabe|sabes|sabemos|saben|sabía|saber|pregunta|preguntó|pregunto|preguntar|dime|dinos|decir|idea|seguro|segura|claro|depende|importa|recuerdo|recuerdas|olvidé|ver|veremos|entiendo|de|desde|hasta|para)\s+$/iu;

export const futureInTimeClauseEs = patternRule({
  id: 'es_futuro_temporal',
  language: 'es',
  title: 'Verb mood',
  pattern: String.raw`\b(?<conjunction>cuando|en\s+cuanto|tan\s+pronto\s+como|hasta\s+que|antes\s+de\s+que|después\s+de\s+que)\s+(?:(?:yo|tú|él|ella|usted|nosotros|nosotras|ellos|ellas|ustedes|no|me|te|se|nos|lo|la|le|les|los|las)\s+){0,2}(?<fix>\p{Ll}+r(?:é|ás|á|emos|éis|án))(?![\p{L}])`,
  fix: (m, text, ctx) => {
    const verb = m.groups!['fix']!;
    if (verb !== verb.toLowerCase()) return null;
    if (ASKING_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) return null;
    // a question ("¿Cuando llegaré?") asks about the future
    const sentenceStart = Math.max(text.lastIndexOf('.', m.index), text.lastIndexOf('!', m.index), text.lastIndexOf('?', m.index));
    if (/¿/.test(text.slice(sentenceStart + 1, m.index + 1)) || /^[^.!]*\?/.test(text.slice(m.index))) return null;
    const replacement = subjunctiveOfFuture(verb);
    if (!replacement || !ctx.isWord(replacement)) return null;
    return { replacement, message: `A time clause about the future takes the present subjunctive: "${replacement}", not the future "${verb}".` };
  },
});
