import type { ProseRule } from '../../lint/rule.js';
import { articleGenderSlip, type ArticleGenderSpec } from './indefiniteArticleGender.js';
import { patternRule } from './patternRule.js';

// "la música clásico", "el coche roja", "la casa bianco", "a camisa branco": the determiner shows
// the noun's gender and number, and an adjective right after the noun agrees with it. One rule,
// configured per language. Only adjectives by their endings (-ico, -ivo, -oso, -ado...), which a
// verb's present seldom has, and a form in -a whose verb in -ar the dictionary knows is left as
// a verb ("el niño cuida"); the other gender's form must be a word too.
// Not after a preposition or a conjunction: there the noun phrase may hang on an earlier noun,
// which the adjective describes ("Firma del archivo inválida", "la ventana usado por" after
// "Identificador de inicio para"), or share the adjective with others ("protocolos e otras
// interfaces orientados").

export interface AdjectiveGenderSpec {
  id: string;
  language: string;
  /** Regex sources of the determiners of each gender and number. */
  feminineSingular: string;
  masculineSingular: string;
  femininePlural?: string;
  masculinePlural?: string;
  /**
   * The adjective's plural endings, feminine and masculine, as regex sources, and the endings
   * to put in its stem's place, tried in order until one makes a word: Spanish and Portuguese
   * "-as", "-os"; Italian "-e", "-i", with the "h" a stem in c or g may take ("bianche",
   * "bianchi"; "classiche", "classici").
   */
  pluralEndings?: { feminine: string; masculine: string; toFeminine: readonly string[]; toMasculine: readonly string[] };
  /** A plural noun's ending: "-s", or Italian's "-i" and "-e". */
  pluralNoun?: RegExp;
  /** Endings of adjectives' stems, before the gender's vowel ("ic" of "clásico"). */
  adjectiveStem: string;
  /** Whole stems of common adjectives that no verb or adverb shares ("nuev" of "nuevo"). */
  adjectives: string;
  /** The language's infinitives: after a determiner such a word is a verb ("al ser", "a ser usado"). */
  infinitive: RegExp;
  /** The -ar infinitive of a verb whose present ends like a feminine adjective ("cuida" -> "cuidar"). */
  verbInfinitive: (feminine: string) => string;
  /** Words in the noun's place after which the determiner does not show the noun's gender ("el agua fría", "una vez terminado el"), and quantifiers ("um tanto complicada"). */
  notNouns: ReadonlySet<string>;
  /** Regex source of the prepositions and conjunctions the determiner may not follow. */
  notAfter: string;
  /** Words in -o or -a after a noun that are no adjective to agree: nouns in apposition, fixed phrases ("debido a"), determiners and adverbs ("varias veces", "demasiado longa"). */
  notAdjectives: ReadonlySet<string>;
  /** A feminine article that is a preposition too (Portuguese "a"), taken as the article only before a noun of a feminine ending: "referiu-se a objeto", "correspondentes a path". */
  prepositionToo?: { article: RegExp; feminineNoun: RegExp };
  /** The language's indefinite articles: where the noun's ending says the article is the slip ("un película bonita"), the adjective is left to agree with the mended article. */
  articleGender?: ArticleGenderSpec;
}

const OS_AS = { feminine: 'as', masculine: 'os', toFeminine: ['as'], toMasculine: ['os'] } as const;

