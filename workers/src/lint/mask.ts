import { indentedCodeBlocks } from './indentedCode.js';

// Markup-aware checking: everything that is not prose (code blocks, inline code,
// HTML tags and entities, URLs, e-mail addresses, Markdown syntax, citation
// markers) is blanked out with spaces. The masked text has the same length as the
// original, so every offset found in it indexes the original exactly.

// Every pattern must run in linear time on hostile input: a match starts only where a token
// starts, or its repeats are bounded, so that a failed attempt never rescans the rest of a line.

// Markdown links, inline or by reference: the target goes, the label stays as prose.
// (no "[" inside a label nor in a target: images are blanked first, URLs escape brackets, and
// "[[[…" or "[](…" would rescan up to 2,000 characters from each bracket)
const LINK = /\[([^[\]\n]{0,500})\](?:\([^)\n[\]]{0,2000}\)|\[[^\]\n]{0,500}\])/g;
// Names with a file extension (harper.js, report.pdf): whole tokens, judged by their ending.
const FILE_NAME = /(?<![\w.-])[\w-][\w.-]*/g;
const EXTENSION =
  /\.(?:[cm]?js|tsx?|jsx|py|rb|go|rs|java|json|md|ya?ml|toml|html?|css|txt|csv|pdf|docx?|xlsx?|sh|[ch]|cc|[ch]pp|so|dll|exe|zip|gz|tgz|xml|log|conf|cfg|ini|svg|png|jpe?g|gif|wasm|patch|diff|deb|rpm)(?=\.*$)/;

