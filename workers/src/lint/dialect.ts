import type { EnglishDialect } from '../grammar/harperPass.js';

// The English dialect follows the document's own spelling first and the locale
// second: "colour" with "organise" reads British (or Australian with an en-AU
// locale), "colour" with "organize" Canadian, "color" American.

export const OUR_STEMS = 'col|flav|hon|hum|lab|neighb|fav|behavi|harb|rum|vap|vig|sav|endeav|arm|od|parl|splend|tum|rig';
const GB_OUR = new RegExp(`\\b(?:${OUR_STEMS})our(?:s|ed|ing|ite|ites|able|ful|ed)?\\b`, 'gi');
const US_OR = new RegExp(`\\b(?:${OUR_STEMS})or(?:s|ed|ing|ite|ites|able|ful)?\\b`, 'gi');
export const ISE_STEMS =
  'organ|real|recogn|character|minim|maxim|critic|apolog|summar|priorit|util|special|general|final|standard|emphas|categor|optim|normal|author|visual|civil|modern|memor|legal|central|stabil|symbol|' +
  'custom|synchron|privat|popular|penal|neutral|equal|capital|commercial|global|hospital|industrial|internal|external|mobil|polar|public|' +
  'revolution|scrutin|sympath|terror|urban|vandal|harmon|fertil|familiar|local|national|natural|personal|rational|subsid|theor|trivial|' +
  'democrat|digit|dramat|econom|evangel|fossil|hypnot|ideal|immun|jeopard|liberal|magnet|marginal|moral|mechan|metabol|monopol|' +
  'ostrac|patron|plagiar|pressur|radical|random|regular|sanit|sensit|serial|social|steril|stigmat|weapon|western|item|legitim|' +
  'colon|human|agon|antagon|fantas|criminal|energ|euphem|glamor|monet|motor';
// Any "-isation" is British; the verbs need their stems, as "advise" or "promise" are no -ise of a -ize
// ("analyses" is also the plural of "analysis" everywhere).
const GB_ISE = new RegExp(`\\b(?:${ISE_STEMS})is(?:e|es|ed|ing|er|ers)\\b|\\b\\p{L}{3,}isations?\\b|\\b(?:analy|paraly|cataly)s(?:e|ed|ing)\\b`, 'giu');
const US_IZE = new RegExp(`\\b(?:${ISE_STEMS})iz(?:e|es|ed|ing|er|ers)\\b|\\b\\p{L}{3,}izations?\\b|\\b(?:analy|paraly|cataly)z(?:e|es|ed|ing)\\b`, 'giu');
const GB_OTHER =
  /\b(?:centre|centres|theatre|theatres|litre|litres|fibre|fibres|(?:kilo|centi|milli)?metres?|travell(?:ed|ing|er)|cancell(?:ed|ing)|(?:label|model|level|signal|fuel|total|channel|counsel)l(?:ed|ing)|counsellors?|councillors?|jewellery|jewellers?|woollen|marvellous|enrolment|fulfilment|programme|programmes|catalogue|defence|grey|aluminium|tyres?|kerbs?|cheque|manoeuvre|pyjamas|ploughs?|mould(?:s|y)?|storeys|sceptic(?:s|al)?|moustaches?|cosy|tonnes?|sulphur|foetus|oestrogen|paediatric\w*|anaemi\w*|licences?|offences?|defences|pretences?|moult(?:s|ed|ing)?|practis(?:e|es|ed|ing)|aeroplanes?|storey|cheques|catalogues|analogue|(?:pedal|equal|quarrel|marshal|tunnel|funnel|dial|pencil|rival|initial)l(?:ed|ing))\b/gi;
const US_OTHER =
  /\b(?:center|centers|theater|theaters|liter|liters|fiber|fibers|(?:kilo|centi|milli)meters?|traveled|traveling|traveler|canceled|canceling|(?:label|model|level|signal|fuel|total|channel|counsel)(?:ed|ing)|counselors?|councilors?|jewelry|jewelers?|woolen|marvelous|enrollment|fulfillment|catalog|defense|gray|aluminum|pajamas|plows?|molds?|moldy|skeptic(?:s|al)?|mustaches?|cozy|pediatric\w*|anemi\w*|offenses?|defenses|pretenses?|molt(?:s|ed|ing)|practic(?:ed|ing)|airplanes?|checkbooks?|analog|(?:pedal|equal|quarrel|marshal|tunnel|funnel|dial|pencil|rival|initial)(?:ed|ing))\b/gi;

// British spellings and words Canadian English does not use.
const NOT_CANADIAN = /\b(?:programmes?|aluminium|tyres?|kerbs?|aeroplanes?|maths|whilst|learnt|spelt)\b/i;

const count = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;

const ISE_ONLY = new RegExp(`\\b(?:${ISE_STEMS})is(?:e|es|ed|ing|er|ers)\\b|\\b\\p{L}{3,}isations?\\b`, 'iu');

/** Whether the text writes any verb or noun with "-ise" or "-isation" ("organise", "realisation"). */
export const spellsIse = (text: string): boolean => ISE_ONLY.test(text);

const isEnglishDialect = (s: string): s is EnglishDialect => s === 'en-US' || s === 'en-GB' || s === 'en-AU' || s === 'en-CA';

export function normaliseDialect(value: string | undefined): EnglishDialect | null {
  if (!value) return null;
  const [lang, region] = value.replace('_', '-').split('-');
  const d = `${(lang ?? '').toLowerCase()}-${(region ?? '').toUpperCase()}`;
  return isEnglishDialect(d) ? d : null;
}

export function detectDialect(text: string, locale?: string): EnglishDialect {
  const hint = normaliseDialect(locale);
  const gbOur = count(text, GB_OUR);
  const gbIse = count(text, GB_ISE);
  const gbOther = count(text, GB_OTHER);
  const usOr = count(text, US_OR);
  const usIze = count(text, US_IZE);
  const usOther = count(text, US_OTHER);
  const gb = gbOur + gbIse + gbOther;
  const us = usOr + usIze + usOther;
  if (gb === 0 && us === 0) return hint ?? 'en-US';
  // Canadian spelling: British -our with American -ize, unless the locale or a word Canada
  // does not write says British in Oxford spelling (which writes -ize too). Canada writes
  // "centre" and "travelled" as Britain does: more of "center" and "traveled" than of those
  // is an American writer's one "colour", not Canadian spelling.
  if (gbOur > 0 && usIze > 0 && gbIse === 0 && usOr === 0 && usOther <= gbOther) {
    return hint === 'en-GB' || (hint !== 'en-CA' && NOT_CANADIAN.test(text)) ? 'en-GB' : 'en-CA';
  }
  if (us > gb) return 'en-US';
  if (hint === 'en-AU' || hint === 'en-GB') return hint;
  if (hint === 'en-CA' && gbIse === 0) return 'en-CA';
  return 'en-GB';
}
