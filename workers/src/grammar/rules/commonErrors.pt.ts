import type { ProseRule } from '../../lint/rule.js';
import { clauseBefore, patternRule } from './patternRule.js';
import { pluralAfterDeterminerRule } from './pluralAfterDeterminer.js';
import { singularSubjectRule } from './singularSubject.js';
import { genderedPlural, pluralAttributeRule } from './pluralAttribute.js';
import { pluralNounSubjectRule } from './pluralNounSubject.js';
import { joinedSubjectRule } from './joinedSubject.js';
import { futureSubjunctivePt } from './subjunctive.pt.js';
import { accentFix, unaccentedForms } from './writtenAccents.js';
import { serEstarPt } from './serEstar.js';
import { singularNounSubjectRule } from './singularNounSubject.js';
import { singularNounAdjectiveRule } from './singularNounAdjective.js';

// Portuguese: the classic confusions, each in a context that makes it certain.

const NUMBER = 'dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|vinte|cem|muitos|muitas|vários|várias|alguns|algumas|uns|umas|poucos|poucas|\\d+';
const UNIT = 'anos|meses|semanas|dias|horas|minutos|séculos|décadas';

// impersonal haver (there is/are) stays singular: "houveram problemas" -> "houve"
const IMPERSONAL: Record<string, string> = { houveram: 'houve', haviam: 'havia', haverão: 'haverá', houverem: 'houver', houvessem: 'houvesse', haveriam: 'haveria' };
const QUANTITY = 'muitos|muitas|vários|várias|poucos|poucas|alguns|algumas|uns|umas|diversos|diversas|inúmeros|inúmeras|tantos|tantas|dois|duas|três|quatro|cinco|dez|cem|mil|\\d+';
const impersonalHaver = patternRule({
  id: 'pt_impersonal_haver',
  language: 'pt',
  title: 'Agreement',
  pattern: String.raw`\b(?<fix>houveram|haviam|haverão|houverem|houvessem|haveriam)\s+(?:${QUANTITY})\s+(?<noun>\p{L}+)`,
  fix: (m) => {
    // "haviam muitas vezes dito": an auxiliary before an adverbial phrase
    if (m.groups!['noun']!.toLowerCase() === 'vezes') return null;
    if (/(?:^|[^\p{L}])(?:se|nos|lhes|os|as)\s+$/iu.test(m.input.slice(0, m.index))) return null;
    const verb = m.groups!['fix']!;
    const replacement = IMPERSONAL[verb.toLowerCase()]!;
    return { replacement, message: `Meaning "there was/were", haver is impersonal and stays singular: "${replacement}", not "${verb}".` };
  },
});

// "fazem dois anos que": fazer of elapsed time is impersonal ("faz dois anos");
// "os gêmeos fazem dois anos amanhã" (turn two) has a subject and is left alone
const fazTempo = patternRule({
  id: 'pt_faz_tempo',
  language: 'pt',
  title: 'Agreement',
  pattern: String.raw`\b(?<fix>fazem|faziam)\s+(?:${NUMBER})\s+(?:${UNIT})(?<that>\s+que\b)?`,
  fix: (m, text) => {
    const before = clauseBefore(text, m.index).trim();
    if (!m.groups!['that'] && !/^(?:já|hoje|amanhã|agora)?$/iu.test(before)) return null;
    if (m.groups!['that'] && !/^(?:já|hoje|amanhã|agora|e|mas)?$/iu.test(before.split(/\s+/).pop() ?? '')) return null;
    const replacement = m.groups!['fix']!.toLowerCase() === 'fazem' ? 'faz' : 'fazia';
    return { replacement, message: `Of elapsed time, fazer is impersonal and stays singular: "${replacement} dois anos".` };
  },
});

// "há dois anos atrás": "há" already says "ago"
const haAtras = patternRule({
  id: 'pt_ha_atras',
  language: 'pt',
  title: 'Redundancy',
  category: 'word_choice',
  pattern: String.raw`\bhá\s+(?:(?:${NUMBER}|mais\s+de\s+\p{L}+)\s+(?:${UNIT})|muito\s+tempo|pouco\s+tempo|algum\s+tempo)(?<fix>\s+atrás)\b`,
  fix: () => ({ replacement: '', message: '"Há" already says the time has passed: "há dois anos", or "dois anos atrás", not both.' }),
});

// "ele é mas alto que": "mais" (more); after a form of ser or an article "mas" cannot be "but"
const maisNotMas = patternRule({
  id: 'pt_mais_mas',
  language: 'pt',
  title: 'Confused words',
  pattern: String.raw`\b(?:(?:é|são|era|eram|foi|foram|está|estão|estava|estavam|ficou|fica|parece|seja|sou|somos|estou)\s+(?<fix>mas)\s+\p{L}+\s+(?:do\s+)?que|(?:o|a|os|as)\s+(?<fix2>mas)\s+(?:importante|importantes|difícil|difíceis|fácil|fáceis|bonito|bonita|bonitos|bonitas|alto|alta|altos|altas|comum|comuns|rápido|rápida|conhecido|conhecida|famoso|famosa|velho|velha|novo|nova|recente|antigo|antiga|barato|barata|caro|cara|longo|longa|próximo|próxima))\b`,
  fix: () => ({ replacement: 'mais', message: '"Mais" (more) makes the comparison; "mas" means "but".' }),
});

