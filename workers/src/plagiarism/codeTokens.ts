/** One token of source code, with its normalised form and place in the text. */
export interface CodeToken {
  /** keywords and operators as written; identifiers `id`, numbers `num`, strings `str` */
  norm: string;
  raw: string;
  start: number;
  end: number;
}

// Keywords of the common C-family, Python and shell-like languages: kept as written, since
// renaming cannot change them.
const KEYWORDS = new Set(
  `abstract and as assert async await break case catch class const continue def default del delete do elif else
enum except export extends false final finally fn for from func function go if impl import in instanceof
interface is lambda let match mod new nil none not null or package pass private protected pub public raise
return self static struct super switch this throw throws true try type typeof use var void while with yield
int long float double char bool boolean string byte short unsigned signed include define`.split(/\s+/),
);

const TOKEN =
  /(\/\/[^\n]*|#(?!include|define)[^\n]*|\/\*[\s\S]*?\*\/)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|(\d[\w.]*)|([\p{L}_$][\p{L}\p{N}_$]*)|(===|!==|==|!=|<=|>=|=>|->|&&|\|\||\+\+|--|\+=|-=|\*=|\/=|<<|>>|::|[^\s\p{L}\p{N}_$])/gu;

/** Tokenises code; comments are skipped because they are prose, aligned as prose. */
export function tokenizeCode(text: string, from = 0, to = text.length): CodeToken[] {
  const out: CodeToken[] = [];
  const re = new RegExp(TOKEN.source, TOKEN.flags);
  re.lastIndex = from;
  for (let m = re.exec(text); m && m.index < to; m = re.exec(text)) {
    if (m[1]) continue;
    const raw = m[0];
    const norm = m[2] ? 'str' : m[3] ? 'num' : m[4] ? (KEYWORDS.has(raw.toLowerCase()) ? raw.toLowerCase() : 'id') : raw;
    out.push({ norm, raw, start: m.index, end: m.index + raw.length });
  }
  return out;
}

const CODE_LINE =
  /[;{}]\s*$|^\s*(?:def|class|import|from|return|if|for|while|function|const|let|var|public|private|static|#include|func|fn|package)\b|=>|[=!]==?|\)\s*:\s*$|^\s*[\w.$]+\s*\(.*\)\s*;?\s*$/;

/**
 * Ranges of a text that read as code: fenced blocks, and runs of at least three lines of which
 * most look like statements. Prose around them is left to the prose aligner.
 */
export function codeRegions(text: string): [number, number][] {
  const regions: [number, number][] = [];
  for (const m of text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)) regions.push([m.index + m[0].indexOf('\n') + 1, m.index + m[0].length - 3]);
  const lines: { start: number; end: number; code: boolean; blank: boolean }[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    lines.push({ start: at, end: at + line.length, code: CODE_LINE.test(line), blank: !line.trim() });
    at += line.length + 1;
  }
  let i = 0;
  while (i < lines.length) {
    if (!lines[i]!.code) {
      i++;
      continue;
    }
    let j = i, code = 0, total = 0, lastCode = i;
    while (j < lines.length) {
      const l = lines[j]!;
      if (!l.blank) {
        total++;
        if (l.code) {
          code++;
          lastCode = j;
        }
        if (code / total < 0.6) break;
      }
      j++;
    }
    if (code >= 3) regions.push([lines[i]!.start, lines[lastCode]!.end]);
    i = Math.max(j, i + 1);
  }
  regions.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of regions) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}
