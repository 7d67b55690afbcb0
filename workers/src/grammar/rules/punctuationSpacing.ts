import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';

// Spaces around punctuation: none before a comma, period, semicolon or colon (French
// wants a space before ; : ! ? and is only checked for commas and periods), and one
// after a comma or sentence end when a word follows.

const SPACE_BEFORE = /(?<=[\p{L}\p{N})"”’])[ \t]+([,.;:!?])(?=\s|$)/gu;
const SPACE_BEFORE_FR = /(?<=[\p{L}\p{N})"”’])[ \t]+([,.])(?=\s|$)/gu;
// "word,word" / "end.Next": a missing space between two words (not 1,000 or e.g. or a.m.)
const NO_SPACE_AFTER = /(?<=[\p{Ll}]{2})([,;]|[.!?])(?=\p{Lu}\p{Ll}|[\p{Ll}]{3,}\b)/gu;

// A mark cited as a symbol stands apart on purpose: "lines starting with # or ; are comments",
// "names such as . or .. are refused", "begins with the . character".
const OR = String.raw`(?:or|and|nor|oder|und|ou|et|o|y|e|of|en)`;
const SYMBOL_BEFORE = new RegExp(String.raw`(?:^|\s)[^\p{L}\p{N}\s]+\s+${OR}$`, 'u');
const SYMBOL_AFTER = new RegExp(String.raw`^\s+(?:${OR}\s+[^\p{L}\p{N}\s]+(?=[\s,.;:]|$)|(?:characters?|signs?|symbols?|Zeichen|caract[eè]res?|car[aá]cter(?:es)?|caratter[ei]|tekens?|sinal|s[ií]mbolos?)\b)`, 'u');

function isCitedSymbol(text: string, start: number, end: number): boolean {
  return SYMBOL_BEFORE.test(text.slice(Math.max(0, start - 40), start)) || SYMBOL_AFTER.test(text.slice(end, end + 40));
}

/** The run of non-space characters around `at`. */
function tokenAround(text: string, at: number): string {
  return text.slice(0, at).match(/\S*$/)![0] + text.slice(at).match(/^\S*/)![0];
}

export const punctuationSpacing: ProseRule = {
  id: 'punctuation_spacing',
  category: 'grammar',
  languages: ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'],
  check(text, ctx) {
    const out: Finding[] = [];
    const before = ctx.language === 'fr' ? SPACE_BEFORE_FR : SPACE_BEFORE;
    for (const m of text.matchAll(before)) {
      // "..." and " . . ." ellipses are left alone
      if (m[1] === '.' && text[m.index + m[0].length] === '.') continue;
      if (isCitedSymbol(text, m.index, m.index + m[0].length)) continue;
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        category: 'grammar',
        severity: 'warning',
        rule: 'punctuation_spacing',
        title: 'Punctuation spacing',
        message: `Remove the space before "${m[1]}".`,
        replacements: [m[1]!],
        fixLabel: 'Remove the space',
      });
    }
    for (const m of text.matchAll(NO_SPACE_AFTER)) {
      const mark = m[1]!;
      // file names and domains (example.com) are not sentences
      if (mark === '.' && /^(?:com|org|net|edu|gov|io|js|ts|py|html?|pdf|docx?|txt|csv|md)\b/i.test(text.slice(m.index + 1))) continue;
      // nor is a name glued to a path, an underscore or a manual section ("sources.list(5)")
      // or a chain of extensions ("notes.bak-old", "data.tar.gz")
      if (mark === '.' && (/[/\\_(]/.test(tokenAround(text, m.index)) || /^\p{L}+[-.]\p{L}/u.test(text.slice(m.index + 1)))) continue;
      // a value list in code or an option ("any,all,source", "--build=source,all",
      // "menu:minimize,maximize", "?and(?foo,bar)") is written without spaces
      if (mark === ',' && /,[^,\s]*,|[\p{L}\p{N}][=:(]/u.test(tokenAround(text, m.index))) continue;
      out.push({
        start: m.index,
        end: m.index + 1,
        category: 'grammar',
        severity: 'warning',
        rule: 'punctuation_spacing',
        title: 'Punctuation spacing',
        message: `Add a space after "${mark}".`,
        replacements: [`${mark} `],
        fixLabel: 'Add a space',
      });
    }
    return out;
  },
};
