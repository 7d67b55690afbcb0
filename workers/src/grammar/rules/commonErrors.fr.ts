import type { ProseRule, RuleContext } from '../../lint/rule.js';
import { clauseBefore, patternRule, type PatternFix } from './patternRule.js';
import { pluralAfterDeterminerRule } from './pluralAfterDeterminer.js';
import { pluralAttributeRule } from './pluralAttribute.js';
import { pluralNounSubjectRule } from './pluralNounSubject.js';
import { infinitiveAfterVerbFr } from './infinitive.fr.js';
import { MUTE_H } from './muteH.fr.js';
import { joinedSubjectRule } from './joinedSubject.js';
import { singularNounSubjectRule } from './singularNounSubject.js';
import { singularNounAdjectiveRule } from './singularNounAdjective.js';

// French: the classic confusions, each in a context that makes it certain.

// the conditional after a "si" of condition wants the imperfect
const IMPERFECT: Record<string, string> = {};
for (const [conditional, imperfect] of [
  ['aur', 'av'],
  ['ser', 'ét'],
  ['pourr', 'pouv'],
  ['voudr', 'voul'],
  ['saur', 'sav'],
  ['devr', 'dev'],
  ['fer', 'fais'],
  ['ir', 'all'],
  ['viendr', 'ven'],
]) {
  for (const ending of ['ais', 'ait', 'ions', 'iez', 'aient']) IMPERFECT[conditional + ending] = imperfect + ending;
}
const CONDITIONALS = Object.keys(IMPERFECT).join('|');

const siConditional = patternRule({
  id: 'fr_si_conditional',
  language: 'fr',
  title: 'Verb tense',
  // "si" opening a clause; "je ne sais pas si j'aurais…" (whether) is not a condition
  pattern: String.raw`(?<=(?:^|[.!?;:(«"“]\s*|,\s+|\b(?:et|mais|même|or|sauf|comme)\s+))(?:(?:si\s+(?:j['’]|(?:tu|il|elle|on|nous|vous|ils|elles)\s+)|s['’]ils?\s+)(?<fix>${CONDITIONALS})|si\s+(?<fix2>je\s+(?<afterJe>${CONDITIONALS})))\b`,
  fix: (m) => {
    const verb = m.groups!['fix'] ?? m.groups!['afterJe']!;
    const imperfect = IMPERFECT[verb.toLowerCase()]!;
    // "si je serais" -> "si j'étais": "je" elides before the vowel
    const replacement = m.groups!['fix2'] ? (/^[aeéiou]/.test(imperfect) ? `j'${imperfect}` : `je ${imperfect}`) : imperfect;
    return { replacement, message: `After "si" (if), French uses the imperfect, not the conditional: "${imperfect}", not "${verb}".` };
  },
});

// "si j'avais de l'argent, j'achèterai une maison": after "si" and the imperfect, the
// other clause takes the conditional ("j'achèterais"), whose "-rais" sounds like the future's
// "-rai". Only an imperfect in -ais, -ait or -aient that is no present ("si je sais, je te
// dirai" is right), and only where the conditional is a word.
const PRESENT_IN_AIS = new Set(
  'sais sait fais fait vais plais plaît tais tait connais connaît parais paraît apparais apparaît disparais disparaît reconnais reconnaît nais naît satisfais satisfait refais refait défais défait extrais extrait distrais distrait'.split(' '),
);
const SUBJECT = String.raw`(?:j['’]|je\s+|tu\s+|il\s+|elle\s+|on\s+|ils\s+|elles\s+|nous\s+|vous\s+)`;
const CLITICS = String.raw`(?:(?:ne|me|te|se|le|la|les|lui|leur|nous|vous|y|en)\s+|[nmtsl]['’])*`;
const FUTURE_TO_CONDITIONAL: ReadonlyArray<readonly [string, string]> = [
  ['rai', 'rais'],
  ['ras', 'rais'],
  ['ra', 'rait'],
  ['rons', 'rions'],
  ['rez', 'riez'],
  ['ront', 'raient'],
];
const siImperfectFuture = patternRule({
  id: 'fr_si_imparfait_conditionnel',
  language: 'fr',
  title: 'Verb tense',
  pattern: String.raw`(?<=(?:^|[.!?;:(«"“]\s*|\b(?:et|mais|même)\s+))(?:si\s+${SUBJECT}|s['’]ils?\s+)${CLITICS}(?<imperfect>\p{Ll}+(?:ais|ait|aient))\b[^.!?;,]*,\s*${SUBJECT}${CLITICS}(?<fix>\p{Ll}+(?:rai|ras|ra|rons|rez|ront))\b`,
  fix: (m, _text, ctx) => {
    if (PRESENT_IN_AIS.has(m.groups!['imperfect']!.toLowerCase())) return null;
    const future = m.groups!['fix']!;
    const ending = FUTURE_TO_CONDITIONAL.find(([f]) => future.toLowerCase().endsWith(f))!;
    const replacement = `${future.slice(0, -ending[0].length)}${ending[1]}`;
    if (!ctx.isWord(future) || !ctx.isWord(replacement)) return null;
    return { replacement, message: `After "si" and the imperfect, the other clause takes the conditional: "${replacement}", not the future "${future}".` };
  },
});