// "mal humor": "mau" (bad) goes with a noun, "mal" (badly) with a verb or participle
const mauMal = patternRule({
  id: 'pt_mau_mal',
  language: 'pt',
  title: 'Confused words',
  pattern: String.raw`\b(?:(?<mau>mal)\s+(?:humor|caráter|hábito|hábitos|exemplo|exemplos|cheiro|jeito)|(?<mal>mau)\s+(?:humorado|humorada|educado|educada|educados|educadas|entendido|sucedido|sucedida))\b`,
  fix: (m) =>
    m.groups!['mau']
      ? { replacement: m[0].replace(/^(m)al/i, '$1au'), message: '"Mau" is the adjective that goes with a noun ("mau humor"); "mal" is the adverb.' }
      : { replacement: m[0].replace(/^(m)au\s+/i, '$1al-'), message: 'The adverb "mal" forms these words, with a hyphen: "mal-humorado", "mal-educado".' },
});

// "para mim fazer": the subject of the infinitive is "eu"; "é difícil para mim aceitar"
// (where "para mim" belongs to the adjective) is left alone
const NOT_INFINITIVE = new Set(['lugar', 'mar', 'ar', 'bar', 'mulher', 'colher', 'qualquer', 'prazer', 'jantar', 'olhar', 'par', 'altar', 'lar', 'açúcar', 'talher', 'sequer']);
const paraEu = patternRule({
  id: 'pt_para_eu',
  language: 'pt',
  title: 'Pronoun case',
  pattern: String.raw`\bpara\s+(?<fix>mim)\s+(?<verb>\p{L}+(?:ar|er|ir)|pôr)\b`,
  fix: (m, text) => {
    if (NOT_INFINITIVE.has(m.groups!['verb']!.toLowerCase())) return null;
    const before = clauseBefore(text, m.index);
    if (before.trim() === '') return null;
    if (/(?:^|[^\p{L}])(?:é|foi|era|será|seria|fica|ficou|está|estava|parece|parecia|torna|tornou)\s+(?:\p{L}+\s+){0,2}$/iu.test(before)) return null;
    return { replacement: 'eu', message: 'The subject of the infinitive takes "eu": "para eu fazer", not "para mim fazer".' };
  },
});

// "moro aqui a dois anos", "a muito tempo que espero": time gone by takes "há" (haver); "daqui a dois anos" (from now),
// "de um a dois anos" (a range) and "a cinco minutos de casa" (a distance) keep "a". Numbers
// in digits are left out: "equivalente a 12 horas" is a clock, not time gone by
const haForA = patternRule({
  id: 'pt_ha_tempo',
  language: 'pt',
  title: 'Confused words',
  pattern: String.raw`\b(?<fix>a)\s+(?:(?!\d)(?:${NUMBER})\s+(?:${UNIT})|(?:muito|pouco|bastante|algum|tanto)\s+tempo)\b(?!\s+(?:de|do|da|dos|das)\b)`,
  fix: (m, text) => {
    const before = text.slice(Math.max(0, m.index - 20), m.index);
    if (/(?:daqui|dali|dentro|até|de\s+\p{L}+|\d)\s*$/iu.test(before)) return null;
    return { replacement: 'há', message: 'For time gone by the verb haver is used: "há dois anos"; "a" points to the future ("daqui a dois anos").' };
  },
});

// "o numero", "por ultimo", "na pratica": a word stressed on its third-last syllable
// carries a written accent; without it each of these is a form of a verb ("numero", I
// number; "pratica", she practises), which the dictionary accepts. "a", "as" and "nos" are
// often pronouns ("ela a pratica", "ele nos critica"), so only determiners that never are
// count, and "o" only before a masculine form in -o: "eu o numero" is rare.
const STRESSED = unaccentedForms(
  (
    'número término cálculo estímulo vínculo círculo título depósito capítulo público último médico intérprete ' +
    'prática crítica última fórmula página'
  ).split(' '),
);
const NEVER_PRONOUN =
  'um|uma|uns|umas|do|da|dos|das|no|na|nas|ao|à|aos|às|pelo|pela|pelos|pelas|num|numa|este|esta|estes|estas|esse|essa|esses|essas|' +
  'aquele|aquela|aqueles|aquelas|seu|sua|seus|suas|meu|minha|meus|minhas|nosso|nossa|nossos|nossas|cada|outro|outra|outros|outras|' +
  'primeiro|primeira|grande|novo|nova|mesmo|mesma|qualquer|algum|alguma|nenhum|nenhuma|muitos|muitas|vários|várias|poucos|poucas|ambos|ambas';
const stressAccent = patternRule({
  id: 'pt_acento_proparoxitona',
  language: 'pt',
  title: 'Accent',
  pattern: String.raw`\b(?:(?:${NEVER_PRONOUN})|por|o)\s+(?<fix>${Object.keys(STRESSED).join('|')})\b`,
  fix: (m) => {
    if (/^o\s/i.test(m[0]) && !/o$/i.test(m.groups!['fix']!)) return null;
    return accentFix(m, STRESSED);
  },
});

// "eles tem", "vocês vem": the plurals of "ter" and "vir" carry a circumflex, "têm", "vêm"
const temPlural = patternRule({
  id: 'pt_tem_plural',
  language: 'pt',
  title: 'Accent',
  pattern: String.raw`\b(?:eles|elas|vocês)\s+(?:(?:não|também|já|ainda|sempre|nunca)\s+)?(?<fix>tem|vem)\b`,
  fix: (m) => {
    const replacement = m.groups!['fix']!.toLowerCase() === 'tem' ? 'têm' : 'vêm';
    return { replacement, message: `With a plural subject the verb is "${replacement}", with a circumflex.` };
  },
});

