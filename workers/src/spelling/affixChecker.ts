import { FNV_START, fnv, FormFilter } from './formFilter.js';
import type { AffixRule, ParsedHunspell } from './hunspellAffixes.js';

// Checks a word against Hunspell roots and affix rules by stripping affixes:
// a suffix (and a second suffix the first allows), a prefix, both when the rules
// cross, and two- or three-part compounds where the dictionary allows compounding.

/** Where a part stands in a compound: its flag (COMPOUNDBEGIN, MIDDLE or END) is asked for. */
type Role = 'begin' | 'middle' | 'end';

export interface AffixCheckerOptions {
  /**
   * Compounds as Hunspell makes them: each part needs the flag of its place (a noun the
   * dictionary places nowhere aside), an affix inside the word COMPOUNDPERMITFLAG, and
   * COMPOUNDRULE, CHECKCOMPOUNDPATTERN, CHECKCOMPOUNDDUP and FORBIDDENWORD apply. For
   * dictionaries that flag their parts (Dutch); German's flags few of its nouns and keeps the
   * lenient check.
   */
  strictCompounds?: boolean;
}

// German noun suffixes after which a compound's part always takes a linking "s"
const LINKING_S_SUFFIX = /(?:ung|heit|keit|schaft|ion|tät|ling|tum)$/;

/** How long a slice of the form filter's build may hold up other work. */
const FILTER_SLICE_MS = 10;

export class AffixChecker {
  private readonly suffixesByAdd = new Map<string, AffixRule[]>();
  /**
   * The suffix rules by what they add, under each flag their continuation carries: a suffix
   * inside another is looked for only among those the outer one allows, not among all of a
   * French ending's hundreds (the checks of suggestions without the form filter).
   */
  private readonly suffixesAllowing = new Map<string, Map<string, AffixRule[]>>();
  private readonly prefixesByAdd = new Map<string, AffixRule[]>();
  private readonly maxSuffix: number;
  private readonly maxPrefix: number;
  private readonly compounding: boolean;
  private filter: FormFilter | null = null;
  /** The form filter while it is built in slices. */
  private building: FormFilter | null = null;
  private readonly conversionSources: RegExp | null;
  private readonly parts = new Map<string, boolean>();
  private readonly compounds = new Map<string, boolean>();
  private readonly strict: boolean;
  /** The roots COMPOUNDRULE names, with their flags, and the longest of them. */
  private readonly ruleRoots = new Map<string, string[][]>();
  private ruleRootMax = 0;
  /** The flags that place a root in compounds (COMPOUNDFLAG, BEGIN, MIDDLE, END, ONLYINCOMPOUND). */
  private readonly placeFlags: ReadonlySet<string>;

