import { FNV_START, fnv, FormFilter } from './formFilter.js';
import type { AffixRule, ParsedHunspell } from './hunspellAffixes.js';

// Checks a word against Hunspell roots and affix rules by stripping affixes:
// a suffix (and a second suffix the first allows), a prefix, both when the rules
// cross, and two- or three-part compounds where the dictionary allows compounding.

export class AffixChecker {
  private readonly suffixesByAdd = new Map<string, AffixRule[]>();
  private readonly prefixesByAdd = new Map<string, AffixRule[]>();
  private readonly maxSuffix: number;
  private readonly maxPrefix: number;
  private readonly compounding: boolean;
  private filter: FormFilter | null = null;
  private readonly conversionSources: RegExp | null;
  private readonly parts = new Map<string, boolean>();
  private readonly compounds = new Map<string, boolean>();

  constructor(private readonly dict: ParsedHunspell) {
    let ms = 0;
    let mp = 0;
    for (const r of dict.rules) {
      const map = r.kind === 'SFX' ? this.suffixesByAdd : this.prefixesByAdd;
      const list = map.get(r.add);
      if (list) list.push(r);
      else map.set(r.add, [r]);
      if (r.kind === 'SFX') ms = Math.max(ms, r.add.length);
      else mp = Math.max(mp, r.add.length);
    }
    this.maxSuffix = ms;
    this.maxPrefix = mp;
    const f = dict.flags;
    this.compounding = Boolean(f.compound || f.compoundBegin);
    const sources = dict.inputConversions.map(([from]) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.conversionSources = sources.length ? new RegExp(sources.join('|'), 'u') : null;
  }

  /** Whether `word` is spelled correctly, allowing Title case and UPPER case forms. */
  check(input: string): boolean {
    const word = this.convert(input);
    if (this.valid(word)) return true;
    const lower = word.toLowerCase();
    if (word === lower) return false;
    if (this.valid(lower)) return true;
    const title = lower[0]!.toUpperCase() + lower.slice(1);
    return word === word.toUpperCase() && this.valid(title);
  }

  /**
   * The answer of `check`, found sooner for a non-word: the form filter (built on the first
   * call, as only suggestions need it) turns most of them away before any affix is stripped.
   */
  checkCandidate(input: string): boolean {
    this.filter ??= new FormFilter(this.dict);
    const word = this.convert(input);
    const lower = word.toLowerCase();
    const could =
      this.couldBeValid(word) ||
      (word !== lower && (this.couldBeValid(lower) || (word === word.toUpperCase() && this.couldBeValid(lower[0]!.toUpperCase() + lower.slice(1)))));
    return could && this.check(input);
  }

  /** Bytes the form filter keeps, 0 before it is built. */
  get filterBytes(): number {
    return this.filter?.byteSize ?? 0;
  }

  // The filter's side of `valid`: a compound is checked by `compound` itself, whose parts the
  // filter gates and which remembers them, as the edits of one word share most of their parts.
  private couldBeValid(word: string): boolean {
    if (this.filter!.mayBeForm(word)) return true;
    if (!this.compounding || word.length < 2 * this.dict.compoundMin) return false;
    // a capitalised edit is asked about in lower case too, which is an edit of its own
    let ok = this.compounds.get(word);
    if (ok === undefined) {
      ok = this.compound(word, 0);
      if (this.compounds.size > 50_000) this.compounds.clear();
      this.compounds.set(word, ok);
    }
    return ok;
  }

  /** False only where `part` is. */
  private couldBePart(p: string): boolean {
    if (this.filter!.holds(p)) return true;
    const title = p[0]!.toUpperCase() + p.slice(1);
    if (title !== p && this.filter!.holds(title)) return true;
    if (p.endsWith('s') && p.length > 4) {
      const bare = p.slice(0, -1);
      return this.dict.roots.has(bare) || this.dict.roots.has(bare[0]!.toUpperCase() + bare.slice(1));
    }
    return false;
  }

  private convert(word: string): string {
    // one look for any of them: French lists 42 (ligatures, accents as two characters)
    if (!this.conversionSources?.test(word)) return word;
    let w = word;
    for (const [from, to] of this.dict.inputConversions) if (w.includes(from)) w = w.split(from).join(to);
    return w;
  }

  private rootHas(root: string, flag: string | null, standalone: boolean): boolean {
    const entries = this.dict.roots.get(root);
    if (!entries) return false;
    const f = this.dict.flags;
    return entries.some((flags) => {
      if (f.forbidden && flags.includes(f.forbidden)) return false;
      if (standalone && f.needAffix && flags.includes(f.needAffix)) return false;
      if (f.onlyInCompound && flags.includes(f.onlyInCompound)) return false;
      return flag === null || flags.includes(flag);
    });
  }

  private valid(word: string): boolean {
    if (this.rootHas(word, null, true)) return true;
    if (this.bySuffix(word, null, 2)) return true;
    if (this.byPrefix(word)) return true;
    return this.compounding && word.length >= 2 * this.dict.compoundMin && this.compound(word, 0);
  }

  /** `word` = root + suffix, the suffix's flag found on the root or allowed by an outer suffix. */
  private bySuffix(word: string, needFlag: string | null, depth: number, prefixFlag?: string): boolean {
    for (let n = 0; n <= Math.min(this.maxSuffix, word.length); n++) {
      const rules = this.suffixesByAdd.get(word.slice(word.length - n));
      if (!rules) continue;
      for (const r of rules) {
        if (needFlag && !r.continuation.includes(needFlag)) continue;
        if (prefixFlag && !r.cross) continue;
        const stem = word.slice(0, word.length - n) + r.strip;
        if (!stem || (r.condition && !r.condition.test(stem))) continue;
        const entries = this.dict.roots.get(stem);
        if (entries && this.rootHas(stem, r.flag, false) && (!prefixFlag || entries.some((fl) => fl.includes(prefixFlag) && fl.includes(r.flag)))) return true;
        if (depth > 1 && this.bySuffix(stem, r.flag, depth - 1, prefixFlag)) return true;
      }
    }
    return false;
  }

  private byPrefix(word: string): boolean {
    for (let n = 1; n <= Math.min(this.maxPrefix, word.length - 1); n++) {
      const rules = this.prefixesByAdd.get(word.slice(0, n));
      if (!rules) continue;
      for (const r of rules) {
        const stem = r.strip + word.slice(n);
        if (r.condition && !r.condition.test(stem)) continue;
        if (this.rootHas(stem, r.flag, false)) return true;
        if (r.cross && this.bySuffix(stem, null, 1, r.flag)) return true;
      }
    }
    return false;
  }

  // A lenient compound check: every part is a known word or root of at least
  // COMPOUNDMIN letters, German-style capitalised nouns and a linking "s" allowed.
  private compound(word: string, depth: number): boolean {
    const min = Math.max(this.dict.compoundMin, 3);
    const filter = this.filter;
    // the hash of the head as written and capitalised, carried on letter by letter, so that
    // the filter turns most heads away before any is cut out of the word (as `couldBePart`)
    let plain = FNV_START;
    let title = fnv(FNV_START, word[0]!.toUpperCase());
    let before = 0;
    let beforeTitle = 0;
    for (let k = 0; k < min; k++) {
      before = plain;
      beforeTitle = title;
      plain = fnv(plain, word[k]!);
      if (k > 0) title = fnv(title, word[k]!);
    }
    for (let i = min; i <= word.length - min; i++) {
      if (i > min) {
        before = plain;
        beforeTitle = title;
        plain = fnv(plain, word[i - 1]!);
        title = fnv(title, word[i - 1]!);
      }
      if (
        filter &&
        !filter.holdsHashed(plain) &&
        !filter.holdsHashed(title) &&
        !(word[i - 1] === 's' && i > 4 && (filter.holdsHashed(before) || filter.holdsHashed(beforeTitle)))
      ) {
        continue;
      }
      const head = word.slice(0, i);
      if (!this.part(head)) continue;
      const tail = word.slice(i);
      const tailTitle = tail[0]!.toUpperCase() + tail.slice(1);
      // the last part carries the inflection, prefixes included ("…unabhängige")
      if (this.part(tail) || this.part(tailTitle) || ((!this.filter || this.filter.mayBeForm(tail)) && this.byPrefix(tail))) return true;
      // a capitalised part is a part in lower case too, so the capitalised tail only adds a
      // split where capitalising lengthens it ("ß" -> "SS")
      if (depth < 1 && (this.compound(tail, depth + 1) || (tailTitle.length !== tail.length && this.compound(tailTitle, depth + 1)))) return true;
    }
    return false;
  }

  private part(p: string): boolean {
    // most parts asked about are new, and the filter turns them away without keeping them
    if (this.filter && !this.couldBePart(p)) return false;
    let ok = this.parts.get(p);
    if (ok === undefined) {
      ok = this.partUnremembered(p);
      if (this.parts.size > 100_000) this.parts.clear();
      this.parts.set(p, ok);
    }
    return ok;
  }

  private partUnremembered(p: string): boolean {
    if (this.dict.roots.has(p) || this.bySuffix(p, null, 1)) return true;
    const title = p[0]!.toUpperCase() + p.slice(1);
    if (title !== p && (this.dict.roots.has(title) || this.bySuffix(title, null, 1))) return true;
    // linking "s" (German Fugen-s: "Arbeitsplatz")
    if (p.endsWith('s') && p.length > 4) {
      const bare = p.slice(0, -1);
      const bareTitle = bare[0]!.toUpperCase() + bare.slice(1);
      return this.dict.roots.has(bare) || this.dict.roots.has(bareTitle);
    }
    return false;
  }
}
