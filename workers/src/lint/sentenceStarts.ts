import type { Finding } from './finding.js';
import { inTableRow } from './tableRows.js';

// Harper asks for a capital wherever it sees a sentence begin, but in technical writing
// many of those places hold code or continue a sentence: a heading that is a package or
// function name ("# fflate", "### parseJson(text)"), a paragraph that goes on after a code
// block ("```" then "and then run it"), a list item finishing its lead-in ("if you are:" then
// "- working in a virtual environment"), a list's letters ("a) use another shell"), a dot file
// (".k5login"), a word after an abbreviation ("400 lbs. of beef"), items counted in a sentence
// ("(i) the power", "; ii. moral rights"). Capitalising those would be wrong.

// Harper's rule and ours for the words it passes over
const SENTENCE_CAPITALIZATION = new Set(['harper:SentenceCapitalization', 'sentence_capital']);
const CAPITALIZE_PRONOUNS = 'harper:CapitalizePersonalPronouns';
const LIST_ITEM_START = /(?:^|\n)[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+$/;
// Items counted in letters or roman numerals inside a sentence: "; ii. moral rights", "(b) for".
const INLINE_ITEM_BEFORE = /(?:^|[\s(;:,])\(?(?:[ivx]{1,5}|[a-h])[.)]\s+$/;
// The marker itself ("i." opening a clause of a licence), which Harper takes for the pronoun.
const ITEM_MARKER = /^(?:[ivx]{1,5}|[a-h])$/;
// Abbreviations whose full stop a lower-case word carries on from ("400 lbs. of beef", "approx.
// ten", "apples, etc. are", "et al. found").
const ABBREVIATION_BEFORE =
  /(?:^|[^\p{L}.])(?:lbs?|oz|ft|yd|sq|gal|qt|tsp|tbsp|approx|etc|vs|cf|ca|figs?|vols?|eds?|pp?|paras?|secs?|hrs?|yrs?|mos?|wks?|dept|est|incl|excl|misc|avg|govt|intl|corp|inc|ltd|viz|resp|al|e\.g|i\.e)\.\s+$/iu;

/**
 * A test for whether a capitalisation finding asks to capitalise a word that is code, carries a
 * sentence on, or counts an item (Harper's "(i)" -> "(I)" too).
 */
export function noSentenceStart(text: string, masked: string, codeTerms: ReadonlySet<string>): (f: Finding) => boolean {
  return (f) => {
    // "(i)", "i. the right", "(i, j)", the option "-i"
    if (f.rule === CAPITALIZE_PRONOUNS) {
      return text[f.end] === ')' || /[(-]/.test(text[f.start - 1] ?? '') || (text[f.end] === '.' && /^\s+\p{Ll}/u.test(text.slice(f.end + 1)));
    }
    if (!SENTENCE_CAPITALIZATION.has(f.rule)) return false;
    const word = text.slice(f.start, f.end).replace(/\.$/, '');
    if (ITEM_MARKER.test(word) && /^[.)]/.test(text.slice(f.start + word.length))) return true;
    // a program or identifier: written as code elsewhere, in camel case, or with digits ("bzip2")
    if (codeTerms.has(word.toLowerCase()) || /^[a-z]+[A-Z]/.test(word) || /^[a-z]+\d/.test(word)) return true;
    // a path or an identifier ("src/main.rs", "front_of_house")
    if (/^[/_\\]|^\.\w/.test(text.slice(f.end, f.end + 2))) return true;
    // a function called by name ("sprintf(format)"), a list marker ("a) use another shell"),
    // a dot file (".k5login": no space after the full stop Harper saw)
    if (text[f.end] === '(' && /^[a-z_$][\w$]*$/.test(word)) return true;
    if ((text[f.end] === ')' && /^[a-z]$/.test(word)) || text[f.start - 1] === '.') return true;
    // a cell of a table row (a spreadsheet, a CSV file, a table in a document: cells are
    // separated by tabs) is a value, not a sentence
    if (inTableRow(text, f.start, f.end)) return true;
    const lineBefore = text.slice(Math.max(0, f.start - 40), f.start);
    if (LIST_ITEM_START.test(lineBefore) || INLINE_ITEM_BEFORE.test(lineBefore) || ABBREVIATION_BEFORE.test(lineBefore)) return true;
    // the closing fence of a code block just before, blank lines between
    let i = f.start - 1;
    while (i >= 0 && /\s/.test(text[i]!)) i--;
    return i >= 0 && masked[i] !== text[i] && (text[i] === '`' || text[i] === '~');
  };
}