export function adjectiveGenderRule(spec: AdjectiveGenderSpec): ProseRule {
  const endings = spec.pluralEndings ?? OS_AS;
  const pluralNoun = spec.pluralNoun ?? /s$/;
  // a determiner or a quantifier in the noun's place opens a phrase of its own ("a um único nome", "um tanto complicada")
  const determiner = new RegExp(String.raw`^(?:${[spec.feminineSingular, spec.masculineSingular, spec.femininePlural, spec.masculinePlural].filter(Boolean).join('|')})$`);
  const listed = new RegExp(String.raw`^(?:${spec.adjectives})[oa]s?$`);
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Agreement',
    pattern: String.raw`(?<![-%])(?<!\b(?:${spec.notAfter})\s+)\b(?:(?<fs>${spec.feminineSingular})|(?<ms>${spec.masculineSingular})${spec.femininePlural ? `|(?<fp>${spec.femininePlural})|(?<mp>${spec.masculinePlural})` : ''})\s+(?<noun>\p{Ll}+)\s+(?<fix>(?:\p{Ll}*(?:${spec.adjectiveStem})|${spec.adjectives})(?:(?<fpe>${endings.feminine})|(?<mpe>${endings.masculine})|(?<fse>a)|(?<mse>o)))\b(?![-'’/])`,
    fix: (m, text, ctx) => {
      const g = m.groups!;
      const { noun, fix: adjective } = g as { noun: string; fix: string };
      // (patterns match either case: a capital is a name or a heading's)
      if (noun !== noun.toLowerCase() || adjective !== adjective.toLowerCase()) return null;
      if (spec.notNouns.has(noun) || spec.notAdjectives.has(adjective) || spec.infinitive.test(noun)) return null;
      if (determiner.test(noun) || noun.endsWith('mente')) return null;
      const article = (g['fs'] ?? g['ms'] ?? g['fp'] ?? g['mp'])!;
      // a capital article mid-sentence is a label ("o pacote A fica")
      if (article !== article.toLowerCase() && !/(?:^|[.!?:;]\s*)$/.test(text.slice(Math.max(0, m.index - 3), m.index))) return null;
      if (spec.prepositionToo?.article.test(article) && !spec.prepositionToo.feminineNoun.test(noun)) return null;
      if (spec.articleGender && articleGenderSlip(spec.articleGender, article, noun, ctx.isWord)) return null;
      const ending = (g['fpe'] ?? g['mpe'] ?? g['fse'] ?? g['mse'])!;
      const plural = g['fp'] !== undefined || g['mp'] !== undefined;
      const feminine = g['fs'] !== undefined || g['fp'] !== undefined;
      const adjectivePlural = g['fpe'] !== undefined || g['mpe'] !== undefined;
      // the adjective takes the determiner's number and gender: a singular after a plural ("las
      // casas blanca") of either gender, else one of the other gender ("la música clásico")
      const numberSlip = plural && !adjectivePlural;
      if (!numberSlip && (adjectivePlural !== plural || (g['fpe'] !== undefined || g['fse'] !== undefined) === feminine)) return null;
      if (numberSlip) {
        const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
        // each of the nouns is one of a pair ("las etiquetas primaria y secundaria"), and a
        // participle may hang on a noun before them ("permesso di eliminare gli oggetti negato")
        if (/^\s+(?:y|e|o|ou|ni|né)\s+\p{Ll}+[ao]\b/u.test(after) || /(?:ad|id|at|it|ut)[oa]$/.test(adjective)) return null;
      }
      // an article after the word opens a phrase of its own: the word is a preposition ("lungo gli
      // assi"). Not "a" and "o", also a preposition and a conjunction ("la tienda abierto a todos")
      if (/^\s+(?:el|la|lo|los|las|il|le|i|gli|os|as|un|una|uno|um|uma)\s/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 6))) return null;
      // the noun agrees with its determiner's number
      if (plural ? !pluralNoun.test(noun) : /s$/.test(noun)) return null;
      const stem = adjective.slice(0, -ending.length);
      const replacement = (plural ? (feminine ? endings.toFeminine : endings.toMasculine) : [feminine ? 'a' : 'o']).map((e) => `${stem}${e}`).find(ctx.isWord);
      if (!replacement) return null;
      if (!ctx.isWord(adjective)) return null;
      // a singular in -a or -o may be a verb's present ("el niño cuida", "los niños cuida"); the
      // listed adjectives share no verb's form, though "novar" is a word
      if ((numberSlip || (!feminine && !plural)) && !listed.test(adjective) && ctx.isWord(spec.verbInfinitive(adjective))) return null;
      return { replacement, message: `"${noun}" is ${feminine ? 'feminine' : 'masculine'}${plural ? ' plural' : ''} here, and so is its adjective: "${replacement}".` };
    },
  });
}
