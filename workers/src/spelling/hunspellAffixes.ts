// Parsing of Hunspell .aff and .dic files into roots and affix rules, without
// expanding every form in advance (French or Italian would expand to millions of
// words and take tens of seconds): words are checked by stripping affixes instead
// (affixChecker.ts).

export interface AffixRule {
  kind: 'PFX' | 'SFX';
  flag: string;
  strip: string;
  add: string;
  /** Flags the affixed form carries on (a second suffix, compounding...). */
  continuation: string[];
  condition: RegExp | null;
  cross: boolean;
}

export interface ParsedHunspell {
  rules: AffixRule[];
  roots: Map<string, string[][]>;
  flags: {
    needAffix?: string;
    forbidden?: string;
    onlyInCompound?: string;
    compound?: string;
    compoundBegin?: string;
    compoundMiddle?: string;
    compoundEnd?: string;
    compoundPermit?: string;
  };
  compoundMin: number;
  inputConversions: Array<[string, string]>;
  /** COMPOUNDRULE: sequences of flags, one a root, that make a compound (Dutch numbers). */
  compoundRules: string[][];
  /** CHECKCOMPOUNDPATTERN: a first part ending in `end` (or whose root has `endFlag`) may not meet a next part starting with `begin` (or with `beginFlag`). */
  compoundPatterns: CompoundPattern[];
  /** CHECKCOMPOUNDDUP: no part repeated right after itself. */
  checkCompoundDup: boolean;
  /** Suffix flags whose rules make noun forms (the morphological field "ts:NN" of the Dutch file). */
  nounFlags: Set<string>;
}

export interface CompoundPattern {
  end: string;
  endFlag?: string;
  begin: string;
  beginFlag?: string;
}

type FlagMode = 'char' | 'long' | 'num';

function splitFlags(s: string, mode: FlagMode): string[] {
  if (!s) return [];
  if (mode === 'long') return s.match(/[\s\S]{1,2}/g) ?? [];
  if (mode === 'num') return s.split(',').filter(Boolean);
  return [...s];
}

function conditionRegex(cond: string, kind: 'PFX' | 'SFX'): RegExp | null {
  if (!cond || cond === '.') return null;
  try {
    return new RegExp(kind === 'SFX' ? `${cond}$` : `^${cond}`, 'u');
  } catch {
    return null;
  }
}

export function parseHunspell(aff: string, dic: string): ParsedHunspell {
  const lines = aff.split(/\r?\n/);
  let mode: FlagMode = 'char';
  const aliases: string[][] = [];
  const out: ParsedHunspell = {
    rules: [],
    roots: new Map(),
    flags: {},
    compoundMin: 3,
    inputConversions: [],
    compoundRules: [],
    compoundPatterns: [],
    checkCompoundDup: false,
    nounFlags: new Set(),
  };
  const side = (text: string): [string, string | undefined] => {
    const slash = text.indexOf('/');
    return slash < 0 ? [text, undefined] : [text.slice(0, slash), text.slice(slash + 1) || undefined];
  };
  const headers = new Map<string, boolean>();
  for (const raw of lines) {
    const line = raw.replace(/^\uFEFF/, '');
    const parts = line.trim().split(/\s+/);
    const key = parts[0];
    if (!key || key.startsWith('#')) continue;
    if (key === 'FLAG') {
      const v = parts[1];
      mode = v === 'long' ? 'long' : v === 'num' ? 'num' : 'char';
    } else if (key === 'AF' && parts.length >= 2 && !/^\d+$/.test(parts[1]!)) {
      aliases.push(splitFlags(parts[1]!, mode));
    } else if (key === 'NEEDAFFIX') out.flags.needAffix = parts[1];
    else if (key === 'FORBIDDENWORD') out.flags.forbidden = parts[1];
    else if (key === 'ONLYINCOMPOUND') out.flags.onlyInCompound = parts[1];
    else if (key === 'COMPOUNDFLAG') out.flags.compound = parts[1];
    else if (key === 'COMPOUNDBEGIN') out.flags.compoundBegin = parts[1];
    else if (key === 'COMPOUNDMIDDLE') out.flags.compoundMiddle = parts[1];
    else if (key === 'COMPOUNDEND') out.flags.compoundEnd = parts[1];
    else if (key === 'COMPOUNDPERMITFLAG') out.flags.compoundPermit = parts[1];
    else if (key === 'COMPOUNDMIN') out.compoundMin = Math.max(1, Number(parts[1]) || 3);
    else if (key === 'CHECKCOMPOUNDDUP') out.checkCompoundDup = true;
    else if (key === 'COMPOUNDRULE' && parts.length >= 2 && !/^\d+$/.test(parts[1]!)) {
      // only plain sequences: a rule with * or ? is left out
      const rule = parts[1]!;
      if (!/[*?]/.test(rule)) out.compoundRules.push(rule.includes('(') ? [...rule.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!) : splitFlags(rule, mode));
    } else if (key === 'CHECKCOMPOUNDPATTERN' && parts.length >= 3 && !parts[2]!.startsWith('#')) {
      // a third field (a replacement that allows the compound) is not read: such patterns are left out
      if (parts.length > 3 && !parts[3]!.startsWith('#')) continue;
      const [end, endFlag] = side(parts[1]!);
      const [begin, beginFlag] = side(parts[2]!);
      out.compoundPatterns.push({ end, endFlag, begin, beginFlag });
    } else if (key === 'ICONV' && parts.length >= 3 && !/^\d+$/.test(parts[1]!)) out.inputConversions.push([parts[1]!, parts[2]!]);
    else if ((key === 'PFX' || key === 'SFX') && parts.length >= 4) {
      const flag = parts[1]!;
      const id = `${key}${flag}`;
      if (!headers.has(id) && /^\d+$/.test(parts[3]!)) {
        headers.set(id, parts[2] === 'Y');
        continue;
      }
      if (key === 'SFX' && parts.slice(5).some((x) => x.startsWith('ts:NN'))) out.nounFlags.add(flag);
      const [addRaw = '0', cont = ''] = parts[3]!.split('/');
      const continuation = /^\d+$/.test(cont) && aliases.length ? (aliases[Number(cont) - 1] ?? []) : splitFlags(cont, mode);
      out.rules.push({
        kind: key,
        flag,
        strip: parts[2] === '0' ? '' : parts[2]!,
        add: addRaw === '0' ? '' : addRaw,
        continuation,
        condition: conditionRegex(parts[4] ?? '.', key),
        cross: headers.get(id) ?? false,
      });
    }
  }
  out.inputConversions.sort((a, b) => b[0].length - a[0].length);
  const dicLines = dic.split(/\r?\n/);
  for (let i = 1; i < dicLines.length; i++) {
    const line = dicLines[i]!;
    if (!line || line.startsWith('\t') || line.startsWith('/')) continue;
    const field = line.split(/\t| (?=[a-z]{2}:)/)[0]!.trim();
    if (!field) continue;
    let slash = -1;
    for (let k = 1; k < field.length; k++) {
      if (field[k] === '/' && field[k - 1] !== '\\') {
        slash = k;
        break;
      }
    }
    const word = (slash < 0 ? field : field.slice(0, slash)).replace(/\\\//g, '/');
    const flagText = slash < 0 ? '' : field.slice(slash + 1);
    const flags = /^\d+$/.test(flagText) && aliases.length ? (aliases[Number(flagText) - 1] ?? []) : splitFlags(flagText, mode);
    const list = out.roots.get(word);
    if (list) list.push(flags);
    else out.roots.set(word, [flags]);
  }
  return out;
}
