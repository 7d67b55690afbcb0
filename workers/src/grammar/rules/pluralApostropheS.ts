import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { isSingularInS, singularsOf } from './nounNumber.en.js';

// "the dinosaurs's behaviour", "the shells's exit status": a plural in -s takes the apostrophe
// alone ("dinosaurs'"), unless one owner was meant ("shell's"); both are offered, the plural's
// first, as it is what was written. Only a lower-case plural whose singular the dictionary knows,
// and not a singular that ends in s ("the boss's", "the bus's", "the species's"), nor a name
// ("James's").

// (not the last part of a name joined with a hyphen or a slash: "c-ares's", "debian/rules's")
const PATTERN = /(?<![-/\w])([a-z]{3,}s)(['’])s\b/g;

export const pluralApostropheS: ProseRule = {
  id: 'plural_apostrophe_s',
  category: 'grammar',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const plural = m[1]!;
      if (isSingularInS(plural, ctx.isWord) || /(?:ss|us|is|ous|as|os)$/.test(plural)) continue;
      const singular = singularsOf(plural).find(ctx.isWord);
      if (!singular || !ctx.isWord(plural)) continue;
      const apostrophe = m[2]!;
      const replacements = [`${plural}${apostrophe}`, `${singular}${apostrophe}s`];
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        category: 'grammar',
        severity: 'error',
        rule: 'plural_apostrophe_s',
        title: 'Plural possessive',
        message: `A plural's possessive takes the apostrophe alone ("${replacements[0]}"); for one owner, write "${replacements[1]}".`,
        replacements,
        fixLabel: `Replace with "${replacements[0]}"`,
      });
    }
    return out;
  },
};
