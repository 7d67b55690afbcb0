import { commonVerbsEn, thirdPersonSingular } from './commonVerbs.en.js';

// The inflected forms (-s, -ed, -ing, irregular past and participle) of the common
// verbs, each mapped to its base form, for rules that need "which verb is this".

const IRREGULAR: Record<string, string> = {
  become: 'became become', begin: 'began begun', bring: 'brought', build: 'built', buy: 'bought', choose: 'chose chosen',
  come: 'came come', cost: 'cost', cut: 'cut', deal: 'dealt', do: 'did done', draw: 'drew drawn', drink: 'drank drunk',
  drive: 'drove driven', eat: 'ate eaten', fall: 'fell fallen', feel: 'felt', fight: 'fought', find: 'found',
  forget: 'forgot forgotten', get: 'got gotten', give: 'gave given', go: 'went gone', grow: 'grew grown', have: 'had',
  hear: 'heard', hold: 'held', keep: 'kept', know: 'knew known', lead: 'led', leave: 'left', let: 'let', lose: 'lost',
  make: 'made', mean: 'meant', meet: 'met', pay: 'paid', put: 'put', read: 'read', rise: 'rose risen', run: 'ran run',
  say: 'said', see: 'saw seen', seek: 'sought', sell: 'sold', send: 'sent', show: 'showed shown', sit: 'sat', sleep: 'slept',
  speak: 'spoke spoken', spend: 'spent', stand: 'stood', take: 'took taken', teach: 'taught', tell: 'told', think: 'thought',
  swim: 'swam swum', understand: 'understood', wear: 'wore worn', win: 'won', write: 'wrote written',
};

// Verbs whose final consonant doubles before -ed and -ing.
const DOUBLING = new Set(['plan', 'stop', 'prefer', 'refer', 'control', 'occur', 'admit', 'commit', 'permit', 'regret', 'travel', 'begin', 'run', 'sit', 'get', 'win', 'cut', 'put', 'let', 'swim']);

/** The past, then the participle where it differs ("chose chosen", "made", "played"). */
export function pastFormsOf(verb: string): string[] {
  if (IRREGULAR[verb]) return IRREGULAR[verb].split(' ');
  if (verb.endsWith('ee')) return [`${verb}d`];
  if (verb.endsWith('e')) return [`${verb}d`];
  if (/[^aeiou]y$/.test(verb)) return [`${verb.slice(0, -1)}ied`];
  if (DOUBLING.has(verb)) return [`${verb}${verb.at(-1)}ed`];
  return [`${verb}ed`];
}

/** The -ing form ("making", "letting", "dying"). */
export function ingOf(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^e]e$/.test(verb) && verb !== 'be') return `${verb.slice(0, -1)}ing`;
  if (DOUBLING.has(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/** The past participle: the irregular one where there is one ("taken", "built"), else the regular -ed form. */
export function pastParticipleOf(verb: string): string {
  const forms = pastFormsOf(verb);
  return forms[forms.length - 1]!;
}

export type VerbForm = 'third' | 'past' | 'ing';

// Forms that are verbs of their own too ("to found a company").
const bases = new Set([...commonVerbsEn, 'found']);
/** Inflected form -> its base and which form it is; forms that are also a base ("found") are left out. */
export const verbBaseOf: ReadonlyMap<string, { base: string; form: VerbForm }> = (() => {
  const out = new Map<string, { base: string; form: VerbForm }>();
  for (const verb of commonVerbsEn) {
    if (verb === 'be' || verb === 'do' || verb === 'have') continue;
    const forms: Array<[string, VerbForm]> = [[thirdPersonSingular(verb), 'third'], [ingOf(verb), 'ing'], ...pastFormsOf(verb).map((p): [string, VerbForm] => [p, 'past'])];
    // American English does not double the l of "travel": "traveled", "traveling"
    if (DOUBLING.has(verb) && verb.endsWith('el')) forms.push([`${verb}ed`, 'past'], [`${verb}ing`, 'ing']);
    for (const [form, kind] of forms) if (form !== verb && !bases.has(form) && !out.has(form)) out.set(form, { base: verb, form: kind });
  }
  return out;
})();
