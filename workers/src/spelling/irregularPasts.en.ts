import { commonVerbsEn } from '../grammar/rules/commonVerbs.en.js';
import { pastFormsOf } from '../grammar/rules/verbForms.en.js';

// An irregular verb given the regular ending ("choosed", "runned", "buyed") is one of
// the commonest non-words, and letter edits lead away from the intended form ("chased").
// Each such form is mapped to the real past, then the participle where it differs.
// The grammar rules' verb table supplies the common verbs; the list below adds the
// irregular verbs it leaves out.

/** "base past participle", the participle left out where it is the past. */
export const moreIrregularVerbsEn: readonly string[] = [
  'arise arose arisen', 'bear bore born', 'beat beat beaten', 'bend bent', 'bet bet', 'bind bound', 'bite bit bitten', 'bleed bled',
  'blow blew blown', 'break broke broken', 'burst burst', 'cast cast', 'catch caught', 'creep crept', 'dig dug', 'feed fed',
  'flee fled', 'fling flung', 'fly flew flown', 'forbid forbade forbidden', 'forgive forgave forgiven', 'freeze froze frozen',
  'hang hung', 'hide hid hidden', 'hit hit', 'hurt hurt', 'kneel knelt', 'lay laid', 'lend lent', 'light lit',
  'mistake mistook mistaken', 'quit quit', 'ride rode ridden', 'ring rang rung', 'set set', 'shake shook shaken', 'shine shone',
  'shoot shot', 'shrink shrank shrunk', 'shut shut', 'sing sang sung', 'sink sank sunk', 'slide slid', 'spin spun', 'spit spat',
  'split split', 'spread spread', 'steal stole stolen', 'stick stuck', 'sting stung', 'strike struck', 'swear swore sworn',
  'sweep swept', 'swim swam swum', 'swing swung', 'tear tore torn', 'throw threw thrown', 'upset upset', 'wake woke woken',
  'weep wept', 'withdraw withdrew withdrawn',
];

/** The regular past a writer might give a verb: "chooseD", "thinkED", "runNED", "flIED". */
export function regularPastsOf(verb: string): string[] {
  if (verb.endsWith('e')) return [`${verb}d`];
  const out = [`${verb}ed`];
  if (/[^aeiou]y$/.test(verb)) out.push(`${verb.slice(0, -1)}ied`);
  // one vowel then one consonant: the consonant doubles in the regular pattern ("stopped")
  if (/(?:^|[^aeiou])[aeiou][^aeiouwxy]$/.test(verb)) out.push(`${verb}${verb.at(-1)}ed`);
  return out;
}

/** Base -> [past, participle] (one form when they are the same) for the irregular verbs of the grammar rules' table. */
export function irregularCommonVerbs(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const verb of commonVerbsEn) {
    const forms = pastFormsOf(verb);
    const regular = regularPastsOf(verb);
    if (forms.every((f) => regular.includes(f))) continue;
    out.set(verb, forms);
  }
  return out;
}

/** Over-regularised past -> the real past, then the participle where it differs. Typed forms that are words too ("leaded") are for the caller to drop. */
export const overRegularisedPastsEn: ReadonlyMap<string, readonly string[]> = (() => {
  const verbs = irregularCommonVerbs();
  for (const line of moreIrregularVerbsEn) {
    const [verb, ...forms] = line.split(' ');
    verbs.set(verb!, forms);
  }
  const out = new Map<string, readonly string[]>();
  for (const [verb, forms] of verbs) {
    // the ending put on the base and on the past itself ("chosed", "broughted"); put on the
    // participle ("borned", "takened"), the participle comes first
    const typed = [...regularPastsOf(verb), ...regularPastsOf(forms[0]!)];
    for (const t of typed) if (!forms.includes(t) && !out.has(t)) out.set(t, forms);
    const participle = forms[1];
    if (participle) for (const t of regularPastsOf(participle)) if (!out.has(t)) out.set(t, [participle, forms[0]!]);
  }
  return out;
})();