// a fence may be indented (inside a list item or an HTML <details> block); an unclosed one runs to the end
const FENCED_CODE = /^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?(?:^[ \t]*\1[^\n]*$|(?![\s\S]))/gm;
const INLINE_CODE = /`[^`\n]+`/g;

const PATTERNS: RegExp[] = [
  /^---[ \t]*\n[\w-]+:[^\n]*\n(?:[^\n]*\n){0,200}?---[ \t]*(?=\n|$)/, // front matter (YAML between --- lines) at the very start
  FENCED_CODE,
  /<(script|style)\b[\s\S]*?(?:<\/\1\s*>|(?![\s\S]))/gi, // script and style bodies (unclosed: to the end)
  /<!--[\s\S]*?(?:-->|(?![\s\S]))/g, // HTML comments (unclosed: to the end)
  /<\/?[A-Za-z][\w:-]*(?:\s+[^<>]*?)?\/?>/g, // HTML tags
  /&(?:[A-Za-z]{2,10}|#\d{1,7}|#x[\da-fA-F]{1,6});/g, // entities
  // a command quoted as GNU manuals quote it, a program and its options: ‘tr -s’, `sort -u'
  /[‘`][A-Za-z][\w.+-]{0,40} +-[^’'`\n]{0,60}[’']/g,
  INLINE_CODE,
  /^ {0,3}\[[^\]\n]{1,500}\]:[ \t]*\S[^\n]*/gm, // Markdown link definitions ([travis-url]: https://…)
  /!\[[^[\]\n]{0,500}\](?:\([^)\n[\]]{0,2000}\)|\[[^\]\n]{0,500}\])/g, // Markdown images and badges, alt text included
  LINK,
  /\b(?:https?|ftp):\/\/[^\s<>"')\]]+/gi, // URLs
  /\bwww\.[^\s<>"')\]]+/gi,
  /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, // e-mail addresses
  FILE_NAME,
  /(?<![\w/])(?:\.{1,2}|~)?\/[\w.-]+(?:\/[\w.-]*)+/g, // paths (./node_modules/.bin, /usr/share/doc); "and/or" is not one
  // (names are at most 100 characters a part: "$" makes a word boundary before every letter of
  // "a$a$a$…", and unbounded parts would rescan the rest of the run from each)
  /\b[a-z_$][\w$]{1,100}(?:\.[a-z_$][\w$]{1,100})+(?:\(\))?/g, // dotted names (res.cookie(), entity.too.large, example.com); "e.g." has one-letter parts
  // members of capitalised names (Object.assign, Date.now(), LogLevel.Debug); "end.The" with a
  // missing space stays prose
  /\b(?:[A-Z][\w$]{0,100}\.[a-z_$]|[A-Z][a-z\d]{1,100}[A-Z][\w$]{0,100}\.[A-Z])[\w$]{0,100}(?:\.[A-Za-z_$][\w$]{0,100})*(?:\(\))?/g,
  /\bv\d+(?:\.\d+)+\b/g, // versions (v12.6.0)
  /(?<!\d)%(?:\([^)\s]{1,40}\))?[sdifjoxc]\b/g, // format placeholders (%s, %(name)s)
  // names joined by "::" (APT::Get::Show-Versions, Dir::Bin, std::vector), which prose never writes
  /(?<![\w:-])[A-Za-z_][\w-]{0,100}(?:::[\w-]{1,100})+(?:::)?/g,
  // a placeholder or a brace list of names, with what it is glued to but not a full stop after:
  // {file}, {Pre,Post}-Invoke, main.{c,h}; a set in prose has spaces after its commas
  /(?<![\w.:/{}-])[\w.:/-]{0,200}\{[\w.+-]{1,100}(?:,[\w.+-]{0,100}){0,50}\}(?:[\w:/-]|\.(?=[\w/-])){0,200}/g,
  // a program or function named with its manual section or as a call: dpkg(1), apt-get(8), iconv()
  /(?<![\p{L}\p{N}_.+-])[A-Za-z_][\w.+-]{0,100}\((?:[1-9][a-z]{0,3})?\)/gu,
  // command-line options (--help, --build=any,all, -name, -Wl,-z,relro with the list a comma
  // glues on), after a space, bracket or quote: "apt-get", "e-mail" and a dash between spaced
  // words stay prose
  /(?<![\p{L}\p{N}_-])--?[A-Za-z][A-Za-z\d]*(?:[-_.][A-Za-z\d]+)*(?:=[^\s;)\]»”"']*|(?:,[\w.+=-]+)+)?(?![\p{L}\p{N}])/gu,
  /\b(?:doi:\s*)?10\.\d{4,9}\/[^\s"<>]+/gi, // DOIs
  /\[(?:\d+(?:[-–,]\s*\d+)*)\]/g, // numeric citation markers [3], [1-4]
  /^ {0,3}#{1,6}(?=\s)/gm, // heading markers
  /^ {0,3}>/gm, // block quote markers
  /^ {0,3}(?:[-*+]|\d{1,3}[.)])(?=\s)/gm, // list markers
  /^ {0,3}(?:[-*_] *){3,}$/gm, // thematic breaks
  /^[ \t]*\|.*\|[ \t]*$/gm, // table rows (not \s: it would run across lines and rescan them)
  /(\*\*|__)(?=\S)|(?<=\S)(\*\*|__)/g, // strong emphasis markers
];

function blank(s: string): string {
  return s.replace(/[^\n]/g, ' ');
}

/** The stretches of code, fenced, indented and inline, as [start, end) in text order. */
export function codeSpans(text: string): [number, number][] {
  const spans: [number, number][] = indentedCodeBlocks(text);
  for (const re of [FENCED_CODE, INLINE_CODE]) for (const m of text.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
  return spans.sort((a, b) => a[0] - b[0]);
}

const wordsOf = (name: string, into: Set<string>): void => {
  for (const w of name.matchAll(/\p{L}{3,}/gu)) into.add(w[0].toLowerCase());
};

/**
 * The words of a document's code, fenced and inline, lower-cased: a name the writer also
 * types as code ("run `certbot`", a block calling nginx) is a term of the document, not a
 * misspelling, when it turns up in the prose.
 */
export function codeWords(text: string): Set<string> {
  const words = new Set<string>();
  if (!text.includes('`') && !text.includes('~~~') && !text.includes('    ') && !text.includes('\t')) return words;
  for (const [start, end] of codeSpans(text)) wordsOf(text.slice(start, end), words);
  return words;
}

/**
 * The words of names a document writes as a program would, lower-cased: manual-page
 * references and calls ("gpasswd(1)", "iconv()") and the parts of paths ("/etc/gshadow").
 * Such a name turning up in the prose ("the gpasswd command") is a term of the document.
 */
export function programNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/(?<![\p{L}\p{N}_.+-])([A-Za-z][\w+-]{0,100})\((?:[1-9][a-z]{0,3})?\)/gu)) wordsOf(m[1]!, names);
  for (const m of text.matchAll(/(?<![\w/])(?:\.{1,2}|~)?\/[\w.-]{1,100}(?:\/[\w.-]{0,100}){0,50}/g)) wordsOf(m[0], names);
  return names;
}

