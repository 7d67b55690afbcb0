// Spanish and Portuguese spelling by ear: letters that sound alike are written for each other
// ("desición" for "decisión", "vivlioteca" for "biblioteca", "hechar" for "echar", "cojer" for
// "coger", "nescessário" for "necessário"), often twice in one word, which one edit never
// reaches. Words that sound the same share a key; the key keeps the vowels, since Spanish and
// Portuguese write their vowels as they say them. One pass over the letters: the key of every
// dictionary root is taken when the first suggestion is asked for.

const PLAIN: Record<string, string> = { á: 'a', à: 'a', â: 'a', é: 'e', ê: 'e', í: 'i', ó: 'o', ô: 'o', ú: 'u', ü: 'u' };
const FRONT = new Set(['e', 'i', 'é', 'ê', 'í']);
// a plain letter the key keeps as it is: a to z and ñ
const isKeyLetter = (c: string): boolean => (c >= 'a' && c <= 'z') || c === 'ñ';

export function soundKey(language: string, word: string): string {
  const lang = language.slice(0, 2);
  if (lang !== 'es' && lang !== 'pt') return '';
  const spanish = lang === 'es';
  const w = word.toLowerCase();
  // (built by hand rather than through a closure: 300,000 Portuguese roots are keyed at once)
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    const next = w[i + 1] ?? '';
    let s: string;
    switch (c) {
      case 'h':
        continue; // silent; "ch", "lh", "nh" are read with their first letter
      case 'c':
        if (next === 'h') { s = 'C'; i++; }
        else s = FRONT.has(next) ? 's' : 'k';
        break;
      case 'l':
        if (next === 'h' && !spanish) { s = 'L'; i++; }
        else if (next === 'l' && spanish) { s = 'y'; i++; }
        else s = 'l';
        break;
      case 'n':
        if (next === 'h' && !spanish) { s = 'N'; i++; }
        else s = 'n';
        break;
      case 'q':
        s = 'k';
        if (next === 'u' && FRONT.has(w[i + 2] ?? '')) i++;
        break;
      case 'g':
        if (next === 'u' && FRONT.has(w[i + 2] ?? '')) { s = 'g'; i++; }
        else s = FRONT.has(next) ? 'j' : 'g';
        break;
      case 's':
        // "sc" before e or i is one s ("nescessário", "conciência")
        if (next === 'c' && FRONT.has(w[i + 2] ?? '')) i++;
        s = 's';
        break;
      case 'x':
        // Spanish says ks, before a soft c too ("excelente" as "exelente")
        if (spanish) { s = 'ks'; if (next === 'c' && FRONT.has(w[i + 2] ?? '')) i++; }
        else s = 'x';
        break;
      case 'ç':
      case 'z':
        s = 's';
        break;
      case 'v':
        s = 'b';
        break;
      case 'ã':
      case 'õ':
        // a nasal vowel is heard; Spanish has none
        s = spanish ? PLAIN[c] ?? c : c;
        break;
      default: {
        s = PLAIN[c] ?? c;
        if (!isKeyLetter(s)) return '';
      }
    }
    // a doubled sound is one sound ("nesessario", "acceso" as "akseso")
    if (s.length === 1 ? out[out.length - 1] !== s : !out.endsWith(s)) out += s;
  }
  return out;
}

/**
 * The dictionary's words by sound key: words in lower case of three letters or more (names and
 * acronyms are not what a word spelled by ear meant). Portuguese has 300,000 roots, a fifth of a second
 * of keys, so the index is built in slices of a few milliseconds after the dictionary loads,
 * like the form filter, and finished at once if a suggestion is asked for first.
 */
export class SoundIndex {
  private readonly index = new Map<string, string[]>();
  private readonly pending: Iterator<string>;
  private done = false;

  constructor(
    private readonly language: string,
    roots: Iterable<string>,
  ) {
    this.pending = roots[Symbol.iterator]();
  }

  /** Indexes roots for up to `ms` milliseconds; true once all are indexed. */
  buildFor(ms: number): boolean {
    const until = performance.now() + ms;
    let n = 0;
    while (!this.done) {
      const next = this.pending.next();
      if (next.done) {
        this.done = true;
        break;
      }
      const root = next.value;
      if (root.length >= 3 && root === root.toLowerCase()) {
        const key = soundKey(this.language, root);
        if (key) {
          const list = this.index.get(key);
          if (list) list.push(root);
          else this.index.set(key, [root]);
        }
      }
      if (++n % 1024 === 0 && performance.now() > until) break;
    }
    return this.done;
  }

  /** Builds in slices from now on, without keeping a Node process alive. */
  buildInBackground(sliceMs: number): void {
    const slice = (): void => {
      if (!this.buildFor(sliceMs)) (setTimeout(slice, 0) as { unref?: () => void }).unref?.();
    };
    (setTimeout(slice, 0) as { unref?: () => void }).unref?.();
  }

  /** The roots with this key, the whole index built first. */
  lookup(key: string): readonly string[] {
    this.buildFor(Infinity);
    return this.index.get(key) ?? [];
  }
}