// "a gente vamos": "a gente" takes the verb of "ele", whatever it means
const A_GENTE: Record<string, string> = {
  vamos: 'vai', fomos: 'foi', estamos: 'está', estávamos: 'estava', somos: 'é', éramos: 'era', temos: 'tem', tínhamos: 'tinha',
  podemos: 'pode', fizemos: 'fez', queremos: 'quer', sabemos: 'sabe', precisamos: 'precisa', ficamos: 'fica', gostamos: 'gosta',
};
const aGente = patternRule({
  id: 'pt_a_gente',
  language: 'pt',
  title: 'Agreement',
  pattern: String.raw`\ba\s+gente\s+(?:(?:não|também|já|ainda|sempre|nunca|só)\s+)?(?<fix>${Object.keys(A_GENTE).join('|')})\b`,
  fix: (m) => {
    const replacement = A_GENTE[m.groups!['fix']!.toLowerCase()]!;
    return { replacement, message: `"A gente" takes the verb in the third person singular: "a gente ${replacement}".` };
  },
});

// "entre eu e você": after a preposition the pronoun is "mim"
const entreMim = patternRule({
  id: 'pt_entre_mim',
  language: 'pt',
  title: 'Pronoun',
  pattern: String.raw`\bentre\s+(?<fix>eu)\s+e\b|\bentre\s+(?:você|vocês|ele|ela|ti|o\s+\p{L}+|a\s+\p{L}+)\s+e\s+(?<fix2>eu)(?=\s*(?:[.!?,;:)]|$))`,
  fix: () => ({ replacement: 'mim', message: 'After "entre" the pronoun is "mim": "entre mim e você".' }),
});

// "meio-dia e meio": the half is of an hour, "meia (hora)"
const meiaHora = patternRule({
  id: 'pt_meia_hora',
  language: 'pt',
  title: 'Agreement',
  pattern: String.raw`\b(?:meio-dia|meia-noite)\s+e\s+(?<fix>meio)\b`,
  fix: () => ({ replacement: 'meia', message: 'The half is half an hour, "meia hora": "meio-dia e meia".' }),
});

// "ela está meia cansada": before an adjective "meio" is an adverb (rather), which does not
// agree; a noun after it is halved ("meia hora", "meia volta"). Only after a verb of being or
// seeming, before an adjective whose masculine the dictionary knows.
const HALVED_NOUNS_PT = /^(?:hora|volta|entrada|dúzia|laranja|garrafa|maratona|lua|xícara|jornada|porção|tigela|taça|calça)$/;
const meioAdverb = patternRule({
  id: 'pt_meio_adverbio',
  language: 'pt',
  title: 'Agreement',
  pattern: String.raw`\b(?:está|estava|estou|estás|estão|estavam|estamos|esteve|fica|ficou|ficava|ficam|ficaram|é|era|foi|são|eram|anda|andava|parece|parecia|parecem|sente|sinto|sentia)\s+(?<fix>meias?)\s+(?<adjective>\p{Ll}{3,}a)s?\b`,
  fix: (m, _text, ctx) => {
    const adjective = m.groups!['adjective']!;
    if (HALVED_NOUNS_PT.test(adjective) || !ctx.isWord(`${adjective.slice(0, -1)}o`)) return null;
    return { replacement: 'meio', message: 'Before an adjective "meio" means "rather" and does not agree: "meio cansada".' };
  },
});

// "as vezes": the adverb "sometimes" is "às vezes", with the grave accent of "a" + "as"; "todas
// as vezes que" and "as vezes em que" (the times when) keep the article alone
const asVezes = patternRule({
  id: 'pt_as_vezes',
  language: 'pt',
  title: 'Accent',
  pattern: String.raw`(?<!\b(?:todas|muitas|poucas|algumas|várias|tantas|quantas|duas|três|das|nas|pelas|e)\s+)\b(?<fix>as)\s+vezes\b(?!\s+(?:que|em|de|dos?|das?|n[oa]s?)\b)`,
  fix: () => ({ replacement: 'às', message: '"Sometimes" is "às vezes", with a grave accent (a + as).' }),
});

// "eles estão cansado" -> "cansados", "eles são normal" -> "normais" (see pluralAttribute.ts)
const pluralAttributePt = pluralAttributeRule({
  id: 'pt_concordancia_plural',
  language: 'pt',
  masculine: 'eles',
  determiners: { masculine: 'os|estes|esses|aqueles|nossos|vossos', feminine: 'as|estas|essas|aquelas|nossas|vossas' },
  feminine: 'elas',
  verbs: 'são|estão|eram|estavam|serão|estarão|seriam|estariam|foram|estiveram|sejam|estejam|parecem|pareciam|ficam|ficaram|continuam',
  negation: String.raw`não\s+`,
  between: 'muito|tão|bastante|demasiado|mais|menos|já|ainda|sempre|nunca',
  notAttributes: new Set(
    (
      'bem mal assim aqui ali aí lá cá longe perto melhor pior mais menos tão muito bastante demais algo nada tudo um uma ' +
      'o a de do da em no na ao com sem para por sobre entre até contra segundo como quando onde enquanto já ainda ' +
      'sempre nunca também tampouco só além inclusive quase apenas sim não que quem qual mesmo ' +
      'dois duas três quatro cinco seis sete oito nove dez onze doze vinte trinta cem mil ' +
      // nouns that stand after the verb without an article, in the singular: "são parte de"
      'parte causa prova chave culpa posse base fonte origem objeto motivo razão fruto reflexo exemplo sinônimo sinal amostra tema coisa problema'
    ).split(' '),
  ),
  adverbEnding: 'mente',
  plural: (word, feminine, isWord) => {
    if (/[aeo]$/.test(word)) return genderedPlural(word, feminine, isWord);
    if (/[aeou]l$/.test(word)) return `${word.slice(0, -1)}is`;
    // "feliz" has one form; a word in -r may have a feminine ("trabalhadoras")
    if (word.endsWith('z') || (word.endsWith('r') && !feminine)) return `${word}es`;
    return null;
  },
});