// "quelque soit le prix": "quel que soit", agreeing with the noun that follows. "leur",
// "notre", "votre" are of either gender, and so are "mon", "ton", "son" before a vowel
// ("son amie"): those are left alone.
const MASCULINE = 'le|un|ce|cet|mon|ton|son';
const FEMININE = 'la|une|cette|ma|ta|sa';
const quelQueSoit = patternRule({
  id: 'fr_quel_que_soit',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\b(?<fix>quelques?\s+soi(?:t|ent))\s+(?<det>${MASCULINE}|${FEMININE})\s+(?<noun>\p{L})`,
  fix: (m) => {
    const det = m.groups!['det']!.toLowerCase();
    if (/^[mts]on$/.test(det) && /^[aeiouyhàâéèêëîïôûü]/i.test(m.groups!['noun']!)) return null;
    const masculine = new RegExp(`^(?:${MASCULINE})$`).test(det);
    const replacement = masculine ? 'quel que soit' : 'quelle que soit';
    return { replacement, message: `"${m.groups!['fix']}" is written in three words, "quel" agreeing with the noun: "${replacement}".` };
  },
});

// "il à mangé": the verb avoir ("a"), not the preposition "à". "elle" can follow a
// preposition ("je pense à elle à chaque instant"), so it counts only opening a clause.
const aForAvoir = patternRule({
  id: 'fr_a_for_avoir',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\b(?<subject>il|elle|on)\s+(?:n['’])?(?:y\s+|en\s+)?(?<fix>à)(?=\s)`,
  fix: (m, text) => {
    if (m.groups!['subject']!.toLowerCase() === 'elle') {
      const before = clauseBefore(text, m.index).trim();
      if (before !== '' && !/(?:^|\s)(?:et|mais|puis|car|donc|quand|si|qu['’]|lorsqu['’]|puisqu['’])$/i.test(before)) return null;
      if (/^\s*(?:qui|quoi|laquelle|lequel)\b/i.test(text.slice(m.index + m[0].length))) return null;
    }
    return { replacement: 'a', message: 'Here "a" is the verb avoir ("il a", "elle a"), written without an accent; "à" is the preposition.' };
  },
});

// "ça maison": the possessive "sa" before a feminine noun; "sa va": "ça" (cela)
const FEMININE_NOUNS =
  'maison|mère|sœur|soeur|femme|fille|voiture|famille|vie|chambre|tête|copine|tante|cousine|grand-mère|ville|voix|façon|réponse|question|main|bouche|jambe|robe|carrière|santé';
const caForSa = patternRule({
  id: 'fr_ca_sa',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\b(?<fix>ça)\s+(?:${FEMININE_NOUNS})\b`,
  fix: () => ({ replacement: 'sa', message: 'Before a noun the possessive is "sa" ("sa maison"); "ça" is the pronoun (cela).' }),
});
const saForCa = patternRule({
  id: 'fr_sa_ca',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\b(?<fix>sa)\s+(?:va|vas|fait|dépend|suffit|vaut|sert|ira|allait|valait|suffira)\b`,
  fix: () => ({ replacement: 'ça', message: 'Before a verb the pronoun is "ça" (cela), as in "ça va"; "sa" is the possessive ("sa maison").' }),
});

// "quand à moi": "quant à" (as for)
// ("quand a moi", the accent lost too: "quant à")
const quantA = patternRule({
  id: 'fr_quant_a',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\b(?<fix>quand(?:\s+a(?=\s))?)(?:\s+(?:à|au|aux))?\s+(?:moi|toi|lui|elle|nous|vous|eux|elles|cela|ça|ce\s+sujet|ce\s+point)\b`,
  fix: (m) => {
    const found = m.groups!['fix']!;
    const bareA = /\sa$/i.test(found);
    if (!bareA && !/\s(?:à|au|aux)\s/i.test(m[0])) return null;
    return { replacement: bareA ? 'quant à' : 'quant', message: '"As for" is "quant à" (with a t); "quand" means "when".' };
  },
});

// "il c'est trompé": the reflexive "s'est"; "il" and "on" are always subjects
const sEst = patternRule({
  id: 'fr_s_est',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\b(?:il|on)\s+(?:ne\s+)?(?<fix>c(?<apostrophe>['’])est)\b`,
  fix: (m) => ({
    replacement: `s${m.groups!['apostrophe']}est`,
    message: 'After "il" or "on" this is the reflexive verb "s\'est" ("il s\'est trompé"); "c\'est" means "it is".',
  }),
});
const seSont = patternRule({
  id: 'fr_se_sont',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\b(?:ils|elles)\s+(?:ne\s+)?(?<fix>ce)\s+sont\b`,
  fix: (m, text) => {
    // "elles" can follow a preposition ("pour elles ce sont des amies")
    if (m[0].toLowerCase().startsWith('elles') && clauseBefore(text, m.index).trim() !== '') return null;
    return { replacement: 'se', message: 'After "ils" this is the reflexive verb: "se sont" ("ils se sont levés"); "ce sont" means "these are".' };
  },
});

// "malgré que il vienne": "bien que" (although). "Malgré qu'il en ait" (however
// unwilling he is) is the one classic use, and stays.
const malgreQue = patternRule({
  id: 'fr_malgre_que',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\b(?<fix>malgré\s+qu(?:e(?=\s)|(?<apostrophe>['’])))`,
  fix: (m, text) => {
    if (/^\s*(?:il|elle|on|ils|elles|j['’]|tu|nous|vous)\s*en\s+ai/iu.test(text.slice(m.index + m[0].length))) return null;
    const apostrophe = m.groups!['apostrophe'];
    const replacement = apostrophe ? `bien qu${apostrophe}` : 'bien que';
    return { replacement, message: `"Malgré" takes a noun ("malgré la pluie"); before a clause, write "${replacement}".` };
  },
});

// "pallier à un manque": pallier takes a direct object ("pallier un manque")
const pallierA = patternRule({
  id: 'fr_pallier_a',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\bpalli(?:er|e|es|ent|ons|ez|ais|ait|ions|iez|aient|é|ée|és|ées|ant|erai|eras|era|erons|erez|eront|erais|erait|eraient)\s+(?<fix>à\s+|au(?=\s)|aux(?=\s))`,
  fix: (m) => {
    const prep = m.groups!['fix']!.trim().toLowerCase();
    const replacement = prep === 'au' ? 'le' : prep === 'aux' ? 'les' : '';
    return { replacement, message: '"Pallier" takes a direct object: "pallier un manque", not "pallier à un manque".' };
  },
});

// "je me rappelle de son nom": se rappeler takes a direct object ("je me rappelle son
// nom"; "je me souviens de son nom"). Only before a determiner: "de moi" is tolerated,
// "rappelle-toi de fermer" (remember to) is right, and "des" may be the indefinite article.
const rappelerDe = patternRule({
  id: 'fr_se_rappeler_de',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\b(?:(?:je\s+(?:ne\s+)?me|tu\s+(?:ne\s+)?te|(?:il|elle|on|ils|elles)\s+(?:ne\s+)?se|nous\s+(?:ne\s+)?nous|vous\s+(?:ne\s+)?vous)\s+|(?:me|te|se|nous|vous)\s+(?=rappeler))rappel(?:le|les|lent|ons|ez|ais|ait|ions|iez|aient|lerai|leras|lera|lerons|lerez|leront|lerais|lerait|leraient|er)\s+(?:(?:pas|plus|jamais|bien|mal|encore|toujours)\s+)?(?<fix>du(?=\s)|de\s+(?=(?:la|ce|cet|cette|ces|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|cela|ça)\b)|de\s+(?=l['’](?!avoir|être))|d['’](?=un\b|une\b))`,
  fix: (m) => {
    const replacement = m.groups!['fix']!.toLowerCase() === 'du' ? 'le' : '';
    return { replacement, message: '"Se rappeler" takes a direct object: "je me rappelle son nom" (or "je me souviens de son nom").' };
  },
});

// "après qu'il soit parti": "après que" states a fact and takes the indicative
const INDICATIVE: Record<string, string> = {
  ait: 'a',
  aient: 'ont',
  aies: 'as',
  aie: 'ai',
  ayons: 'avons',
  ayez: 'avez',
  soit: 'est',
  soient: 'sont',
  soyons: 'sommes',
  soyez: 'êtes',
};
const apresQue = patternRule({
  id: 'fr_apres_que_indicative',
  language: 'fr',
  title: 'Verb mood',
  pattern: String.raw`\baprès\s+qu(?:e\s+|['’])(?:(?<subject>je|tu|il|elle|on|nous|vous|ils|elles)\s+|j['’])(?:(?:en|y)\s+)?(?<fix>ait|aient|aies|aie|ayons|ayez|soit|soient|sois|soyons|soyez)\b`,
  fix: (m) => {
    const verb = m.groups!['fix']!;
    const lower = verb.toLowerCase();
    const replacement = lower === 'sois' ? (m.groups!['subject']?.toLowerCase() === 'je' ? 'suis' : 'es') : INDICATIVE[lower]!;
    return { replacement, message: `"Après que" introduces a fact and takes the indicative: "${replacement}", not the subjunctive "${verb}".` };
  },
});

// "en terme de coût": the locution is plural, "en termes de"
const enTermesDe = patternRule({
  id: 'fr_en_termes_de',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\ben\s+(?<fix>terme)\s+(?:de\s|d['’])`,
  fix: () => ({ replacement: 'termes', message: 'The locution is plural: "en termes de" ("en termes de coût").' }),
});

// "vous faîtes": the verb has no circumflex ("vous faites"); "les faîtes" are rooftops
// and summits. "Vous dîtes" is the passé simple of dire, and right.
const faites = patternRule({
  id: 'fr_faites',
  language: 'fr',
  title: 'Spelling',
  pattern: String.raw`\bvous\s+(?:ne\s+|n['’])?(?:(?:le|la|les|lui|leur|en|y|me|nous|vous)\s+|l['’])*(?<fix>faîtes)\b`,
  fix: () => ({ replacement: 'faites', message: '"Vous faites" is written without a circumflex; "faîtes" is a noun (the tops of roofs or trees).' }),
});

// French typography puts a no-break space before ":" (France, Quebec and Switzerland
// agree), and in France before ; ! ? too (a narrow one). Quebec sets ; ! ? tight, so
// those count only in a paragraph that spaces one of them elsewhere.
// A field of a file or a header quoted as written ("NotAutomatic: yes", "#MISSING:",
// "EXIT_FAILURE:") is code, not French: its name has a capital inside, an underscore or a "#",
// which no French word before a colon has. (A hyphenated one may be a name: "Jean-Pierre:".)
// So is a word no French dictionary knows ("Package: grep", "the following values:"), and a
// run of fields with one-word values ("Version: 1.2 Priority: optional").
const FIELD_NAME = /(?:^|[\s(«"“'‘])(?:#[\w-]+|[\w-]*_[\w-]*|\p{Lu}\p{Ll}+\p{Lu}[\p{L}\d]*)$/u;
const spaceBeforeMark = patternRule({
  id: 'fr_space_before_punctuation',
  language: 'fr',
  title: 'Punctuation spacing',
  severity: 'warning',
  pattern: String.raw`(?<=[\p{L}\p{M}»)])(?<fix>[;:!?])(?=[\s!?»)]|$)`,
  fix: (m, text, ctx) => {
    const mark = m.groups!['fix']!;
    if (mark !== ':' && !/[\s\u00a0\u202f][;!?]/u.test(text)) return null;
    if (mark === ':') {
      const label = text.slice(Math.max(0, m.index - 60), m.index);
      if (FIELD_NAME.test(label)) return null;
      const word = /[\p{L}\p{M}'’-]+$/u.exec(label)?.[0] ?? '';
      if (word && !ctx.isWord(word) && !ctx.isWord(word.toLowerCase())) return null;
      // a field whose one-word value is followed, or preceded, by another field
      const before = text.slice(Math.max(0, m.index - word.length - 80), m.index - word.length);
      if (/^[ \t]+[^\s;!?]*[^\s.;!?:][ \t]+\p{Lu}[\p{L}-]*:(?=\s)/u.test(text.slice(m.index + 1, m.index + 80)) || /\p{Lu}[\p{L}-]*:[ \t]+[^\s;!?]*[^\s.;!?:][ \t]+$/u.test(before)) return null;
    }
    const space = mark === ':' ? '\u00a0' : '\u202f';
    return {
      replacement: space + mark,
      message: mark === ':' ? 'French puts a no-break space before ":".' : `French spacing, as used elsewhere in this paragraph, puts a narrow no-break space before "${mark}".`,
    };
  },
});

// "il va a Paris", "a cause de", "jusqu'a": the preposition "à" lost its accent. Only where
// the verb avoir cannot stand: fixed phrases, and after a verb of going before a place.
const DETERMINER = String.raw`(?:la|le|les|l['’]|un|une|des|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cette|ces|cela|ça|lui|eux|elle|elles|moi|toi|nous|vous)\b`;
const aForPreposition = patternRule({
  id: 'fr_a_preposition',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`(?:\b(?<fix>a)\s+(?:partir\s+(?:de|du|des|d['’])|cause\s+(?:de|du|des|d['’])|côté\s+(?:de|du|des|d['’])|travers\b|propos\s+(?:de|du|des|d['’])|peu\s+près\b)|\b(?:jusqu['’]|par\s+rapport\s+|grâce\s+(?=a\s+${DETERMINER}))(?<fix2>a)\b|\b(?:vais|vas|va|allons|allez|vont|aller|allé|allée|allés|allées|allait|allaient|irai|ira|irons|iront|retourne|retourner|arrive|arriver|arrivé|arrivée|habite|habiter|habitons|habitent|habitait)\s+(?<fix3>a)\s+(?=\p{Lu}|(?:la|le|l['’]|mon|ma|ton|sa|son|notre|votre|leur|pied|vélo|cheval)\b))`,
  fix: () => ({ replacement: 'à', message: 'Here "à" is the preposition, with its accent; "a" without one is the verb avoir ("il a").' }),
});

// "ils on dit": after "ils" or "elles" the verb is "ont"; "on" is a pronoun
const ontForOn = patternRule({
  id: 'fr_ont',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\b(?:ils|elles)\s+(?:n['’])?(?:y\s+|en\s+|les\s+|leur\s+|l['’])?(?<fix>on)\b`,
  fix: () => ({ replacement: 'ont', message: 'After "ils" or "elles" the verb avoir is "ont" ("ils ont dit"); "on" is a pronoun.' }),
});

// "Ces un problème": "c'est" (it is); "ces" and "ses" are plural determiners and never
// stand before "un", "le" or "pas"
const cestForCes = patternRule({
  id: 'fr_c_est',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`(?<=(?:^|[.!?;:«"“]\s*|,\s+|\b(?:et|mais|car|donc|que|puisque|si)\s+))(?<fix>ces|ses)\s+(?:un|une|le|la|l['’]|pas|vrai|faux|ça|cela|pourquoi|comme|ici|là|dommage|possible|impossible|important|nécessaire|difficile|facile)\b`,
  fix: (m) => ({
    replacement: /^[CS]/.test(m.groups!['fix']!) ? "C'est" : "c'est",
    message: `Meaning "it is" this is "c'est"; "${m.groups!['fix']}" is a plural determiner ("ces livres").`,
  }),
});

// "j'ai manger": after avoir the participle in -é, not the infinitive in -er
const NOT_INFINITIVES = new Set(['hier', 'premier', 'dernier', 'cher', 'fier', 'léger', 'entier', 'super', 'hiver', 'mer', 'fer', 'ver', 'amer', 'cancer', 'papier', 'quartier', 'métier', 'panier', 'avant-hier', 'clocher', 'boucher', 'danger', 'parler']);
const participleAfterAvoir = patternRule({
  id: 'fr_participe_avoir',
  language: 'fr',
  title: 'Verb form',
  pattern: String.raw`\b(?:j['’]ai|(?:je\s+)?n['’]ai|tu\s+(?:n['’])?as|(?:il|elle|on)\s+(?:n['’])?a|nous\s+(?:n['’])?avons|vous\s+(?:n['’])?avez|(?:ils|elles)\s+(?:n['’])?ont)\s+(?:(?:pas|jamais|déjà|bien|tout|beaucoup|trop|encore|toujours|rien|plus|souvent|mal|vite)\s+){0,2}(?<fix>\p{Ll}{2,}er)\b`,
  fix: (m, _text, ctx) => {
    const verb = m.groups!['fix']!;
    if (NOT_INFINITIVES.has(verb.toLowerCase())) return null;
    const participle = `${verb.slice(0, -2)}é`;
    if (!ctx.isWord(participle)) return null;
    return { replacement: participle, message: `After avoir the verb is a past participle: "${participle}", not the infinitive "${verb}".` };
  },
});

// "nous avons parlés", "elle a mangée": a participle after avoir agrees with no subject, only
// with a direct object placed before it, which is left alone: a clitic between ("nous les
// avons vus", not matched), a relative "que" ("les pommes qu'elle a achetées"), "combien de",
// and "nous" or "vous" after a subject ("elle nous a aidées"). Participles of the verbs that
// take être are left to fr_auxiliaire_etre ("elle a tombée" wants "est tombée").
const agreedParticipleAfterAvoir = patternRule({
  id: 'fr_participe_avoir_accord',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`(?:\bj['’]|\b(?<subject>je|tu|il|elle|on|nous|vous|ils|elles)\s+(?:n['’])?)(?:ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient)\s+(?:(?:pas|jamais|déjà|bien|tout|beaucoup|trop|encore|toujours|rien|plus|souvent|mal|vite)\s+){0,2}(?<fix>\p{Ll}{2,}(?:ées|és|ée))\b`,
  fix: (m, text, ctx) => {
    const agreed = m.groups!['fix']!;
    const participle = agreed.replace(/(?:ées|és|ée)$/, 'é');
    if (!ctx.isWord(participle) || new RegExp(`^(?:${ETRE_VERBS})$`).test(`${participle.slice(0, -1)}er`)) return null;
    const clause = clauseBefore(text, m.index);
    if (/(?:\bque\s+|\bqu['’]\s*)$/i.test(text.slice(Math.max(0, m.index - 6), m.index)) || /\bcombien\b/i.test(clause)) return null;
    const subject = m.groups!['subject']?.toLowerCase();
    if ((subject === 'nous' || subject === 'vous') && /\b(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles|qui|ne|n['’])\s*$/i.test(text.slice(Math.max(0, m.index - 8), m.index))) return null;
    return { replacement: participle, message: `After avoir the participle agrees with no subject: "${participle}" (only a direct object before it makes it agree).` };
  },
});

// "la pomme que j'ai mangé" -> "mangée": a direct object placed before avoir, here the
// relative "que" standing for a feminine noun, makes the participle agree. Only a noun whose
// determiner shows the feminine singular ("la", "une", "cette", "ma", "ta", "sa"), and not a
// noun after which "que" starts a clause of its own ("la preuve que j'ai fini") or marks a
// time or a manner ("la fois que j'ai vu"). A participle before an infinitive stays ("la
// lettre que j'ai voulu écrire"), and so does "été".
const COMPLETIVE_OR_TIME_FR =
  /^(?:preuve|idée|impression|sensation|sentiment|certitude|peur|crainte|nouvelle|hypothèse|conviction|assurance|garantie|condition|information|rumeur|pensée|opinion|raison|possibilité|probabilité|confirmation|annonce|affirmation|déclaration|promesse|espérance|joie|honte|fierté|satisfaction|surprise|fois|semaine|année|journée|époque|heure|minute|seconde|nuit|matinée|soirée|période|façon|manière|sorte|veille|date|saison|décennie|mesure)$/;
// participles that take an infinitive after them, the object then being the infinitive's
const BEFORE_INFINITIVE_FR = /^(?:voulu|pu|dû|su|fait|laissé|vu|entendu|senti|osé|cru|pensé|espéré|essayé|désiré|préféré|aimé|regardé|écouté|envoyé|mené|emmené|souhaité)$/;
const participleAfterQue = patternRule({
  id: 'fr_participe_que_accord',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`\b(?:la|une|cette|ma|ta|sa)\s+(?<noun>\p{Ll}+)\s+(?:que\s+(?:(?:tu|il|elle|on|nous|vous|ils|elles)\s+|j['’])|qu['’](?:il|elle|on|ils|elles)\s+)(?:n['’])?(?:ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient)\s+(?:(?:pas|jamais|déjà|bien|enfin|finalement|toujours)\s+){0,2}(?<fix>\p{Ll}+(?:é|i|u|is|it|ert|eint|aint|uit))(?!\p{L})`,
  fix: (m, text, ctx) => {
    const noun = m.groups!['noun']!;
    const participle = m.groups!['fix']!;
    if (COMPLETIVE_OR_TIME_FR.test(noun) || participle === 'été') return null;
    const next = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
    if (BEFORE_INFINITIVE_FR.test(participle) && /^\s+\p{Ll}+(?:er|ir|re)(?!\p{L})/u.test(next)) return null;
    const agreed = `${participle}e`;
    if (!ctx.isWord(participle) || !ctx.isWord(agreed)) return null;
    return { replacement: agreed, message: `The participle agrees with "que", which stands for "${noun}", feminine and placed before avoir: "${agreed}".` };
  },
});

// "si il vient": "si" elides before "il" and "ils" ("s'il"), and only there
const siIl = patternRule({
  id: 'fr_si_il',
  language: 'fr',
  title: 'Elision',
  pattern: String.raw`\b(?<fix>si\s+(?<pronoun>ils?))\b`,
  fix: (m) => {
    const replacement = `s'${m.groups!['pronoun']!.toLowerCase()}`;
    return { replacement, message: `"Si" elides before "${m.groups!['pronoun']!.toLowerCase()}": "${replacement}".` };
  },
});

// "en faite, il pleut": the phrase is "en fait" (in fact); "faite" is the participle
const enFait = patternRule({
  id: 'fr_en_fait',
  language: 'fr',
  title: 'Confused words',
  pattern: String.raw`\ben\s+(?<fix>faite)(?=\s*[,.;:!?]|\s+(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles|c['’]est|ce|ça|le|la|les|cela)\b)`,
  fix: () => ({ replacement: 'fait', message: 'The phrase is "en fait" (in fact); "faite" is the participle of "faire".' }),
});

// "d'ou vient-il", "Ou est la gare ?": the adverb of place is "où", with its accent; "ou" is "or"
const ouAccent = patternRule({
  id: 'fr_ou_accent',
  language: 'fr',
  title: 'Accent',
  pattern: String.raw`\bd['’](?<fix>ou)\b|(?<=(?:^|[.!?]\s+|«\s*))(?<fix2>Ou)\s+(?:est|sont|était|étaient|vas|va|allez|allons|vont|habites|habitez|es|êtes|se\s+trouve|trouver)\b`,
  fix: (m) => {
    const found = (m.groups!['fix'] ?? m.groups!['fix2'])!;
    return { replacement: found[0] === 'O' ? 'Où' : 'où', message: 'The adverb of place (where) is "où", with an accent; "ou" means "or".' };
  },
});

// "ça fait sens": a calque of "makes sense"; French says "a du sens" (or "est logique")
const AVOIR: Record<string, string> = { fait: 'a du', font: 'ont du', faisait: 'avait du', faire: 'avoir du', ferait: 'aurait du' };
const faireSens = patternRule({
  id: 'fr_faire_sens',
  language: 'fr',
  title: 'Word choice',
  category: 'word_choice',
  pattern: String.raw`\b(?<fix>(?<verb>fait|font|faisait|faire|ferait)\s+sens)\b`,
  fix: (m) => {
    const replacement = `${AVOIR[m.groups!['verb']!.toLowerCase()]!} sens`;
    return { replacement, message: `"Faire sens" copies the English "make sense"; French says "avoir du sens": "${replacement}".` };
  },
});

// "ils sont arrivé" -> "arrivés", "elles étaient fatigué" -> "fatiguées" (see pluralAttribute.ts)
const pluralAttribute = pluralAttributeRule({
  id: 'fr_accord_attribut_pluriel',
  language: 'fr',
  masculine: 'ils',
  feminine: 'elles',
  verbs: 'sont|étaient|seront|seraient|furent|soient|semblent|semblaient|paraissent|deviennent|devenaient|restent|restaient|demeurent',
  negation: String.raw`ne\s+|n['’]`,
  between: 'pas|plus|jamais|très|trop|si|bien|tous|toutes|déjà|encore|vraiment|toujours',
  notAttributes: new Set(
    (
      'bien mal loin près ensemble debout partout ailleurs dedans dehors devant derrière contre pour sans avec selon comme ' +
      'un une le la les leur mon ton son notre votre ce cet cette du de des au aux en à là ici rien tout même aussi encore ' +
      'ainsi alors déjà enfin peu trop très plus moins si tant autant assez vraiment surtout souvent parfois jamais toujours ' +
      'mille cent vingt trente quarante cinquante soixante quatre cinq six sept huit neuf dix onze douze zéro ' +
      'chic standard bon marché orange marron super extra sympa cool ok top pire mieux parmi entre vers chez dans sur sous ' +
      // nouns that stand after the verb without an article, in the singular: "ils sont source de"
      'partie cause source preuve fonction objet'
    ).split(' '),
  ),
  adverbEnding: 'ment',
  // "normal" -> "normaux" (ils); the feminine adds -e where the word has none
  plural: (word, feminine, isWord) => {
    const base = feminine && !word.endsWith('e') ? `${word}e` : word;
    if (!isWord(base)) return null;
    return !feminine && word.endsWith('al') ? `${word.slice(0, -2)}aux` : `${base}s`;
  },
});

// "je suis aller", "elle est tomber": after être the past participle, agreeing with the
// subject, not the infinitive. Only the verbs that take être in the compound tenses, and
// reflexive verbs ("je me suis lever"); "c'est manger sainement qui compte" has no
// personal subject and is not matched.
const ETRE_VERBS = 'aller|arriver|entrer|rentrer|rester|tomber|retomber|monter|remonter|retourner|passer';
const ETRE_SUBJECT = String.raw`(?<subject>je|j['’]|tu|il|elle|on|nous|vous|ils|elles)\s+(?:ne\s+|n['’])?(?<reflexive>(?:me|m['’]|te|t['’]|se|s['’]|nous|vous)\s*)?(?:suis|es|est|sommes|êtes|sont)\s+(?:(?:pas|jamais|déjà|bien|encore|toujours|vite|enfin)\s+){0,2}`;
const participleAfterEtre = patternRule({
  id: 'fr_participe_etre',
  language: 'fr',
  title: 'Verb form',
  pattern: String.raw`\b${ETRE_SUBJECT}(?<fix>\p{Ll}{2,}er)\b`,
  fix: (m, _text, ctx) => {
    const verb = m.groups!['fix']!;
    const lower = verb.toLowerCase();
    if (NOT_INFINITIVES.has(lower)) return null;
    if (!m.groups!['reflexive'] && !new RegExp(`^(?:${ETRE_VERBS})$`).test(lower)) return null;
    const subject = m.groups!['subject']!.toLowerCase();
    const ending = subject === 'elle' ? 'ée' : subject === 'elles' ? 'ées' : subject === 'ils' || subject === 'nous' || subject === 'vous' ? 'és' : 'é';
    const participle = `${verb.slice(0, -2)}${ending}`;
    if (!ctx.isWord(`${verb.slice(0, -2)}é`)) return null;
    return { replacement: participle, message: `After être the verb is a past participle agreeing with its subject: "${participle}", not the infinitive "${verb}".` };
  },
});

// "ils ont étés": the participle "été" never agrees
const eteInvariable = patternRule({
  id: 'fr_ete_invariable',
  language: 'fr',
  title: 'Verb form',
  pattern: String.raw`\b(?:ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient|aurai|auras|aura|aurons|aurez|auront|aurais|aurait|aurions|auriez|auraient|avoir|ayant)\s+(?:(?:pas|jamais|déjà|bien|tous|toutes|tout|souvent)\s+){0,2}(?<fix>étés|étée|étées)\b`,
  fix: (m) => ({ replacement: 'été', message: `The past participle of être is always "été": it never agrees ("ils ont été"), unlike "${m.groups!['fix']}".` }),
});

// "mes enfant", "ces problème", "des livre", "aux enfant" (see pluralAfterDeterminer.ts). "Les" is
// a pronoun too ("je les mange", "il faut les voir"), so only where a pronoun cannot stand: after a
// preposition ("dans les jardin"); or where it stands only before its verb, opening a sentence or
// after "et", "ou", "mais" ("Les enfant jouent", "et les enfant"), unless a verb follows ("Les
// ajoute aussi", "et les prend"). Nor a function word after "certains" or "différents" standing
// alone ("certains de ses amis", "différents entre eux").
/** The infinitives a present of the third person may come from, the stem's changes undone ("intègre" -> "intégrer", "envoie" -> "envoyer", "appelle" -> "appeler"). */
function verbInfinitivesFr(w: string): string[] {
  if (/(?:e|ent)$/.test(w)) {
    const stem = w.replace(/(?:e|ent)$/, '');
    return [stem, stem.replace(/è(?=[^è]*$)/, 'é'), stem.replace(/è(?=[^è]*$)/, 'e'), stem.replace(/([ou])i$/, '$1y'), stem.replace(/(ll|tt)$/, (d) => d[0]!)].map((s) => `${s}er`);
  }
  return [`${w}re`, `${w}tre`, `${w.slice(0, -1)}r`, `${w.slice(0, -1)}re`];
}
const ARTICLE_LES = String.raw`(?<=(?:^|[.!?:;]\s+|\b(?:et|ou|mais)\s+))(?<opening>les)|(?<=\b(?:dans|sur|sous|avec|par|chez|entre|vers|contre|selon|parmi|depuis|pendant|tous|toutes)\s+)les`;
// numbers above one count too ("à sept heure"); "un" and "mille" do not change, "neuf" is "new"
// as well, and a number after "tous", "de" or a part's name is a pronoun, a quantity or a label
// ("ont tous deux été", "puissance de deux", "étape trois")
const NUMBERS_FR = String.raw`(?<!\b(?:tous|toutes|de|chapitre|partie|étape|phase|niveau|colonne|ligne|version|numéro|option|groupe|article|section|fenêtre)\s+)(?:deux|trois|quatre|cinq|six|sept|huit|dix|onze|douze|quinze|vingt|trente|cent)`;
const PLURAL_DETERMINERS = `mes|tes|ses|nos|vos|leurs|ces|des|aux|${NUMBERS_FR}|${ARTICLE_LES}|plusieurs|quelques|certains|certaines|différents|différentes|divers|diverses|nombreux|nombreuses`;
const FUNCTION_WORDS_FR =
  'de du en entre sur sous dans par pour avec sans chez vers selon contre depuis pendant et ou ni mais donc car si comme dont ce cet cette le la un une mon ton son notre votre leur il elle on y ne pas tout toute très aussi ainsi alors encore';
const NOT_PLURAL_NOUNS = new Set([...FUNCTION_WORDS_FR.split(' '), 'quatre', 'cinq', 'sept', 'huit', 'neuf', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'trente', 'quarante', 'cinquante', 'soixante', 'cent', 'vingt', 'mille', 'demain', 'hier', 'maintenant', 'lors', 'que', 'qui', 'quoi', 'dont', 'où', 'plus', 'moins', 'autre', 'même', 'propre', 'seul', 'seule', 'mal', 'bien', 'peu', 'long', 'quelque', 'avant', 'après', 'été', 'être']);
const pluralAfterDeterminer = pluralAfterDeterminerRule({
  id: 'fr_pluriel_determinant',
  language: 'fr',
  // "-aux" is an option
  before: '(?<![-%])',
  determiners: PLURAL_DETERMINERS,
  and: 'et|ou',
  pluralEnding: '[sx]',
  notNouns: NOT_PLURAL_NOUNS,
  notNounForm: /[sxz]$/,
  // after a pronoun "les" opening its clause, a verb whose infinitive the dictionary knows ("ajoute"
  // -> "ajouter", "prend" -> "prendre", "finit" -> "finir", "met" -> "mettre")
  isVerb: (w, isWord, m) => m.groups!['opening'] !== undefined && verbInfinitivesFr(w).some(isWord),
  // "journal" -> "journaux" (or "festivals"), "jeu" -> "jeux", "enfant" -> "enfants"
  plurals: (noun) => (/(?:au|eau|eu)$/.test(noun) ? [`${noun}x`] : /al$/.test(noun) ? [`${noun.slice(0, -2)}aux`, `${noun}s`] : [`${noun}s`]),
});

// "je ne sais pas qu'est-ce que tu veux": a question reported inside a sentence loses its question
// form, "qu'est-ce que" becoming "ce que" and "qu'est-ce qui" "ce qui" ("je ne sais pas ce que tu veux").
const indirectQuestion = patternRule({
  id: 'fr_question_indirecte',
  language: 'fr',
  title: 'Word order',
  pattern: String.raw`\b(?:sais|sait|savons|savez|savent|savoir|demande|demandes|demandons|demandez|demandent|dis-moi|dites-moi|comprends|comprend|comprenons|explique|expliquez|ignore|ignorons|voir|vois|voit)\s+(?:(?:pas|plus|bien|vraiment|jamais|toujours)\s+)?(?<fix>qu['’]est-ce\s+qu(?<rest>e|i|['’]))`,
  fix: (m) => {
    const rest = m.groups!['rest']!;
    const replacement = `ce qu${rest}`;
    return { replacement, message: `A question reported inside a sentence drops "est-ce": "${replacement}".` };
  },
});

// "il y a beaucoup des gens", "j'ai beaucoup des amis": after a quantity such as "beaucoup" or
// "peu", an indefinite noun takes "de" ("beaucoup de gens", "beaucoup d'amis"); "des" is "of the"
// ("beaucoup des gens que je connais"). So only where the noun cannot be a known set: after "il
// y a" or a form of "avoir", with no "que", "qui", "dont" or "de" after the noun, or where the
// noun ends the sentence.
const QUANTITIES = 'beaucoup|peu|trop|assez|plein|tant|autant|combien';
const quantityDe = patternRule({
  id: 'fr_beaucoup_de',
  language: 'fr',
  title: 'Determiner',
  pattern: String.raw`(?<existential>\b(?:il\s+y\s+a|il\s+y\s+avait|il\s+y\s+aura|y\s+a-t-il|ai|as|a|avons|avez|ont|avait|avaient)\s+(?:(?:pas|encore|toujours|aussi|vraiment|eu)\s+)?)?\b(?:${QUANTITIES})\s+(?<fix>des\s+)(?<noun>\p{Ll}+)\b(?<end>\s*[.!?;]|\s*$)?`,
  fix: (m, text) => {
    const { existential, end, noun } = m.groups as { existential?: string; end?: string; noun: string };
    if (!existential && end === undefined) return null;
    if (/^\s+(?:que|qu['’]|qui|dont|de|du|des|d['’])/i.test(text.slice(m.index + m[0].length))) return null;
    const replacement = /^[aeiouyhâàéèêëîïôûù]/i.test(noun) ? "d'" : 'de ';
    return { replacement, message: `After a quantity such as "beaucoup", a noun taken in general takes "de": "${replacement}${noun}".` };
  },
});

// "je n'ai pas de l'argent", "il n'y a pas du pain": after a negated "avoir" the partitive and
// indefinite articles become "de" ("pas d'argent", "pas de pain"). Only "avoir" and "il y a":
// after "être" they stay ("ce n'est pas du vin"), and after a verb that takes "de", "du" is "de
// le" ("je ne parle pas du film"). "Pas du tout" and "pas de la même" are left.
const negationDe = patternRule({
  id: 'fr_negation_de',
  language: 'fr',
  title: 'Determiner',
  pattern: String.raw`\b(?:n['’]|ne\s+)(?:y\s+)?(?:ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient|aura|auront|aurait)\s+(?:pas|plus|jamais)\s+(?<fix>(?:du\s+|de\s+la\s+|de\s+l['’]|des\s+)(?<noun>\p{Ll}+))`,
  fix: (m) => {
    const { noun } = m.groups as { noun: string };
    if (/^(?:tout|même|mêmes|part|plus|moins)$/.test(noun)) return null;
    const replacement = `${/^[aeiouyhâàéèêëîïôûù]/.test(noun) ? "d'" : 'de '}${noun}`;
    return { replacement, message: `After a negation the article becomes "de": "pas ${replacement}".` };
  },
});

// "je vais au coiffeur": one goes to a person's place "chez" him ("chez le coiffeur"); "à" and
// "au" are for places ("au salon", "à la boulangerie")
const TRADES = 'coiffeur|médecin|dentiste|docteur|boulanger|boucher|garagiste|pharmacien|notaire|vétérinaire|photographe|kiné|kinésithérapeute|opticien|épicier|cordonnier';
const chezPerson = patternRule({
  id: 'fr_chez_personne',
  language: 'fr',
  title: 'Preposition',
  pattern: String.raw`\b(?:vais|vas|va|allons|allez|vont|aller|allé|allée|allés|allées|allais|allait|allions|alliez|allaient|irai|iras|ira|irons|irez|iront|passer|passe|passé|retourner|retourne)\s+(?<fix>au)\s+(?:${TRADES})\b`,
  fix: () => ({ replacement: 'chez le', message: 'One goes to a person "chez" him: "chez le coiffeur"; "au" is for a place ("au salon").' }),
});

// "il faut que je vais", "bien qu'il est": these expressions take the subjunctive. Only the
// verbs whose subjunctive differs from the present in every person given, by subject.
const SUBJUNCTIVE: Record<string, Record<string, string>> = {
  je: { vais: 'aille', fais: 'fasse', suis: 'sois', ai: 'aie', peux: 'puisse', sais: 'sache', veux: 'veuille', viens: 'vienne', prends: 'prenne', dois: 'doive' },
  tu: { vas: 'ailles', fais: 'fasses', es: 'sois', as: 'aies', peux: 'puisses', sais: 'saches', veux: 'veuilles', viens: 'viennes', prends: 'prennes', dois: 'doives' },
  il: { va: 'aille', fait: 'fasse', est: 'soit', a: 'ait', peut: 'puisse', sait: 'sache', veut: 'veuille', vient: 'vienne', prend: 'prenne', doit: 'doive' },
  nous: { allons: 'allions', faisons: 'fassions', sommes: 'soyons', avons: 'ayons', pouvons: 'puissions', savons: 'sachions', voulons: 'voulions', venons: 'venions', prenons: 'prenions', devons: 'devions' },
  vous: { allez: 'alliez', faites: 'fassiez', êtes: 'soyez', avez: 'ayez', pouvez: 'puissiez', savez: 'sachiez', voulez: 'vouliez', venez: 'veniez', prenez: 'preniez', devez: 'deviez' },
  ils: { vont: 'aillent', font: 'fassent', sont: 'soient', ont: 'aient', peuvent: 'puissent', savent: 'sachent', veulent: 'veuillent' },
};
// and the verbs of wanting and doubting: "je veux que tu fais" -> "fasses"
const SUBJUNCTIVE_VERBS = String.raw`(?:je|tu|il|elle|on|nous|vous|ils|elles)\s+(?:ne\s+|n['’])?(?:veux|veut|voulons|voulez|veulent|voudrais|voudrait|voudrions|voudriez|voudraient|souhaite|souhaites|souhaitons|souhaitez|souhaitent|doute|doutes|doutons|doutez|doutent|exige|exiges|exigeons|exigez|exigent)(?:\s+pas)?`;
const SUBJUNCTIVE_CONJUNCTIONS = String.raw`il\s+(?:ne\s+)?(?:faut|faudrait|fallait|faudra)(?:\s+pas)?|bien|quoi|pour|afin|avant|sans|à\s+moins|jusqu['’]à\s+ce|à\s+condition|${SUBJUNCTIVE_VERBS}`;
const subjunctive = patternRule({
  id: 'fr_subjonctif',
  language: 'fr',
  title: 'Verb mood',
  pattern: String.raw`\b(?:${SUBJUNCTIVE_CONJUNCTIONS})\s*qu(?:e\s+|['’](?<elided>il|elle|on|ils|elles)\s+)(?<fix>(?:(?<subject>je|tu|nous|vous)\s+)?(?<ne>ne\s+|n['’])?(?<pronoun>y\s+|en\s+)?(?<verb>\p{Ll}+))\b`,
  fix: (m) => {
    const g = m.groups!;
    const subject = (g['subject'] ?? g['elided'])?.toLowerCase();
    if (!subject) return null;
    const person = subject === 'elle' || subject === 'on' ? 'il' : subject === 'elles' ? 'ils' : subject;
    const verb = g['verb']!;
    const replacement = SUBJUNCTIVE[person]?.[verb.toLowerCase()];
    if (!replacement) return null;
    // the words again, "je" and "ne" elided before a vowel ("que je aille" -> "que j'aille")
    const words = [g['subject'], g['ne'] && 'ne', g['pronoun']?.trim(), replacement].filter((w): w is string => !!w);
    let phrase = '';
    words.forEach((w, i) => {
      const next = words[i + 1];
      if (next && /^(?:je|ne)$/i.test(w) && /^[aeiouyhéè]/i.test(next)) phrase += `${w.slice(0, -1)}'`;
      else phrase += next ? `${w} ` : w;
    });
    return { replacement: phrase, message: `This expression takes the subjunctive: "${replacement}", not "${verb}".` };
  },
});

// "que un ami", "parce que on", "je ai", "de une", "je habite": before a vowel or a mute h these
// words elide ("qu'un", "qu'on", "j'ai", "d'une", "j'habite"). Not before "onze", "oui", "ouate",
// a word in y other than the pronoun "y" ("les yeux", "de yaourt"), an aspirated h ("le haut"),
// a capital, "ou", nor "à la une".
const ELIDING = 'que|lorsque|puisque|jusque|quoique|de|je|ne|me|te|se|le|la';
const elision = patternRule({
  id: 'fr_elision',
  language: 'fr',
  title: 'Elision',
  pattern: String.raw`\b(?<fix>(?<word>${ELIDING})\s+)(?<next>[aeiouéèêëàâîïôûyh][\p{Ll}]*)\b(?![-'’._(%/])`,
  fix: (m, text, ctx) => {
    const word = m.groups!['word']!;
    const next = m.groups!['next']!;
    // (the pattern ignores case: a capital, an acronym or a name is left)
    if (next !== next.toLowerCase() || (word !== word.toLowerCase() && word.slice(1) !== word.slice(1).toLowerCase())) return null;
    if (/^(?:onze|onzième|oui|ouate|ouistiti)$/.test(next) || (next.startsWith('y') && next !== 'y')) return null;
    if (next.startsWith('h') && !MUTE_H.test(next)) return null;
    if (word.toLowerCase() === 'la' && next === 'une') return null;
    // "je est", "je a": the verb's person is wrong, which fr_personne_sujet fixes ("je suis", "j'ai")
    if (word.toLowerCase() === 'je' && /^(?:est|es|a|as|ont|avez|avons|êtes|allez|allons)$/.test(next)) return null;
    // "la ou les variables", "de ou vers": a choice between two; "supprimez-le ou", "arrêtez-la
    // en": a pronoun after its imperative
    if (next === 'ou' || text[m.index - 1] === '-') return null;
    // "le instructions": the article's number is wrong, not its elision
    if (/^l[ea]$/i.test(word) && /[sx]$/.test(next) && ctx.isWord(next.slice(0, -1))) return null;
    // a single letter ("entrez le à nouveau", "le a de avoir"), and a word that is no French
    // word, a term of code the translator kept whole ("de expr", "le unbind"), are left
    if ((next.length === 1 && next !== 'y') || !ctx.isWord(next)) return null;
    const replacement = `${word.slice(0, -1)}'`;
    return { replacement, message: `"${word.toLowerCase()}" elides before a ${next.startsWith('h') ? 'mute h' : 'vowel'}: "${replacement}${next}".` };
  },
});

// "J'ai allé au cinéma": verbs of movement and change of state take "être" ("je suis allé").
const ETRE_FOR_AVOIR: Record<string, string> = { "j'ai": 'je suis', 'j’ai': 'je suis', as: 'es', a: 'est', avons: 'sommes', avez: 'êtes', ont: 'sont' };
const etreAuxiliary = patternRule({
  id: 'fr_auxiliaire_etre',
  language: 'fr',
  title: 'Auxiliary',
  pattern: String.raw`(?:(?<fix>[Jj]['’]ai)|\b(?:tu|il|elle|on|nous|vous|ils|elles)\s+(?<fix2>as|a|avons|avez|ont))\s+(?:(?:déjà|pas|jamais|bien|vite)\s+)?(?:allée?s?|venue?s?|arrivée?s?|partie?s?|restée?s?|tombée?s?|née?s?|devenue?s?|revenue?s?|entrée?s?|décédée?s?)\b`,
  fix: (m) => {
    const aux = m.groups!['fix'] ?? m.groups!['fix2']!;
    const replacement = ETRE_FOR_AVOIR[aux.toLowerCase()] ?? ETRE_FOR_AVOIR[aux]!;
    return { replacement: aux[0] === 'J' ? 'Je suis' : replacement, message: `This verb forms its past with "être": "${aux[0] === 'J' ? 'Je suis' : replacement}".` };
  },
});

// "de le problème" -> "du problème", "à les enfants" -> "aux enfants": the article contracts
// with "de" and "à"; "le" and "les" before a verb are pronouns ("décidé de le faire"). Of the
// words in -re only the verbs' endings are read as verbs ("de le prendre", "de le lire", "de le
// connaître"), so "de le livre" and "à le théâtre" contract.
const CONTRACTED: Record<string, string> = { 'de le': 'du', 'de les': 'des', 'à le': 'au', 'à les': 'aux' };
const INFINITIVE_IN_RE = /(?:dre|ttre|aire|oire|(?<!^(?:empi|navi|déli|vampi|marty|colly))ire|vivre|suivre|aître|oître|ompre|aincre|clure|uire|^être)$/;
const articleContraction = patternRule({
  id: 'fr_article_contracte',
  language: 'fr',
  title: 'Article',
  pattern: String.raw`\b(?<fix>[Dd]e\s+les?|à\s+les?)\s+(?<next>\p{L}+)`,
  fix: (m) => {
    const next = m.groups!['next']!.toLowerCase();
    if (/(?:er|ir|oir)$/.test(next) || INFINITIVE_IN_RE.test(next) || /^(?:lui|leur|y|en|même|mêmes)$/.test(next)) return null;
    // a name, or a feminine noun after a "le" that erred in gender ("de le récupération" wants
    // "de la", not "du")
    if (/^\p{Lu}/u.test(m.groups!['next']!) || /(?:tion|sion|té|ure|ance|ence|ette|ie)$/.test(next)) return null;
    const found = m.groups!['fix']!;
    const key = found.toLowerCase().replace(/\s+/g, ' ');
    const replacement = CONTRACTED[key]!;
    return { replacement: found[0] === 'D' ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement, message: `"${key}" contracts to "${replacement}".` };
  },
});

// "plus meilleur" -> "meilleur": "meilleur" is already a comparative
const plusMeilleur = patternRule({
  id: 'fr_plus_meilleur',
  language: 'fr',
  title: 'Comparative',
  pattern: String.raw`\b(?<fix>plus\s+)meilleure?s?\b`,
  fix: () => ({ replacement: '', message: '"Meilleur" is already a comparative: "plus" is one too many.' }),
});

// "Les étudiants est fatigués" -> "sont" (see pluralNounSubject.ts)
// nouns in -s or -x that are singular
const SINGULAR_IN_S_FR = /^(?:fois|temps|corps|pays|bras|mois|poids|repas|cas|dos|tas|tapis|souris|avis|processus|virus|bus|campus|sens|os|fils|progrès|succès|accès|procès|relais|palais|choix|prix|gaz|voix|croix|paix|faux|taux|doux|époux)$/;
const PLURAL_OF_SINGULAR_FR: Readonly<Record<string, string>> = {
  est: 'sont', a: 'ont', fait: 'font', va: 'vont', peut: 'peuvent', doit: 'doivent', veut: 'veulent', sait: 'savent', dit: 'disent',
  prend: 'prennent', vient: 'viennent', était: 'étaient', avait: 'avaient', vit: 'vivent', croit: 'croient', voit: 'voient',
  // the noun for the verb: "les gens qui travail"
  travail: 'travaillent',
};

const pluralSubjectVerbFr = pluralNounSubjectRule({
  id: 'fr_sujet_pluriel',
  language: 'fr',
  determiners: 'les|ces|mes|tes|ses|nos|vos|leurs|plusieurs|certains|certaines',
  // (and a coordination or "tous" that continues an object: "dans les listes et les
  // arborescences est", "de tous les paquets est"; a present participle takes an object too)
  prepositions: 'de|des|du|à|aux|en|dans|sur|pour|par|avec|sans|sous|entre|chez|vers|comme|que|dont|et|ou|tous|toutes',
  infinitiveEndings: 'er|ir|re|ant',
  between: 'ne|n’|aussi|toujours|déjà|souvent|jamais',
  plurals: {
    est: 'sont', fait: 'font', va: 'vont', peut: 'peuvent', doit: 'doivent', veut: 'veulent', sait: 'savent', dit: 'disent',
    prend: 'prennent', vient: 'viennent', était: 'étaient', avait: 'avaient', semble: 'semblent', reste: 'restent',
    travaille: 'travaillent', parle: 'parlent', aime: 'aiment', pense: 'pensent', mange: 'mangent', joue: 'jouent',
  },
  notSubjects: /^(?:fois|jours|ans|années|mois|semaines|heures|minutes|lundis|mardis|mercredis|jeudis|vendredis|samedis|dimanches|autres|uns|unes)$/i,
  singularInS: SINGULAR_IN_S_FR,
  message: (noun, replacement) => `The subject, "${noun}", is plural: "${replacement}".`,
});

// "Les enfants a joué" -> "ont": the auxiliary after a plural subject. "a" alone is left to
// the rule above, as it is often "à" without its accent ("les enfants a la maison"); before a
// past participle it can only be the verb.
const pluralSubjectAuxiliaryFr = patternRule({
  id: 'fr_sujet_pluriel_auxiliaire',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`(?<![\p{L}\p{N}])(?<!\b(?:de|des|du|à|aux|en|dans|sur|pour|par|avec|sans|sous|entre|chez|vers|comme|que|dont|et|ou|tous|toutes)\s+)(?:les|ces|mes|tes|ses|nos|vos|leurs|plusieurs)\s+(?<noun>\p{Ll}{3,}[sx])\s+(?:(?:ne|n’|n'|y|en|déjà|toujours|souvent|jamais|aussi)\s+)?(?<fix>a)\s+(?:(?:pas|déjà|toujours|bien|beaucoup|trop|souvent|jamais|aussi|tous|tout)\s+)?\p{Ll}+(?:é|ée|és|ées|i|is|it|u|us|ert|ort)(?![\p{L}])`,
  fix: (m, _text, ctx) => {
    const noun = m.groups!['noun']!;
    if (SINGULAR_IN_S_FR.test(noun) || !ctx.isWord(noun)) return null;
    return { replacement: 'ont', message: `The subject, "${noun}", is plural: "ont".` };
  },
});

// "C'est le livre que je t'ai parlé", "la chose que j'ai besoin": a verb or a phrase that takes
// "de" ("parler de", "avoir besoin de") is joined to a noun by "dont". Only after a noun with its
// determiner, or "ce", and not after nouns a "que" clause completes ("le fait que j'ai parlé"),
// nor where "de" follows and "que" is the object of the verb after it ("ce que j'ai besoin de
// faire").
const dontForQue = patternRule({
  id: 'fr_dont',
  language: 'fr',
  title: 'Relative pronoun',
  pattern: String.raw`\b(?:(?:le|la|les|un|une|des|ce|cette|ces|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs)\s+(?<noun>\p{Ll}{2,})|l['’](?<noun2>\p{Ll}{2,})|\bce)\s+(?<fix>que|qu['’])\s*(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles)\s*(?:(?:me|te|lui|nous|vous|leur)\s+|[mt]['’])?(?:ne\s+|n['’])?(?:ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient|parle|parles|parlons|parlez|parlent)\s+(?:pas\s+|souvent\s+|déjà\s+|beaucoup\s+)?(?:parlé|rêvé|besoin|envie|peur|honte|souvenu)(?![\p{L}])(?!\s+(?:de|d['’]))`,
  fix: (m) => {
    const noun = m.groups!['noun'] ?? m.groups!['noun2'];
    if (noun && COMPLETIVE_NOUNS.test(noun)) return null;
    // "qu'il" loses its elision: "dont il"
    const replacement = /['’]$/.test(m.groups!['fix']!) ? 'dont ' : 'dont';
    return { replacement, message: 'A verb or a phrase built with "de" ("parler de", "avoir besoin de") is joined to the noun by "dont".' };
  },
});
const COMPLETIVE_NOUNS = /^(?:fait|idée|preuve|sentiment|impression|espoir|peur|crainte|certitude|pensée|nouvelle|raison|chance|hypothèse|condition|moment|jour|fois|temps|risque|possibilité|probabilité|signe|conviction|affirmation|rumeur|constat|argument)$/;

// "un problème très importante" -> "important": after a masculine determiner ("un", "ce",
// "cet") the adjective that follows the noun is masculine. The feminine is known by its
// ending and read back to a masculine the dictionary knows ("importante" -> "important",
// "heureuse" -> "heureux", "naturelle" -> "naturel"); endings that nouns set beside a noun
// share ("-ine", "-ée": "un langage machine", "un fichier entrée") are left out. Nouns of time and "peu"
// are adverbial, and the adjective there may agree with the subject ("elle est restée un
// moment silencieuse", "elle est un peu chère").
const MASCULINE_OF_ENDING: Array<[RegExp, string]> = [
  [/ante$/, 'ant'], [/ente$/, 'ent'], [/euse$/, 'eux'], [/ive$/, 'if'], [/elle$/, 'el'], [/enne$/, 'en'], [/ette$/, 'et'],
  [/ière$/, 'ier'], [/ale$/, 'al'], [/aise$/, 'ais'], [/oise$/, 'ois'],
];
const IRREGULAR_MASCULINE: Readonly<Record<string, string>> = { belle: 'beau', nouvelle: 'nouveau', vieille: 'vieux', folle: 'fou', molle: 'mou', jalouse: 'jaloux', blanche: 'blanc', franche: 'franc', sèche: 'sec', fraîche: 'frais', longue: 'long', publique: 'public', grecque: 'grec', bonne: 'bon', gentille: 'gentil' };
// subjunctives that end like an adjective ("tienne", "vienne", "prenne", "vive", "suive", "écrive")
const VERB_FORM = /(?:tienne|vienne|prenne|vive|suive|crive)$/;
const ADVERBIAL_NOUNS = /^(?:moment|instant|jour|temps|an|mois|peu|soir|matin|quart|tantinet|brin|coup|lot|rien)$/;
const masculineAdjective = patternRule({
  id: 'fr_adjectif_masculin',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`\b(?:un|ce|cet)\s+(?<noun>\p{Ll}{2,})\s+(?:(?:très|trop|plus|si|assez|vraiment|bien|peu|aussi|moins|particulièrement|extrêmement)\s+)?(?<fix>\p{Ll}{3,})(?![\p{L}'’-])`,
  fix: (m, _text, ctx) => {
    const { noun, fix: adjective } = m.groups as { noun: string; fix: string };
    if (noun !== noun.toLowerCase() || adjective !== adjective.toLowerCase() || ADVERBIAL_NOUNS.test(noun)) return null;
    const ending = MASCULINE_OF_ENDING.find(([re]) => re.test(adjective));
    const masculine = IRREGULAR_MASCULINE[adjective] ?? (ending ? adjective.replace(ending[0], ending[1]) : null);
    if (!masculine || masculine === adjective || !ctx.isWord(masculine) || !ctx.isWord(noun)) return null;
    // a verb after its subject: "ce paquet active l'action", "ce service appelle", "jette", "que ce processus tienne"
    if (VERB_FORM.test(adjective) || ctx.isWord(`${adjective}r`) || ctx.isWord(`${masculine}er`)) return null;
    return { replacement: masculine, message: `"${noun}" is masculine, and so is its adjective: "${masculine}".` };
  },
});

// "Les gens qui travaille", "mes amis qui est" -> "travaillent", "sont": "qui" is the subject
// of its clause and takes the number of the noun before it. Only a plural noun after a plural
// determiner, not after "de" ("la liste de ces fichiers qui est" may mean the list) nor after
// "des", which is also "de les"; a verb of the first group in -e when the dictionary knows its
// plural, and the common irregular verbs.
const quiAgreementFix = (m: RegExpExecArray, ctx: RuleContext): PatternFix | null => {
  const { noun, fix: verb } = m.groups as { noun: string; fix: string };
  if (verb !== verb.toLowerCase() || SINGULAR_IN_S_FR.test(noun) || !ctx.isWord(noun)) return null;
  const replacement = PLURAL_OF_SINGULAR_FR[verb] ?? (verb.endsWith('e') && verb.length > 3 && ctx.isWord(`${verb}nt`) ? `${verb}nt` : null);
  if (!replacement) return null;
  return { replacement, message: `"qui" stands for "${noun}", which is plural: "${replacement}".` };
};
const QUI_VERB = String.raw`\s+qui\s+(?:(?:ne|n['’]|me|m['’]|te|t['’]|se|s['’]|nous|vous|leur|lui|y|en)\s*){0,2}(?<fix>\p{Ll}+)(?![\p{L}'’])`;
const quiAgreement = patternRule({
  id: 'fr_accord_qui',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`(?<!\b(?:de|d['’]|à|en|pour|par|sur|dans|avec)\s*)\b(?:les|ces|mes|tes|ses|nos|vos|leurs|plusieurs|certains|certaines)\s+(?:\p{Ll}+\s+)?(?<noun>\p{Ll}{2,}[sx])${QUI_VERB}`,
  fix: (m, _text, ctx) => quiAgreementFix(m, ctx),
});
// the same after a word of quantity and "de": "beaucoup de gens qui pense" -> "pensent"
const quiAgreementAfterQuantity = patternRule({
  id: 'fr_accord_qui',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`\b(?:beaucoup|trop|peu|assez|plein|tant|autant|combien)\s+d(?:e\s+|['’])(?<noun>\p{Ll}{2,}[sx])${QUI_VERB}`,
  fix: (m, _text, ctx) => quiAgreementFix(m, ctx),
});
// and after "des" before people ("il y a des gens qui pense"), whom the clause is about; not
// after one picked out of them ("l'un des enfants qui joue", "le seul des élèves qui")
const quiAgreementAfterDes = patternRule({
  id: 'fr_accord_qui',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`(?<!\b(?:un|une|aucun|aucune|chacun|chacune|celui|celle|seul|seule|premier|première|dernier|dernière|plus|moins|lequel|laquelle)\s+)\bdes\s+(?<noun>gens|personnes|enfants|élèves|étudiants|étudiantes|amis|amies|hommes|femmes|jeunes|parents|citoyens|professeurs|employés|clients)${QUI_VERB}`,
  fix: (m, _text, ctx) => quiAgreementFix(m, ctx),
});

// "nous avons mangé des bons plats" -> "de bons plats": before an adjective and its plural noun
// the indefinite "des" becomes "de". Only where "des" can be nothing but that article: after a
// preposition other than "de" ("avec des bons amis") or a verb that takes an object ("il y a",
// "j'ai mangé"), since after a noun it is "de les" ("le prix des bons produits"); and not in
// nouns of two words ("des petits pois", "des jeunes gens", "des grands-parents").
const PLURAL_ADJECTIVES_BEFORE =
  'bons|bonnes|beaux|belles|grands|grandes|petits|petites|jeunes|vieux|vieilles|nouveaux|nouvelles|gros|grosses|mauvais|mauvaises|jolis|jolies|longs|longues|vrais|vraies|nombreux|nombreuses|excellents|excellentes';
const desBeforeAdjective = patternRule({
  id: 'fr_de_adjectif_pluriel',
  language: 'fr',
  title: 'Article',
  pattern: String.raw`\b(?:avec|pour|dans|sur|sous|par|entre|chez|vers|contre|a|ai|as|avons|avez|ont|avait|avaient|mangé|acheté|vu|fait|trouvé|rencontré|eu|connais|connaît|voici|voilà)\s+(?<fix>des)\s+(?:${PLURAL_ADJECTIVES_BEFORE})\s+(?<noun>\p{Ll}+)\b(?![-'’])`,
  fix: (m) => {
    const noun = m.groups!['noun']!;
    if (/^(?:pois|gens|filles|garçons|déjeuners|magasins|enfants|et|ou)$/.test(noun)) return null;
    return { replacement: 'de', message: 'Before an adjective and its plural noun, "des" becomes "de": "de bons plats".' };
  },
});

// "la meilleur solution", "sa premier visite": before a feminine noun the adjective is feminine.
// The determiner shows the gender; only adjectives that stand before their noun and whose
// feminine is never their masculine ("la grand-mère" keeps its hyphenated form).
const FEMININE_BEFORE: Record<string, string> = {
  meilleur: 'meilleure', premier: 'première', dernier: 'dernière', petit: 'petite', grand: 'grande', bon: 'bonne',
  mauvais: 'mauvaise', gros: 'grosse', long: 'longue', nouveau: 'nouvelle', vieux: 'vieille', beau: 'belle',
  prochain: 'prochaine', seul: 'seule', entier: 'entière', vrai: 'vraie',
};
const feminineAdjective = patternRule({
  id: 'fr_adjectif_feminin',
  language: 'fr',
  title: 'Agreement',
  pattern: String.raw`\b(?:[Ll]a|[Uu]ne|[Cc]ette|[Mm]a|[Tt]a|[Ss]a)\s+(?:(?:plus|très|toute)\s+)?(?<fix>${Object.keys(FEMININE_BEFORE).join('|')})(?=\s+\p{Ll})`,
  fix: (m) => {
    const word = m.groups!['fix']!;
    const replacement = FEMININE_BEFORE[word]!;
    return { replacement, message: `After a feminine determiner the adjective is feminine: "${replacement}".` };
  },
});

// "Ma mère et mon père est" -> "sont" (see joinedSubject.ts)
const joinedSubjectFr = joinedSubjectRule({
  id: 'fr_sujet_coordonne',
  language: 'fr',
  determiners: ['le', 'la', 'mon', 'ma', 'ton', 'ta', 'son', 'sa', 'ce', 'cette', 'un', 'une', 'notre', 'votre', 'leur'],
  and: 'et',
  plurals: {
    est: 'sont', a: 'ont', va: 'vont', fait: 'font', peut: 'peuvent', veut: 'veulent', doit: 'doivent', sait: 'savent', vit: 'vivent',
    travaille: 'travaillent', habite: 'habitent', aime: 'aiment', était: 'étaient', avait: 'avaient',
  },
});

// "La fille sont gentille" -> "est" (see singularNounSubject.ts)
const singularSubjectVerbFr = singularNounSubjectRule({
  id: 'fr_sujet_singulier',
  language: 'fr',
  determiners: 'le|la|ce|cet|cette|mon|ton|son|ma|ta|sa|notre|votre|leur',
  elidedDeterminers: "l'|l’",
  clauseOpeners: 'mais|car|quand|lorsque|puis|alors|donc|si|comme|pourtant',
  between: 'ne|n\'|n’|y|en|leur|lui|nous|vous|se|me|te|les',
  predicateOpeners: 'les|des|mes|tes|ses|nos|vos|leurs|deux|trois|quatre|plusieurs|\\d+',
  singulars: { sont: 'est', ont: 'a', vont: 'va', font: 'fait', peuvent: 'peut', veulent: 'veut', doivent: 'doit', étaient: 'était', avaient: 'avait' },
  notSubjects: /^(?:soir|matin|nuit|semaine|année|mois|jour|fois|heure|moment|été|hiver|printemps|automne|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|plupart|moitié|reste|partie|minorité|majorité|totalité|peu|couple|paire|douzaine|quantité|série|nombre|ensemble)$/i,
  pluralLooking: /[sx]$/,
  message: (noun, replacement) => `The subject, "${noun}", is singular: "${replacement}".`,
});

// "un problème très importants" -> "important" (see singularNounAdjective.ts)
const singularAdjectiveFr = singularNounAdjectiveRule({
  id: 'fr_adjectif_singulier',
  language: 'fr',
  masculine: 'un|le|ce|cet|mon|ton|son',
  feminine: 'une|la|cette|ma|ta|sa',
  degree: 'très|assez|trop|vraiment|extrêmement|plutôt',
  pluralLooking: /[sx]$/,
  pluralAdjective: /[sx]$/,
  // the same in the singular: "frais", "gris", "heureux", "mauvais", "précis"
  invariable: /(?:eux|ais|is|os|as|us|ès)$/,
  singulars: (a) => [a.slice(0, -1), ...(a.endsWith('aux') ? [`${a.slice(0, -3)}al`] : [])],
  message: (noun, replacement) => `The adjective agrees with "${noun}", in the singular: "${replacement}".`,
});

export const commonErrorsFr: readonly ProseRule[] = [
  siImperfectFuture,
  pluralSubjectAuxiliaryFr,
  dontForQue,
  singularAdjectiveFr,
  singularSubjectVerbFr,
  quantityDe,
  negationDe,
  chezPerson,
  indirectQuestion,
  joinedSubjectFr,
  agreedParticipleAfterAvoir,
  participleAfterQue,
  infinitiveAfterVerbFr,
  quiAgreement,
  quiAgreementAfterQuantity,
  quiAgreementAfterDes,
  desBeforeAdjective,
  masculineAdjective,
  etreAuxiliary,
  articleContraction,
  plusMeilleur,
  pluralSubjectVerbFr,
  feminineAdjective,
  pluralAttribute,
  faireSens,
  ouAccent,
  siIl,
  enFait,
  siConditional,
  quelQueSoit,
  aForAvoir,
  caForSa,
  saForCa,
  quantA,
  sEst,
  seSont,
  malgreQue,
  pallierA,
  rappelerDe,
  apresQue,
  enTermesDe,
  faites,
  spaceBeforeMark,
  aForPreposition,
  ontForOn,
  cestForCes,
  participleAfterAvoir,
  participleAfterEtre,
  eteInvariable,
  pluralAfterDeterminer,
  subjunctive,
  elision,
];