  constructor(
    private readonly dict: ParsedHunspell,
    options: AffixCheckerOptions = {},
  ) {
    let ms = 0;
    let mp = 0;
    for (const r of dict.rules) {
      const map = r.kind === 'SFX' ? this.suffixesByAdd : this.prefixesByAdd;
      const list = map.get(r.add);
      if (list) list.push(r);
      else map.set(r.add, [r]);
      if (r.kind === 'SFX') ms = Math.max(ms, r.add.length);
      else mp = Math.max(mp, r.add.length);
      if (r.kind !== 'SFX') continue;
      for (const flag of new Set(r.continuation)) {
        let byAdd = this.suffixesAllowing.get(flag);
        if (!byAdd) this.suffixesAllowing.set(flag, (byAdd = new Map()));
        const rules = byAdd.get(r.add);
        if (rules) rules.push(r);
        else byAdd.set(r.add, [r]);
      }
    }
    this.maxSuffix = ms;
    this.maxPrefix = mp;
    const f = dict.flags;
    this.compounding = Boolean(f.compound || f.compoundBegin);
    this.strict = Boolean(options.strictCompounds && this.compounding);
    this.placeFlags = new Set([f.compound, f.compoundBegin, f.compoundMiddle, f.compoundEnd, f.onlyInCompound].filter((x): x is string => x !== undefined));
    if (this.strict && dict.compoundRules.length) {
      const named = new Set(dict.compoundRules.flat());
      for (const [root, entries] of dict.roots) {
        if (!entries.some((fl) => fl.some((x) => named.has(x)))) continue;
        this.ruleRoots.set(root, entries);
        this.ruleRootMax = Math.max(this.ruleRootMax, root.length);
      }
    }
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
   * Starts building the form filter in slices between other work, so that suggestions find it
   * ready: it takes Portuguese about a second, too long to keep a writer's first one waiting.
   */
  prepareFilter(): void {
    if (this.filter || this.building) return;
    const building = (this.building = new FormFilter(this.dict, true));
    const slice = (): void => {
      // finished meanwhile by `finishFilter`
      if (this.building !== building) return;
      if (building.buildFor(FILTER_SLICE_MS)) this.finishFilter();
      // in Node, a build left unfinished does not keep the process alive
      else (setTimeout(slice, 0) as { unref?: () => void }).unref?.();
    };
    (setTimeout(slice, 0) as { unref?: () => void }).unref?.();
  }

  /** Builds the rest of the form filter now, for `checkCandidate` to use. */
  finishFilter(): void {
    if (this.filter) return;
    const building = this.building ?? new FormFilter(this.dict, true);
    building.buildFor(Infinity);
    this.filter = building;
    this.building = null;
  }

  /** Whether `checkCandidate` has the form filter to ask. */
  get filterReady(): boolean {
    return this.filter !== null;
  }

  /**
   * The answer of `check`, found sooner for a non-word once the form filter is ready: it turns
   * most of them away before any affix is stripped.
   */
  checkCandidate(input: string): boolean {
    if (!this.filter) return this.check(input);
    const word = this.convert(input);
    const lower = word.toLowerCase();
    const could =
      this.couldBeValid(word) ||
      (word !== lower && (this.couldBeValid(lower) || (word === word.toUpperCase() && this.couldBeValid(lower[0]!.toUpperCase() + lower.slice(1)))));
    return could && this.check(input);
  }

  /** Whether `check` accepts `input` without reading it as a compound. */
  checkSimple(input: string): boolean {
    const word = this.convert(input);
    const simple = (w: string): boolean => this.rootHas(w, null, true) || this.bySuffix(w, null, 2) || this.byPrefix(w);
    if (simple(word)) return true;
    const lower = word.toLowerCase();
    if (word === lower) return false;
    if (simple(lower)) return true;
    return word === word.toUpperCase() && simple(lower[0]!.toUpperCase() + lower.slice(1));
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
    if (p.endsWith('s') && p.length > 4) return this.linkedByS(p.slice(0, -1));
    return false;
  }

  /**
   * Whether `bare` takes a linking "s" before the next part (German Fugen-s: "Arbeits-platz"):
   * a root, or a noun of a suffix that always takes it ("Kennung" from "kennen": "Kennungs-spalte").
   */
  private linkedByS(bare: string): boolean {
    const bareTitle = bare[0]!.toUpperCase() + bare.slice(1);
    if (this.dict.roots.has(bare) || this.dict.roots.has(bareTitle)) return true;
    return LINKING_S_SUFFIX.test(bare) && this.bySuffix(bareTitle, null, 1, undefined, true);
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

  /**
   * Whether an affix makes a form that stands only inside a compound: its continuation carries
   * ONLYINCOMPOUND. German gives most nouns such an empty suffix, so that "auto" (of
   * "Diesel|auto") is no word of its own.
   */
  private onlyInCompound(r: AffixRule): boolean {
    const flag = this.dict.flags.onlyInCompound;
    return flag !== undefined && r.continuation.includes(flag);
  }

  /**
   * `word` = root + suffix, the suffix's flag found on the root or allowed by an outer suffix;
   * `inCompound` when `word` is a part of one.
   */
  private bySuffix(word: string, needFlag: string | null, depth: number, prefixFlag?: string, inCompound = false): boolean {
    const byAdd = needFlag ? this.suffixesAllowing.get(needFlag) : this.suffixesByAdd;
    if (!byAdd) return false;
    for (let n = 0; n <= Math.min(this.maxSuffix, word.length); n++) {
      const rules = byAdd.get(word.slice(word.length - n));
      if (!rules) continue;
      for (const r of rules) {
        if ((prefixFlag && !r.cross) || (!inCompound && this.onlyInCompound(r))) continue;
        const stem = word.slice(0, word.length - n) + r.strip;
        if (!stem || (r.condition && !r.condition.test(stem))) continue;
        const entries = this.dict.roots.get(stem);
        if (entries && this.rootHas(stem, r.flag, false) && (!prefixFlag || entries.some((fl) => fl.includes(prefixFlag) && fl.includes(r.flag)))) return true;
        if (depth > 1 && this.bySuffix(stem, r.flag, depth - 1, prefixFlag, inCompound)) return true;
      }
    }
    return false;
  }

  private byPrefix(word: string, inCompound = false): boolean {
    // (a prefix that adds nothing matters only for the suffixes it lets in)
    for (let n = 0; n <= Math.min(this.maxPrefix, word.length - 1); n++) {
      const rules = this.prefixesByAdd.get(word.slice(0, n));
      if (!rules) continue;
      for (const r of rules) {
        if (!inCompound && this.onlyInCompound(r)) continue;
        const stem = r.strip + word.slice(n);
        if (r.condition && !r.condition.test(stem)) continue;
        if (n === 0) {
          if (r.continuation.length && this.byContinuedSuffix(stem, r)) return true;
          continue;
        }
        if (this.rootHas(stem, r.flag, false)) return true;
        if (r.cross && this.bySuffix(stem, null, 1, r.flag, inCompound)) return true;
        if (r.continuation.length && this.byContinuedSuffix(stem, r)) return true;
      }
    }
    return false;
  }

  /**
   * `stem` = root + a suffix the prefix rule's continuation allows, on a root with the prefix's
   * flag: French gives its units the plural only through the prefixes ("milli", and the empty
   * one), so "millisecondes", "centimètres" and "grammes" are made this way.
   */
  private byContinuedSuffix(stem: string, prefix: AffixRule): boolean {
    for (let n = 0; n <= Math.min(this.maxSuffix, stem.length); n++) {
      for (const s of this.suffixesByAdd.get(stem.slice(stem.length - n)) ?? []) {
        if (!prefix.continuation.includes(s.flag)) continue;
        const root = stem.slice(0, stem.length - n) + s.strip;
        if (root && (!s.condition || s.condition.test(root)) && this.rootHas(root, prefix.flag, false)) return true;
      }
    }
    return false;
  }

  // A lenient compound check: every part is a known word or root of at least
  // COMPOUNDMIN letters, German-style capitalised nouns and a linking "s" allowed.
  // Strict: see AffixCheckerOptions; `avoid` are flags the first part may not have
  // (CHECKCOMPOUNDPATTERN after the part before it).
  private compound(word: string, depth: number, avoid: readonly string[] = []): boolean {
    // a compound ends only on an abbreviation that counts or names a thing ("Kundennr.",
    // "Gesamtanz."), not on a title, a saint or a month ("gelest." is no "gele" + "St.")
    if (word.endsWith('.') && !/(?:nr|anz|tel|verz|vers)\.$/i.test(word)) return false;
    if (this.strict && depth === 0) {
      const f = this.dict.flags.forbidden;
      // a compound the dictionary lists as forbidden is no word, however it splits
      if (f && this.dict.roots.get(word)?.some((fl) => fl.includes(f))) return false;
      if (this.byCompoundRule(word)) return true;
    }
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
      if (this.strict) {
        if (this.strictSplit(head, word.slice(i), depth, avoid)) return true;
        continue;
      }
      if (!this.part(head)) continue;
      const tail = word.slice(i);
      const tailTitle = tail[0]!.toUpperCase() + tail.slice(1);
      // the last part carries the inflection, prefixes included ("…unabhängige")
      if (this.part(tail) || this.part(tailTitle) || ((!this.filter || this.filter.mayBeForm(tail)) && this.byPrefix(tail, true))) return true;
      // a capitalised part is a part in lower case too, so the capitalised tail only adds a
      // split where capitalising lengthens it ("ß" -> "SS")
      if (depth < 1 && (this.compound(tail, depth + 1) || (tailTitle.length !== tail.length && this.compound(tailTitle, depth + 1)))) return true;
    }
    return false;
  }

  private strictSplit(head: string, tail: string, depth: number, avoid: readonly string[]): boolean {
    if (this.dict.checkCompoundDup && tail === head) return false;
    const next: string[] = [];
    for (const pat of this.dict.compoundPatterns) {
      // patterns on the first part's flag ("training+s+port") are not read
      if (pat.endFlag || !head.endsWith(pat.end)) continue;
      if (pat.beginFlag) next.push(pat.beginFlag);
      else if (tail.startsWith(pat.begin)) return false;
    }
    if (!this.strictPart(head, depth === 0 ? 'begin' : 'middle', avoid)) return false;
    if (this.strictPart(tail, 'end', next)) return true;
    // the last part may carry a prefix that COMPOUNDPERMITFLAG lets in
    if ((!this.filter || this.filter.mayBeForm(tail)) && this.prefixedEnd(tail, next)) return true;
    return depth < 1 && this.compound(tail, depth + 1, next);
  }

  private strictPart(p: string, role: Role, avoid: readonly string[]): boolean {
    if (this.filter && !this.filter.holds(p)) return false;
    const key = `${role}\u0000${avoid.join(',')}\u0000${p}`;
    let ok = this.parts.get(key);
    if (ok === undefined) {
      ok = this.suffixedPart(p, role, avoid, null, [], role === 'end' ? 2 : 1);
      if (this.parts.size > 100_000) this.parts.clear();
      this.parts.set(key, ok);
    }
    return ok;
  }

  /**
   * Whether the root entry `flags` (of a root with `entries`), with the affixes' continuation
   * flags `carried` (`affixed` when an affix was taken off), may stand as a `role` part.
   */
  private entryFits(flags: readonly string[], entries: readonly string[][], carried: readonly string[], affixed: boolean, role: Role, avoid: readonly string[]): boolean {
    const f = this.dict.flags;
    const has = (x: string | undefined): boolean => x !== undefined && (flags.includes(x) || carried.includes(x));
    if (has(f.forbidden) || avoid.some(has)) return false;
    if (!affixed && f.needAffix && flags.includes(f.needAffix)) return false;
    // a part that may begin a compound may begin the rest of one ("pakket|naam|patroon": "naampatroon")
    if (has(f.compound) || has(role === 'end' ? f.compoundEnd : f.compoundBegin) || (role === 'middle' && has(f.compoundMiddle))) return true;
    // Many nouns of the Dutch dictionary carry no compound flag at all ("map", "pad", "bug"),
    // which Hunspell never lets into a compound; technical prose makes compounds of them all
    // the time ("installatiemap"), so such a noun may stand anywhere, bare but for the
    // inflection of the last part. Other words without a place stay out (the verb stems of
    // "schrei|ven", "moei|lik"), and a root the dictionary did place keeps its places
    // ("bestand" only ends a compound, "bestands" begins one).
    return (role === 'end' || !affixed) && flags.some((x) => this.dict.nounFlags.has(x)) && !entries.some((fl) => fl.some((x) => this.placeFlags.has(x)));
  }

  // `p` as a root, or a root with up to `depth` suffixes (the outer one allowed by the inner's
  // continuation, `needFlag`); inside the word each suffix needs COMPOUNDPERMITFLAG
  private suffixedPart(p: string, role: Role, avoid: readonly string[], needFlag: string | null, carried: readonly string[], depth: number): boolean {
    const permit = this.dict.flags.compoundPermit;
    const own = needFlag === null ? this.dict.roots.get(p) : undefined;
    if (own?.some((fl) => this.entryFits(fl, own, [], false, role, avoid))) return true;
    if (depth === 0) return false;
    const byAdd = needFlag === null ? this.suffixesByAdd : this.suffixesAllowing.get(needFlag);
    if (!byAdd) return false;
    for (let n = 0; n <= Math.min(this.maxSuffix, p.length - 1); n++) {
      const rules = byAdd.get(p.slice(p.length - n));
      if (!rules) continue;
      for (const r of rules) {
        if (role !== 'end' && !(permit && r.continuation.includes(permit))) continue;
        const stem = p.slice(0, p.length - n) + r.strip;
        if (!stem || (r.condition && !r.condition.test(stem))) continue;
        const cont = [...carried, ...r.continuation];
        const entries = this.dict.roots.get(stem);
        if (entries?.some((fl) => fl.includes(r.flag) && this.entryFits(fl, entries, cont, true, role, avoid))) return true;
        if (depth > 1 && this.suffixedPart(stem, role, avoid, r.flag, cont, depth - 1)) return true;
      }
    }
    return false;
  }

  private prefixedEnd(p: string, avoid: readonly string[]): boolean {
    const permit = this.dict.flags.compoundPermit;
    if (!permit) return false;
    for (let n = 1; n <= Math.min(this.maxPrefix, p.length - 1); n++) {
      for (const r of this.prefixesByAdd.get(p.slice(0, n)) ?? []) {
        if (!r.continuation.includes(permit)) continue;
        const stem = r.strip + p.slice(n);
        if (r.condition && !r.condition.test(stem)) continue;
        const entries = this.dict.roots.get(stem);
        if (entries?.some((fl) => fl.includes(r.flag) && this.entryFits(fl, entries, r.continuation, true, 'end', avoid))) return true;
      }
    }
    return false;
  }

  /** COMPOUNDRULE: `word` split into roots whose flags follow one of the rules. */
  private byCompoundRule(word: string): boolean {
    const walk = (pos: number, live: ReadonlyArray<readonly [string[], number]>): boolean => {
      if (pos === word.length) return live.some(([rule, at]) => at === rule.length);
      for (let k = pos + 1; k <= word.length && k - pos <= this.ruleRootMax; k++) {
        const entries = this.ruleRoots.get(word.slice(pos, k));
        if (!entries) continue;
        const next = live
          .filter(([rule, at]) => at < rule.length && entries.some((fl) => fl.includes(rule[at]!)))
          .map(([rule, at]) => [rule, at + 1] as const);
        if (next.length && walk(k, next)) return true;
      }
      return false;
    };
    return this.ruleRoots.size > 0 && walk(0, this.dict.compoundRules.map((rule) => [rule, 0] as const));
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
    if (this.dict.roots.has(p) || this.bySuffix(p, null, 1, undefined, true)) return true;
    const title = p[0]!.toUpperCase() + p.slice(1);
    if (title !== p && (this.dict.roots.has(title) || this.bySuffix(title, null, 1, undefined, true))) return true;
    // linking "s" (German Fugen-s: "Arbeitsplatz")
    if (p.endsWith('s') && p.length > 4) return this.linkedByS(p.slice(0, -1));
    return false;
  }
}