// "vai vim": after "ir" the infinitive "vir"; "vim" is "I came"
const vaiVir = patternRule({
  id: 'pt_vai_vir',
  language: 'pt',
  title: 'Verb form',
  pattern: String.raw`\b(?:vou|vais|vai|vamos|vão|ia|iam|íamos|iria|iriam)\s+(?:(?:me|te|se|nos|lhe|lhes)\s+)?(?<fix>vim)\b`,
  fix: () => ({ replacement: 'vir', message: 'After "ir" the verb is the infinitive: "vai vir"; "vim" means "I came".' }),
});

// "ninguém fazem": "ninguém" takes the verb in the singular
const ninguemSingular = singularSubjectRule({
  id: 'pt_ninguem_singular',
  language: 'pt',
  subject: 'ninguém',
  between: 'mais|nunca|jamais|também|ainda|me|te|se|nos|lhe|lhes|o|a|os|as',
  irregular: { fazem: 'faz', dizem: 'diz', querem: 'quer', têm: 'tem', vão: 'vai', são: 'é', estão: 'está', dão: 'dá', veem: 'vê', vêem: 'vê', podem: 'pode', sabem: 'sabe', trazem: 'traz' },
  regularPlural: String.raw`\p{Ll}+(?:am|em)`,
  singularOf: (verb) => verb.slice(0, -1),
  message: (_verb, singular) => `"Ninguém" is singular: "ninguém ${singular}".`,
});

// "Se eu teria tempo, viajaria": after a "se" of condition, the imperfect subjunctive, built
// on the preterite's stem ("tiveram" -> "tivesse"), not the conditional. Only "se" opening a
// clause: "não sei se teria tempo" (whether) is right. Forms the dictionary does not know
// give no finding.
const SUBJUNCTIVE_BASE_PT: Record<string, string> = {
  ter: 'tive', far: 'fize', poder: 'pude', ser: 'fo', ir: 'fo', estar: 'estive', saber: 'soube', querer: 'quise', dir: 'disse',
  vir: 'vie', haver: 'houve', trar: 'trouxe', por: 'puse', dar: 'de', ver: 'vi',
};
const CONDITIONAL_ENDINGS_PT: Array<[string, string]> = [['íamos', 'ssemos'], ['íeis', 'sseis'], ['iam', 'ssem'], ['ias', 'sses'], ['ia', 'sse']];
const STRESSED_VOWEL: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ô' };
function subjunctiveOfConditionalPt(word: string, isWord: (w: string) => boolean): string | null {
  const lower = word.toLowerCase();
  for (const [ending, subjunctive] of CONDITIONAL_ENDINGS_PT) {
    if (!lower.endsWith(ending)) continue;
    const stem = lower.slice(0, -ending.length); // "viajar", "ter", "far"
    const irregular = SUBJUNCTIVE_BASE_PT[stem];
    const base = irregular ?? (/[aei]r$/.test(stem) && isWord(stem) ? stem.slice(0, -1) : null);
    if (!base) return null;
    // "nós" stresses the vowel before the ending: "tivéssemos", "falássemos", "comêssemos"
    if (ending !== 'íamos') return `${base}${subjunctive}`;
    const last = base.at(-1)!;
    const stressed = !irregular && last === 'e' ? 'ê' : (STRESSED_VOWEL[last] ?? last);
    return `${base.slice(0, -1)}${stressed}${subjunctive}`;
  }
  return null;
}
const seConditional = patternRule({
  id: 'pt_se_condicional',
  language: 'pt',
  title: 'Verb mood',
  pattern: String.raw`(?<=(?:^|[.!?;:("“«]\s*|,\s+|\b(?:e|mas|mesmo|até|só)\s+))se\s+(?:(?:eu|tu|ele|ela|você|nós|vós|eles|elas|vocês|a\s+gente|não|me|te|nos|lhe|o|a)\s+){0,2}(?<fix>\p{Ll}+r(?:ia|ias|íamos|íeis|iam))\b`,
  fix: (m, _text, ctx) => {
    const verb = m.groups!['fix']!;
    const replacement = subjunctiveOfConditionalPt(verb, ctx.isWord);
    if (!replacement || !ctx.isWord(replacement)) return null;
    return { replacement, message: `After "se" of a condition, Portuguese uses the imperfect subjunctive: "${replacement}", not the conditional "${verb}".` };
  },
});

