import { ISE_STEMS, OUR_STEMS } from '../lint/dialect.js';

// Words the document's dictionary lacks only because they are spelt in another English
// dialect: "harbor" in a British text, "centre" in an American one. They are no
// misspelling, and the writer is told which spelling the document follows instead.
//
// Each respelling comes from a known family of differences and is kept only if the
// document's own dictionary has the result, so a slip that happens to end in "-or" or
// "-re" ("flor", "othre") is not taken for a dialect form: every family is tied to the stems
// or endings where the two spellings really differ.

// [American, British] whole words and stems outside the regular families. ("dialog" is left
// out: a program's dialog box is spelt so in British English too.)
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['gray', 'grey'], ['program', 'programme'], ['tire', 'tyre'], ['aluminum', 'aluminium'], ['plow', 'plough'],
  ['mold', 'mould'], ['skeptic', 'sceptic'], ['mustache', 'moustache'], ['pajama', 'pyjama'], ['cozy', 'cosy'],
  ['jewelry', 'jewellery'], ['aging', 'ageing'], ['airplane', 'aeroplane'], ['artifact', 'artefact'], ['check', 'cheque'],
  ['curb', 'kerb'], ['draft', 'draught'], ['story', 'storey'], ['mom', 'mum'], ['donut', 'doughnut'],
  ['fulfill', 'fulfil'], ['enroll', 'enrol'], ['instill', 'instil'], ['distill', 'distil'], ['appall', 'appal'],
  ['enthrall', 'enthral'], ['skillful', 'skilful'], ['willful', 'wilful'], ['fulfillment', 'fulfilment'],
  ['enrollment', 'enrolment'], ['installment', 'instalment'], ['defense', 'defence'], ['offense', 'offence'],
  ['pretense', 'pretence'], ['license', 'licence'], ['practice', 'practise'], ['maneuver', 'manoeuvre'],
  ['fetus', 'foetus'], ['edema', 'oedema'], ['celiac', 'coeliac'], ['diarrhea', 'diarrhoea'], ['acknowledgment', 'acknowledgement'],
  ['judgment', 'judgement'], ['abridgment', 'abridgement'], ['catalog', 'catalogue'], ['analog', 'analogue'],
  ['sulfur', 'sulphur'], ['whiskey', 'whisky'], ['math', 'maths'], ['fetal', 'foetal'], ['dispatch', 'despatch'],
  // pasts British English may also write with -t ("learnt"); American dictionaries have only -ed
  ['learned', 'learnt'], ['spelled', 'spelt'], ['spoiled', 'spoilt'], ['spilled', 'spilt'],
];
// [American, British] beginnings of words: "hemorrhage" / "haemorrhage", "pediatric" / "paediatric".
const STEM_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['esophag', 'oesophag'], ['hem', 'haem'], ['anem', 'anaem'], ['anesthe', 'anaesthe'], ['pediatric', 'paediatric'],
  ['leukem', 'leukaem'], ['paleo', 'palaeo'], ['encycloped', 'encyclopaed'], ['gynecolog', 'gynaecolog'],
  ['orthoped', 'orthopaed'], ['cesarean', 'caesarean'], ['estrogen', 'oestrogen'],
];

const INFLECTION = '(s|es|ed|d|ing|ic|ical|al|ally|ment|ments|ly|er|ers|ness)?';
const LL_STEMS =
  'label|model|level|signal|fuel|total|channel|counsel|travel|cancel|pedal|equal|quarrel|marshal|tunnel|funnel|dial|pencil|rival|' +
  'initial|jewel|marvel|shovel|ravel|snorkel|yodel|libel|duel|panel|tassel|spiral|grovel|swivel|chisel|enamel|gambol|cudgel|bevel|' +
  'barrel|kennel|revel|dishevel|apparel|shrivel|towel|trowel';

interface Family {
  /** A family whose endings slips also make ("editres"): the respelling must be among the speller's first three suggestions. */
  weak?: boolean;
  us: RegExp;
  gb: RegExp;
  toGb: (m: RegExpExecArray) => string;
  toUs: (m: RegExpExecArray) => string;
}

