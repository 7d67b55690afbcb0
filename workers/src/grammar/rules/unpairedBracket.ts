import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';

// "She said (that she would come tomorrow.": a bracket opened and never closed in its
// paragraph, or closed and never opened. The fix removes the stray one; where the aside was
// meant to end is the writer's to say. A list's marker ("a)", "2)", "iv)", "*)"), a smiley
// (":)"), an interval ("[0, 1)", "]0,1[") and a bracket named as a character ('the "["
// target', "the closing ) is") are no pairs.

const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const OPENERS = new Set(['(', '[', '{']);
const BRACKETS = /[()[\]{}]/g;
const LIST_MARKER = /(?:^|[\s,;:])(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,5}|[*-])$/;
const SMILEY_BEFORE = /[:;=8][-^'*]?$/;

/** A bracket standing alone between spaces or quotes is a character named, not a bracket. */
function named(text: string, i: number): boolean {
  return /^(?:|[\s"'‘“«‚„])$/.test(text[i - 1] ?? '') && /^(?:$|[\s"'’”»‘“]|[,.;:](?:\s|$))/.test(text.slice(i + 1, i + 3));
}

/** "]0,1[": a French interval, whose brackets face outwards. */
function interval(text: string, i: number): boolean {
  return (text[i] === ']' && /\d/.test(text[i + 1] ?? '')) || (text[i] === '[' && /\d/.test(text[i - 1] ?? ''));
}

export const unpairedBracket: ProseRule = {
  id: 'unpaired_bracket',
  category: 'grammar',
  languages: ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'],
  check(text) {
    const open: Array<{ char: string; at: number }> = [];
    const stray: number[] = [];
    for (const b of text.matchAll(BRACKETS)) {
      const i = b.index;
      const c = b[0];
      if (OPENERS.has(c)) {
        open.push({ char: c, at: i });
      } else if (c in PAIRS) {
        const top = open.at(-1);
        if (top?.char === PAIRS[c]) {
          open.pop();
          continue;
        }
        if (c === ')' && (LIST_MARKER.test(text.slice(Math.max(0, i - 6), i)) || SMILEY_BEFORE.test(text.slice(Math.max(0, i - 2), i)))) continue;
        // an interval ("[0, 1)") pairs unlike brackets around numbers
        if (top && /^[\d\s.,+-]*$/.test(text.slice(top.at + 1, i))) {
          open.pop();
          continue;
        }
        stray.push(i);
      }
    }
    // an opener left over; a smiley's "(" (":(") opens nothing
    for (const { at } of open) if (!SMILEY_BEFORE.test(text.slice(Math.max(0, at - 2), at))) stray.push(at);
    return stray.filter((at) => !named(text, at) && !interval(text, at)).sort((a, b) => a - b).map((at): Finding => {
      const char = text[at]!;
      const opener = OPENERS.has(char);
      return {
        start: at,
        end: at + 1,
        category: 'grammar',
        severity: 'warning',
        rule: 'unpaired_bracket',
        title: 'Unpaired bracket',
        message: opener ? `This "${char}" is never closed in its paragraph: close it, or remove it.` : `This "${char}" closes nothing opened before it: open it, or remove it.`,
        replacements: [''],
      };
    });
  },
};