// "meus filho", "estes problema", "com os amigo", "dos aluno" (see pluralAfterDeterminer.ts); not a
// verb after a determiner standing alone as a pronoun ("alguns acham", "estes são"). "Os" and "as"
// are pronouns too ("os vi"), so only after a preposition; "nos" is "us" as well.
// numbers above one count too ("tenho três irmão"), not a label's ("a coluna dois contém")
const PLURAL_DETERMINERS_PT = String.raw`(?<=\b(?:em|com|de|por|para|sobre|entre|até|desde|contra|sem|a)\s+)(?:os|as)|dos|das|aos|nas|pelos|pelas|(?<!\b(?:coluna|linha|passo|capítulo|parte|fase|nível|grupo|tipo|caso|versão|opção|página|seção|secção|artigo|etapa|número|janela)\s+)(?:dois|duas|três|quatro|cinco|seis|sete|oito|dez|doze|quinze|vinte|trinta|cem)|meus|minhas|teus|tuas|seus|suas|nossos|nossas|vossos|vossas|estes|estas|esses|essas|aqueles|aquelas|alguns|algumas|vários|várias|muitos|muitas|poucos|poucas|certos|certas|todos\s+os|todas\s+as`;
const NOT_PLURAL_NOUNS_PT = new Set(
  ('de do da em no na entre sobre sob com sem por para até desde contra e ou nem mas que como quando onde se não mais menos muito tão ' +
    'quatro cinco sete oito nove onze doze treze catorze quinze vinte trinta quarenta cinquenta sessenta setenta oitenta noventa cem cento mil ' +
    'próprio própria mesmo mesma melhor pior maior menor primeiro último outro outra cada lhe lhes o a se me te nos ' +
    'são é era eram foi foram será serão está estão estava estavam há tem têm podem pode devem deve fazem vão').split(' '),
);
const pluralAfterDeterminerPt = pluralAfterDeterminerRule({
  id: 'pt_plural_determinante',
  language: 'pt',
  // "MS-DOS", "-los": a name and an option
  before: '(?<![-%])',
  determiners: PLURAL_DETERMINERS_PT,
  and: 'e|ou',
  pluralEnding: 's',
  notNouns: NOT_PLURAL_NOUNS_PT,
  // a plural already, an infinitive, a plural or future verb ("alguns acham", "estes irá")
  notNounForm: /[sxz]$|[aeio]r$|(?:am|em|rá|rão)$/,
  // the dictionary tells which: "amigos", "homens", "canções", "pães", "papéis", "animais"
  plurals: (noun) => [
    `${noun}s`,
    noun.replace(/m$/, 'ns'),
    `${noun}es`,
    noun.replace(/ão$/, 'ões'),
    noun.replace(/ão$/, 'ães'),
    noun.replace(/el$/, 'éis'),
    noun.replace(/ol$/, 'óis'),
    noun.replace(/il$/, 'is'),
    noun.replace(/al$/, 'ais'),
  ],
});

// "foi muito bom, mais o final não me agradou": after a comma and before a clause, "mas" (but).
// Only before a subject pronoun, "não", or an article, its noun and a verb; "mais" as "plus"
// in a list ("o preço, mais os impostos, ...") has no verb there.
const masNotMais = patternRule({
  id: 'pt_mas_mais',
  language: 'pt',
  title: 'Confused words',
  pattern: String.raw`,\s*(?<fix>mais)\s+(?:(?:não|eu|ele|ela|nós|eles|elas|você|vocês|ninguém|também|nunca|isso|isto)\b|(?:o|a|os|as)\s+\p{L}+\s+(?:não|foi|é|era|está|estava|ficou|fica|tem|tinha|vai|foram|são|eram)\b)`,
  fix: () => ({ replacement: 'mas', message: '"Mas" (but) joins the clauses; "mais" means "more".' }),
});

// "porque agente gostou": "a gente" (we), two words; "agente" is an agent ("o agente gostou")
const aGenteTwoWords = patternRule({
  id: 'pt_a_gente_separado',
  language: 'pt',
  title: 'Confused words',
  pattern: String.raw`(?<!\b(?:o|um|do|ao|pelo|no|este|esse|aquele|nosso|seu|meu|teu|cada|outro|novo|bom|grande)\s+)\b(?<fix>agente)\s+(?:não\s+)?(?:gostou|gosta|vai|foi|tem|pode|está|estava|fez|faz|quer|sabe|precisa|ficou|fica|viu|vê|acha|achou|pensa|mora|chegou|saiu|vive|costuma)\b`,
  fix: () => ({ replacement: 'a gente', message: '"A gente" (we) is two words; "agente" is an agent.' }),
});

