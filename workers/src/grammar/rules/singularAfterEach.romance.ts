import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// "cada semanas", "chaque semaines", "ogni giorni" -> "cada semana", "chaque semaine", "ogni
// giorno": the word for "each" takes a singular noun. The singular is found by taking off the
// plural ending and asking the dictionary, so only a plural whose singular is a word is read;
// words that end like a plural in the singular ("chaque fois", "cada lunes", "cada mes") and the
// words of number and quantity between ("cada dos semanas", "cada pocos días") are left.

interface EachSpec {
  id: string;
  language: string;
  each: string;
  /** Plural ending -> singular ending, tried in order; the third, a test the singular must pass. */
  endings: ReadonlyArray<readonly [string, string, RegExp?]>;
  /** Words after "each" that end like a plural and are none here. */
  notPlural: RegExp;
}

function singularAfterEachRule(spec: EachSpec): ProseRule {
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Agreement',
    pattern: String.raw`\b(?:${spec.each})\s+(?<fix>\p{Ll}{4,})\b(?![-'’])`,
    fix: (m, _text, ctx) => {
      const noun = m.groups!['fix']!;
      if (spec.notPlural.test(noun)) return null;
      for (const [plural, singular, shape] of spec.endings) {
        if (!noun.endsWith(plural)) continue;
        const candidate = noun.slice(0, noun.length - plural.length) + singular;
        if (candidate.length < 3 || (shape && !shape.test(candidate)) || !ctx.isWord(candidate)) continue;
        const each = m[0].slice(0, m[0].length - noun.length).trim();
        return { replacement: candidate, message: `"${each}" takes a noun in the singular: "${each.toLowerCase()} ${candidate}".` };
      }
      return null;
    },
  });
}

export const singularAfterEachEs = singularAfterEachRule({
  id: 'es_cada_singular',
  language: 'es',
  each: 'cada',
  // "meses" -> "mes", "ciudades" -> "ciudad" (a singular in a consonant), "clases" -> "clase"
  endings: [
    ['ces', 'z'],
    ['es', '', /[dlnrsjy]$/],
    ['s', ''],
  ],
  notPlural: /^(?:pocos|pocas|tantos|tantas|cuantos|cuantas|muchos|muchas|varios|varias|tres|seis|lunes|martes|miércoles|jueves|viernes|cumpleaños|paraguas|análisis|crisis|tesis|virus|dosis|atlas)$/,
});

export const singularAfterEachPt = singularAfterEachRule({
  id: 'pt_cada_singular',
  language: 'pt',
  each: 'cada',
  endings: [
    ['ões', 'ão'],
    ['ães', 'ão'],
    ['ns', 'm'],
    ['s', ''],
  ],
  notPlural: /^(?:poucos|poucas|quantos|quantas|muitos|muitas|vários|várias|duas|dois|três|seis|lápis|vírus|ônibus|atlas|tênis|pires|oásis|crisis|análise)$/,
});

export const singularAfterEachFr = singularAfterEachRule({
  id: 'fr_chaque_singulier',
  language: 'fr',
  each: 'chaque',
  endings: [
    ['aux', 'al'],
    ['x', ''],
    ['s', ''],
  ],
  notPlural:
    /^(?:fois|temps|corps|pays|bras|mois|poids|repas|cas|dos|tas|tapis|souris|avis|processus|virus|bus|campus|sens|fils|progrès|succès|accès|procès|relais|palais|choix|prix|gaz|voix|croix|paix|faux|taux|époux|deux|trois|concours|discours|parcours|cours|secours|recours|dessous|dessus|mots-clés)$/,
});

// Italian plurals in -e and -i are also singulars ("ogni parte", "ogni tesi"), so only -i for -o
export const singularAfterEachIt = singularAfterEachRule({
  id: 'it_ogni_singolare',
  language: 'it',
  each: 'ogni',
  endings: [['i', 'o']],
  notPlural: /^(?:crisi|tesi|analisi|ipotesi|sintesi|brindisi|alibi|taxi|safari|bikini|mini)$/,
});

export const singularAfterEachRules: readonly ProseRule[] = [singularAfterEachEs, singularAfterEachPt, singularAfterEachFr, singularAfterEachIt];