/**
 * File extensions the document writes, after a name or on their own (".lzma", "foo.deb",
 * "*.xz"): "lzma files" is no misspelling then. (On their own they may also be a slip of
 * the space bar, " .and", so they make no sentence start.)
 */
export function fileExtensions(text: string): Set<string> {
  const extensions = new Set<string>();
  for (const m of text.matchAll(/(?:[\w*-]|(?<![^\s(]))\.([a-z][a-z\d]{1,7})\b(?![.-]?\w)/g)) wordsOf(m[1]!, extensions);
  return extensions;
}

export function maskNonProse(text: string): string {
  let masked = text;
  const indented = indentedCodeBlocks(text);
  if (indented.length) {
    const parts: string[] = [];
    let at = 0;
    for (const [start, end] of indented) {
      parts.push(text.slice(at, start), blank(text.slice(start, end)));
      at = end;
    }
    parts.push(text.slice(at));
    masked = parts.join('');
  }
  for (const re of PATTERNS) {
    masked = masked.replace(re, (m: string, ...args: unknown[]) => {
      if (re === FILE_NAME) {
        // keep a sentence's full stop after the name
        const end = EXTENSION.test(m) ? m.replace(/\.+$/, '').length : 0;
        return blank(m.slice(0, end)) + m.slice(end);
      }
      if (re === LINK) {
        const label = args[0] as string;
        return ` ${label}${blank(m.slice(1 + label.length))}`;
      }
      return blank(m);
    });
  }
  return masked;
}

/**
 * A test for whether [start, end) sits beside blanked words or code, with only spaces (or the
 * opening of a link or emphasis) between: "`npm test` also installs" is no sentence starting
 * with "also", in "a `# heading`" or "an [`abstract class`](…)" the article's next word is
 * unknown, and after "Node.js" Harper sees a paragraph start. Grammar and style findings there
 * are artefacts; a misspelt word beside code is still a misspelt word. Markers that were blanked
 * (list numbers, headings, citation numbers) are not words and do not count.
 */
export function besideMaskedWords(text: string, masked: string): (start: number, end: number) => boolean {
  if (text === masked) return () => false;
  const wordEdge = (i: number) => masked[i] !== text[i] && /[\p{L}`_$/\\]/u.test(text[i]!);
  // blank, or blanked punctuation (a link's brackets, emphasis); no more than one line break
  // is crossed (a blank line ends the paragraph)
  const skippable = (i: number) => /\s/.test(masked[i]!) && !/[\p{L}\p{N}`_$/\\]/u.test(text[i]!);
  return (start, end) => {
    let a = start - 1;
    let breaks = 0;
    while (a >= 0 && skippable(a) && (text[a] !== '\n' || ++breaks < 2)) a--;
    let b = end;
    breaks = 0;
    while (b < text.length && skippable(b) && (text[b] !== '\n' || ++breaks < 2)) b++;
    return (a >= 0 && wordEdge(a)) || (b < text.length && wordEdge(b));
  };
}

/**
 * A test for whether [start, end) overlaps (or directly touches) a masked stretch:
 * findings there are artefacts of the blanking (doubled spaces, words that only
 * look adjacent) and are dropped.
 */
export function maskedSpans(text: string, masked: string): (start: number, end: number) => boolean {
  const prefix = new Uint32Array(text.length + 1);
  for (let i = 0; i < text.length; i++) prefix[i + 1] = prefix[i]! + (text[i] !== masked[i] ? 1 : 0);
  if (prefix[text.length] === 0) return () => false;
  return (start, end) => {
    const a = Math.max(0, start - 1);
    const b = Math.min(text.length, end + 1);
    return prefix[b]! - prefix[a]! > 0;
  };
}