// "Os alunos não tem tempo" -> "têm" (see pluralNounSubject.ts)
const pluralSubjectVerbPt = pluralNounSubjectRule({
  id: 'pt_sujeito_plural',
  language: 'pt',
  determiners: 'os|as|estes|estas|esses|essas|meus|minhas|teus|tuas|nossos|nossas|muitos|muitas|alguns|algumas',
  prepositions: 'em|de|do|da|dos|das|no|na|nos|nas|com|por|pelo|pela|pelos|pelas|para|a|ao|aos|sobre|entre|desde|até|sem|segundo|como',
  infinitiveEndings: 'ar|er|ir',
  between: 'não|também|sempre|já|nunca|quase',
  plurals: {
    é: 'são', está: 'estão', tem: 'têm', faz: 'fazem', pode: 'podem', quer: 'querem', sabe: 'sabem', vai: 'vão', diz: 'dizem',
    deve: 'devem', precisa: 'precisam', pensa: 'pensam', mora: 'moram', vive: 'vivem', trabalha: 'trabalham', estuda: 'estudam',
    usa: 'usam', fala: 'falam', come: 'comem', joga: 'jogam', parece: 'parecem', gosta: 'gostam', chega: 'chegam', ganha: 'ganham',
    prefere: 'preferem', entende: 'entendem', conhece: 'conhecem', procura: 'procuram', ajuda: 'ajudam', era: 'eram', estava: 'estavam', tinha: 'tinham',
  },
  // days ("as segundas é difícil"), times ("algumas vezes pode") and a relative ("os quais")
  notSubjects: /^(?:segundas|terças|quartas|quintas|sextas|sábados|domingos|vezes|dias|anos|meses|semanas|horas|minutos|noites|manhãs|tardes|casos|quais|demais)$/i,
  // (-is is a plural ending too: "pais", "animais")
  singularInS: /^(?:lápis|tênis|ténis|ônibus|vírus|pires|oásis|íris|atlas|bônus|ônus|campus|status)$/,
  message: (noun, replacement) => `The subject, "${noun}", is plural: "${replacement}".`,
});

// "Minha mãe e meu pai está" -> "estão" (see joinedSubject.ts)
const joinedSubjectPt = joinedSubjectRule({
  id: 'pt_sujeito_composto',
  language: 'pt',
  determiners: ['o', 'a', 'meu', 'minha', 'teu', 'tua', 'seu', 'sua', 'este', 'esta', 'esse', 'essa', 'um', 'uma', 'nosso', 'nossa'],
  and: 'e',
  plurals: {
    é: 'são', está: 'estão', tem: 'têm', vai: 'vão', faz: 'fazem', pode: 'podem', quer: 'querem', sabe: 'sabem', vive: 'vivem', trabalha: 'trabalham',
    mora: 'moram', gosta: 'gostam', era: 'eram', estava: 'estavam', tinha: 'tinham', foi: 'foram',
  },
});

// "aonde você está?": "aonde" (to where) goes with verbs of motion; being, living or working
// somewhere takes "onde". The other way round, "onde você vai?", is how Brazil speaks.
const ondeStatic = patternRule({
  id: 'pt_onde_aonde',
  language: 'pt',
  title: 'Confused words',
  pattern: String.raw`\b(?<fix>aonde)\s+(?:(?:você|vocês|ele|ela|eles|elas|tu|eu|nós|o|a)\s+)?(?:está|estás|estão|estava|estavam|estou|fica|ficam|ficava|mora|moras|moram|morava|moro|vive|vives|vivem|vivia|trabalha|trabalhas|trabalham|estuda|estudas|estudam|nasceu|nasceste|nasci)\b`,
  fix: () => ({ replacement: 'onde', message: '"Aonde" (to where) goes with verbs of motion; where something is takes "onde".' }),
});

// "moro em a cidade", "gosto de o carro": "em", "de" and "por" join the definite article ("na",
// "do", "pelo"). "De" and "por" stay apart before the subject of an infinitive in careful writing
// ("antes de o professor chegar", "eliminado por o parâmetro estar"): no infinitive, personal or
// not, may follow in the clause. Not a letter ("de a até z") either.
const CONTRACTED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  em: { o: 'no', a: 'na', os: 'nos', as: 'nas' },
  de: { o: 'do', a: 'da', os: 'dos', as: 'das' },
  por: { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' },
};
// An infinitive among the next fifteen words of the clause (up to its first punctuation mark),
// personal or not ("chegar", "estarem", "pôr"). Word by word: one regex over the whole
// stretch backtracked for tens of milliseconds on a long clause.
const INFINITIVE = /(?:\p{Ll}+(?:ar|er|ir)|\p{Ll}{2,}por|pôr)(?:es|mos|des|em)?(?![\p{L}])/u;
function infinitiveAhead(after: string): boolean {
  const clause = after.split(/[.,;:!?]/, 1)[0]!;
  return clause.split(/\s+/).filter(Boolean).slice(0, 15).some((word) => INFINITIVE.test(word));
}
const contraction = patternRule({
  id: 'pt_contracao',
  language: 'pt',
  title: 'Contraction',
  pattern: String.raw`(?<![-%])(?<!\bsobre\s+)\b(?<fix>(?<preposition>em|de|por)\s+(?<article>o|a|os|as))\s+(?=\p{Ll})(?!(?:até|a|e|ou)\b)`,
  fix: (m, text) => {
    const { fix, preposition, article } = m.groups as { fix: string; preposition: string; article: string };
    if (fix !== fix.toLowerCase()) return null;
    if (preposition !== 'em' && infinitiveAhead(text.slice(m.index + m[0].length, m.index + m[0].length + 160))) return null;
    const replacement = CONTRACTED[preposition]![article]!;
    return { replacement, message: `"${preposition}" and "${article}" join into one word: "${replacement}".` };
  },
});

