import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "Your the best", "Their going home": a possessive where "you're" or "they're" is
// meant. A possessive starts a noun phrase, so it is never followed by an article,
// "not" before a verb that is not in -ing ("their not knowing" is a noun phrase),
// "going to" or "gonna", or "so" and "too" before an adjective; "going" with a place
// counts only as a whole sentence ("Their going home now."), since "their going home
// early surprised us" is a noun phrase too.

const PATTERN = /\b(your|their)(?=\s+([a-z]+)(?!-)(?:\s+([a-z]+))?(\s+(?:now|today|tonight|soon))?(\s*[.!?])?)/gi;
// "a" that opens a borrowed phrase, not an article ("your a cappella group")
const LATIN_A = /^(?:cappella|capella|priori|posteriori|la)$/;
const CONTRACTION: Record<string, string> = { your: "you're", their: "they're" };

export const possessiveForContraction = lastWordRule({
  id: 'possessive_for_contraction',
  title: 'Possessive or contraction',
  pattern: PATTERN,
  fix(m, text) {
    const word = m[1]!;
    const next = m[2]!;
    const after = m[3]?.toLowerCase() ?? '';
    const opensSentence = /(?:^|[.!?]["'”’)]*\s+)$/.test(text.slice(0, m.index));
    const evidence =
      (/^(?:a|an|the|gonna)$/.test(next) && !LATIN_A.test(after)) ||
      (next === 'not' && after !== '' && !after.endsWith('ing')) ||
      (next === 'going' && (after === 'to' || (opensSentence && m[5] !== undefined && /^(?:home|out|back|away|there)$/.test(after)))) ||
      (/^(?:so|too)$/.test(next) && after !== '' && !/^(?:called|much|many)$/.test(after));
    if (!evidence) return null;
    const replacement = matchCaseOf(word, CONTRACTION[word.toLowerCase()]!);
    return { word, replacement, message: `"${word}" is possessive; "${replacement}" (${replacement.toLowerCase() === "you're" ? 'you are' : 'they are'}) is meant here.` };
  },
});
