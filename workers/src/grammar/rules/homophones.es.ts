import { patternRule } from './patternRule.js';

// Spanish words written by ear for a verb form that sounds the same, each where the context
// leaves only the verb: "tubo que salir" -> "tuvo" (not "el tubo que conecta"), "lo e visto"
// -> "he" (after a pronoun or an adverb; "padres e hijos" and "revisado e incluido" join two
// words), "ay que ir" / "ay muchas personas" -> "hay" (not "¡Ay, qué dolor!" or "¡Ay que
// bonito!", where no infinitive or quantity follows).

const QUANTITY = 'muchas|muchos|mucha|mucho|un|una|unos|unas|dos|tres|varios|varias|algunos|algunas|algo|alguien|nada|nadie|poco|pocos|pocas|poca|tantos|tantas|tanto|más|menos|gente|personas|cosas';

export const homophonesEs = patternRule({
  id: 'es_homofonos_verbo',
  language: 'es',
  title: 'Confused words',
  pattern: [
    String.raw`(?<!\b(?:el|un|este|ese|aquel|del|al|su|mi|tu|nuestro|cada|otro|ningún|algún)\s+)\b(?<fix>tubo)\s+que\s+(?<infinitive>\p{Ll}*[aeií]r)(?:se|lo|la|los|las|le|les|me|te|nos)?\b`,
    String.raw`\b(?:yo|lo|la|los|las|le|les|me|te|se|nos|ya|no|nunca|siempre|también|todavía)\s+(?<fix2>e)\s+(?<participle>\p{Ll}+(?:ado|ido|ído|to|cho|so))\b`,
    String.raw`(?<![¡!]\s*)\b(?<fix3>ay)\s+(?:que\s+(?<infinitive3>\p{Ll}*[aeií]r)(?:se|lo|la|los|las|le|les|me|te|nos)?|(?:${QUANTITY}))\b`,
  ].join('|'),
  fix: (m, _text, ctx) => {
    const g = m.groups!;
    if (g['fix']) {
      if (!ctx.isWord(g['infinitive']!)) return null;
      return { replacement: 'tuvo', message: '"Tuvo que" is the past of "tener que"; a "tubo" is a tube.' };
    }
    if (g['fix2']) {
      if (!ctx.isWord(g['participle']!)) return null;
      return { replacement: 'he', message: 'Before a participle the auxiliary is "he" (haber), with an h: "lo he visto".' };
    }
    if (g['infinitive3'] && !ctx.isWord(g['infinitive3'])) return null;
    return { replacement: 'hay', message: '"Hay" (there is, there are) is written with an h; "ay" is a cry of pain or surprise.' };
  },
});