// "quero que você vem", "espero que ele tem": a wish, a need or a purpose takes the present
// subjunctive ("venha", "tenha"). The common irregular verbs, whose subjunctive differs, after
// a subject pronoun.
const PRESENT_SUBJUNCTIVE: Readonly<Record<string, string>> = {
  vou: 'vá', vai: 'vá', tenho: 'tenha', tem: 'tenha', têm: 'tenham', sou: 'seja', é: 'seja', são: 'sejam', faço: 'faça', faz: 'faça',
  fazem: 'façam', posso: 'possa', pode: 'possa', podem: 'possam', sei: 'saiba', sabe: 'saiba', sabem: 'saibam', estou: 'esteja',
  está: 'esteja', estão: 'estejam', venho: 'venha', vem: 'venha', vêm: 'venham', digo: 'diga', diz: 'diga', dizem: 'digam',
  quero: 'queira', quer: 'queira', querem: 'queiram',
};
// ("neste caso você tem" is the noun "caso")
const SUBJUNCTIVE_TRIGGERS = String.raw`(?:quero|queremos|espero|esperamos|desejo|peço|duvido|é\s+(?:importante|necessário|preciso|possível|melhor))\s+que|para\s+que|embora|talvez|(?<!\b(?:neste|nesse|naquele|no|em|este|esse|o|um|cada|qualquer|outro)\s+)caso|a\s+não\s+ser\s+que|antes\s+que|sem\s+que`;

/** A rule giving a verb after one of `triggers` and a subject pronoun its subjunctive from `forms`. */
function subjunctiveAfter(id: string, triggers: string, forms: Readonly<Record<string, string>>, why: string): ProseRule {
  return patternRule({
    id,
    language: 'pt',
    title: 'Verb mood',
    pattern: String.raw`\b(?:${triggers})\s+(?:eu|tu|ele|ela|você|a\s+gente|nós|eles|elas|vocês)\s+(?:(?:não|me|te|se|nos|lhe|o|a)\s+){0,2}(?<fix>${Object.keys(forms).join('|')})(?![\p{L}])`,
    fix: (m) => {
      const verb = m.groups!['fix']!;
      const replacement = forms[verb.toLowerCase()];
      if (!replacement) return null;
      return { replacement, message: `${why}: "${replacement}", not "${verb}".` };
    },
  });
}
const presentSubjunctive = subjunctiveAfter('pt_subjuntivo_presente', SUBJUNCTIVE_TRIGGERS, PRESENT_SUBJUNCTIVE, 'A wish, a need or a purpose takes the present subjunctive');

// "eu queria que você vinha", "era preciso que ele tinha": the same wish or need in the past takes
// the imperfect subjunctive ("viesse", "tivesse"). The common irregular verbs, by their
// imperfect, after a subject pronoun.
const IMPERFECT_SUBJUNCTIVE: Readonly<Record<string, string>> = {
  ia: 'fosse', iam: 'fossem', tinha: 'tivesse', tinham: 'tivessem', era: 'fosse', eram: 'fossem', fazia: 'fizesse', faziam: 'fizessem',
  podia: 'pudesse', podiam: 'pudessem', sabia: 'soubesse', sabiam: 'soubessem', estava: 'estivesse', estavam: 'estivessem',
  vinha: 'viesse', vinham: 'viessem', dizia: 'dissesse', diziam: 'dissessem', queria: 'quisesse', queriam: 'quisessem',
  via: 'visse', viam: 'vissem', dava: 'desse', davam: 'dessem', trazia: 'trouxesse', traziam: 'trouxessem',
};
const PAST_SUBJUNCTIVE_TRIGGERS = String.raw`(?:queria|queríamos|quis|esperava|esperávamos|pedi|pediu|pedia|duvidava|era\s+(?:importante|necessário|preciso|possível|melhor)|foi\s+(?:importante|necessário|preciso))\s+que`;
const pastSubjunctive = subjunctiveAfter('pt_subjuntivo_imperfeito', PAST_SUBJUNCTIVE_TRIGGERS, IMPERFECT_SUBJUNCTIVE, 'A wish or a need in the past takes the imperfect subjunctive');

// "ela está cansado", "minha irmã é alto": after "ela" (or a word for a woman) and a verb of
// being, an adjective or participle in -o takes the feminine -a, when the dictionary knows it
const FEMININE_SUBJECT_PT = String.raw`ela|(?:minha|tua|sua|nossa|a|esta|essa)\s+(?:mãe|irmã|filha|esposa|mulher|tia|avó|amiga|namorada|prima|professora|vizinha)`;
const feminineAttributePt = patternRule({
  id: 'pt_concordancia_feminina',
  language: 'pt',
  title: 'Agreement',
  pattern: String.raw`(?<![\p{L}'’])(?<subject>${FEMININE_SUBJECT_PT})\s+(?:não\s+)?(?:é|está|era|estava|foi|esteve|ficou|fica|ficava|parece|parecia|será|estará|seria|estaria)\s+(?:(?:muito|tão|bem|bastante|meio|pouco|mais|menos|já|sempre|ainda|super|demasiado)\s+)?(?<fix>\p{Ll}{3,}o)(?![\p{L}'’-])`,
  fix: (m, _text, ctx) => {
    const word = m.groups!['fix']!;
    const subject = m.groups!['subject']!;
    // (the pattern reads any case: a word in capitals is left)
    if (word !== word.toLowerCase() || ['membro', 'modelo', 'caso', 'exemplo', 'tudo', 'pouco', 'muito', 'cedo', 'longo'].includes(word)) return null;
    const feminine = `${word.slice(0, -1)}a`;
    if (!ctx.isWord(word) || !ctx.isWord(feminine)) return null;
    return { replacement: feminine, message: `After "${subject.toLowerCase()}" the feminine is "${feminine}": the adjective or participle agrees with the subject.` };
  },
});