const families: Family[] = [
  // colour / color, neighbourhood / neighborhood, favourite / favorite
  {
    us: new RegExp(`^(.*?(?:${OUR_STEMS}|val|ard|clam|ferv|succ|demean|ranc|cand|arb|sav|parl))or(.*)$`),
    gb: new RegExp(`^(.*?(?:${OUR_STEMS}|val|ard|clam|ferv|succ|demean|ranc|cand|arb|sav|parl))our(.*)$`),
    toGb: (m) => `${m[1]}our${m[2]}`,
    toUs: (m) => `${m[1]}or${m[2]}`,
  },
  // centre / center, fibre / fiber, sombre / somber, meagre / meager
  {
    weak: true,
    us: /^(.*(?:[nacsipe]t|[iamo]b|ag|ch|uv))er(s|ed)?$/,
    gb: /^(.*(?:[nacsipe]t|[iamo]b|ag|ch|uv))re(s|d)?$/,
    toGb: (m) => `${m[1]}re${m[2] === 'ed' ? 'd' : (m[2] ?? '')}`,
    toUs: (m) => `${m[1]}er${m[2] === 'd' ? 'ed' : (m[2] ?? '')}`,
  },
  // organise / organize, organisation / organization, analyse / analyze
  {
    us: new RegExp(`^(.*(?:${ISE_STEMS}))iz(e|es|ed|ing|er|ers|ation|ations|ational)$|^(.*\\p{L}{3})iz(ation|ations)$|^(.*(?:analy|paraly|cataly))z(e|es|ed|ing|able)$`, 'u'),
    gb: new RegExp(`^(.*(?:${ISE_STEMS}))is(e|es|ed|ing|er|ers|ation|ations|ational)$|^(.*\\p{L}{3})is(ation|ations)$|^(.*(?:analy|paraly|cataly))s(e|es|ed|ing|able)$`, 'u'),
    toGb: (m) => (m[5] !== undefined ? `${m[5]}s${m[6]}` : `${m[1] ?? m[3]}is${m[2] ?? m[4]}`),
    toUs: (m) => (m[5] !== undefined ? `${m[5]}z${m[6]}` : `${m[1] ?? m[3]}iz${m[2] ?? m[4]}`),
  },
  // galvanise / galvanize, institutionalised / institutionalized: any other stem of four letters
  // or more, when the other spelling is among the first suggestions (a slip seldom lands on -ise)
  {
    weak: true,
    us: /^(\p{L}{4,})iz(e|es|ed|ing|er|ers|able)$/u,
    gb: /^(\p{L}{4,})is(e|es|ed|ing|er|ers|able)$/u,
    toGb: (m) => `${m[1]}is${m[2]}`,
    toUs: (m) => `${m[1]}iz${m[2]}`,
  },
  // travelled / traveled, signalling / signaling, counsellor / counselor, marvellous / marvelous
  {
    us: new RegExp(`^(.*(?:${LL_STEMS}))(ed|ing|er|ers|or|ors|ous|en)$`),
    gb: new RegExp(`^(.*(?:${LL_STEMS}))l(ed|ing|er|ers|or|ors|ous|en)$`),
    toGb: (m) => `${m[1]}l${m[2]}`,
    toUs: (m) => `${m[1]}${m[2]}`,
  },
];

const pairFamilies: Family[] = [
  ...PAIRS.map(([us, gb]) => ({
    us: new RegExp(`^()${us}${INFLECTION}$`),
    gb: new RegExp(`^()${gb}${INFLECTION}$`),
    toGb: (m: RegExpExecArray) => `${gb}${m[2] ?? ''}`,
    toUs: (m: RegExpExecArray) => `${us}${m[2] ?? ''}`,
  })),
  ...STEM_PAIRS.map(([us, gb]) => ({
    us: new RegExp(`^()${us}(.*)$`),
    gb: new RegExp(`^()${gb}(.*)$`),
    toGb: (m: RegExpExecArray) => `${gb}${m[2]}`,
    toUs: (m: RegExpExecArray) => `${us}${m[2]}`,
  })),
];

const allFamilies = [...families, ...pairFamilies];
// Common words a slip can turn into an "-re" spelling ("latre", "entre"): no dialect writes them so.
const NOT_RE_WORDS: ReadonlySet<string> = new Set(['enter', 'later', 'water', 'inter', 'ester', 'sister', 'winter', 'master']);

export interface DialectRespelling {
  /** The word as the document's dictionary spells it, in the word's case. */
  respelt: string;
  /** The spelling the word was written in. */
  writtenIn: 'american' | 'british';
}

/**
 * The spelling of `word` that the document's dictionary (`isCorrect`) has, when `word` is the
 * same word as another dialect spells it: "harbor" → "harbour" for a British dictionary,
 * "centre" → "center" for an American one. Null when no family of differences explains it.
 */
export function dialectRespelling(
  word: string,
  isCorrect: (w: string) => boolean,
  suggestions: (w: string) => string[],
  /** Which spellings are foreign to the document: British for American, American for British and Australian, both for Canadian. */
  foreign: ReadonlyArray<'american' | 'british'>,
): DialectRespelling | null {
  const lower = word.toLowerCase();
  for (const writtenIn of foreign) {
    for (const f of allFamilies) {
      const m = (writtenIn === 'american' ? f.us : f.gb).exec(lower);
      if (!m) continue;
      const respelt = (writtenIn === 'american' ? f.toGb : f.toUs)(m);
      if (respelt === lower || NOT_RE_WORDS.has(respelt) || !isCorrect(respelt)) continue;
      if (f.weak && !suggestions(word).some((w) => w.toLowerCase() === respelt)) continue;
      return { respelt: matchCase(word, respelt), writtenIn };
    }
  }
  return null;
}

// Oxford spelling: British English written with "-ize" ("organize", "organization"), but
// "analyse", as Oxford University Press and Nature write it.
const OXFORD_IZE = /iz(?:e|es|ed|ing|er|ers|ation|ations|ational)$/;

/** Whether `word` is an "-ize" spelling that British Oxford spelling also writes. */
export const isOxfordIze = (word: string): boolean => OXFORD_IZE.test(word.toLowerCase()) && !/analyz|paralyz|catalyz/i.test(word);

function matchCase(original: string, lower: string): string {
  if (original === original.toUpperCase()) return lower.toUpperCase();
  if (original[0] === original[0]!.toUpperCase()) return lower[0]!.toUpperCase() + lower.slice(1);
  return lower;
}