// "A menina são simpáticas" -> "é" (see singularNounSubject.ts)
const singularSubjectVerbPt = singularNounSubjectRule({
  id: 'pt_sujeito_singular',
  language: 'pt',
  determiners: 'o|a|este|esta|esse|essa|aquele|aquela|meu|minha|teu|tua|seu|sua|nosso|nossa',
  clauseOpeners: 'mas|porque|quando|embora|pois|então|também|se|enquanto|depois',
  between: 'não|também|sempre|já|nunca|quase',
  predicateOpeners: 'o|a|os|as|um|uma|uns|umas|meus|minhas|seus|suas|nossos|nossas|dois|duas|três|quatro|cinco|muitos|muitas|vários|várias|\\d+',
  singulars: { são: 'é', estão: 'está', têm: 'tem', vão: 'vai', podem: 'pode', querem: 'quer', devem: 'deve', fazem: 'faz', eram: 'era', estavam: 'estava', tinham: 'tinha' },
  notSubjects: /^(?:seguir|noite|manhã|tarde|semana|ano|mês|dia|vez|hora|momento|verão|inverno|primavera|outono|segunda|terça|quarta|quinta|sexta|sábado|domingo|maioria|metade|resto|parte|minoria|totalidade|maior|gente|dupla|par|dúzia|quantidade|série|número|conjunto)$/i,
  pluralLooking: /s$/,
  message: (noun, replacement) => `The subject, "${noun}", is singular: "${replacement}".`,
});

// "um problema muito importantes" -> "importante" (see singularNounAdjective.ts)
const singularAdjectivePt = singularNounAdjectiveRule({
  id: 'pt_adjetivo_singular',
  language: 'pt',
  masculine: 'um|o|este|esse|aquele',
  feminine: 'uma|a|esta|essa|aquela',
  degree: 'muito|bastante|tão|demasiado|realmente|extremamente|pouco',
  pluralLooking: /s$/,
  pluralAdjective: /s$/,
  // "legais" -> "legal" before "legai" (a verb's form), "comuns" -> "comum"
  singulars: (a) => [...(a.endsWith('ais') ? [`${a.slice(0, -3)}al`] : []), ...(a.endsWith('eis') ? [`${a.slice(0, -3)}el`] : []), ...(a.endsWith('ns') ? [`${a.slice(0, -2)}m`] : []), a.slice(0, -1), a.slice(0, -2)],
  message: (noun, replacement) => `The adjective agrees with "${noun}", in the singular: "${replacement}".`,
});

// "Eu gosto muito chocolate", "ela gosta o filme" -> "de chocolate", "do filme": "gostar" takes
// "de", joined with an article or a demonstrative ("do", "desta"). Only after a subject
// pronoun or "não" (so that "gosto" is the verb, not the noun of "bom gosto"), and not before
// a word that already holds the "de" ("dele", "disso") or an adverb.
const WITH_DE: Readonly<Record<string, string>> = {
  o: 'do', a: 'da', os: 'dos', as: 'das', este: 'deste', esta: 'desta', estes: 'destes', estas: 'destas', esse: 'desse', essa: 'dessa',
  esses: 'desses', essas: 'dessas', isso: 'disso', isto: 'disto', aquilo: 'daquilo', ele: 'dele', ela: 'dela', eles: 'deles', elas: 'delas',
};
const NOT_AN_OBJECT = /^(?:de|do|da|dos|das|dele|dela|deles|delas|disso|disto|daquilo|deste|desta|desse|dessa|muito|mais|menos|bastante|demais|tanto|que|e|ou|mas|quando|se|porque|também|nada|não|nem|sim|assim|bem|mal|aqui|ali|lá|agora|hoje|sempre|nunca|para|pra|por|com|em|no|na|nos|nas|pelo|pela|sem|até|como|quanto|pois|então|ainda|já|só|apenas|realmente|sinceramente|especialmente|principalmente)$/i;
const gostarDe = patternRule({
  id: 'pt_gostar_de',
  language: 'pt',
  title: 'Preposition',
  pattern: String.raw`\b(?:eu|ele|ela|você|nós|eles|elas|vocês|não|também|a\s+gente)\s+(?:gosto|gosta|gostamos|gostam|gostava|gostavam|gostei|gostou|gostaram|gostaria)\s+(?:(?:muito|mais|bastante|tanto|demais)\s+)?(?<fix>\p{Ll}+)\b`,
  fix: (m, _text, ctx) => {
    const word = m.groups!['fix']!;
    if (NOT_AN_OBJECT.test(word)) return null;
    const joined = WITH_DE[word.toLowerCase()];
    if (!joined && !ctx.isWord(word)) return null;
    const replacement = joined ?? `de ${word}`;
    return { replacement, message: `"Gostar" takes "de": "${replacement}".` };
  },
});

export const commonErrorsPt: readonly ProseRule[] = [gostarDe, singularAdjectivePt, singularSubjectVerbPt, feminineAttributePt, contraction, presentSubjunctive, pastSubjunctive, joinedSubjectPt, futureSubjunctivePt, pluralSubjectVerbPt, pluralAttributePt, asVezes, impersonalHaver, fazTempo, haAtras, maisNotMas, mauMal, paraEu, haForA, stressAccent, temPlural, aGente, entreMim, meiaHora, meioAdverb, serEstarPt, ondeStatic, vaiVir, ninguemSingular, seConditional, pluralAfterDeterminerPt, masNotMais, aGenteTwoWords];
