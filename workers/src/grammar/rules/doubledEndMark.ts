import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';

// "the night is meant to sleep!." -> "sleep!": a question or exclamation mark ends its sentence
// itself, and a full stop after it is one mark too many. Not an ellipsis ("Wait!..."), and only
// after a word, so a mark cited alone ("type ?.") or a factorial ("n!!.") stays.

const PATTERN = /(?<=[\p{L}\p{N}]{2}[)"”’]?[!?]+)\.(?!\.)(?=\s|$)/gu;

export const doubledEndMark: ProseRule = {
  id: 'doubled_end_mark',
  category: 'grammar',
  languages: ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      out.push({
        start: m.index,
        end: m.index + 1,
        category: 'grammar',
        severity: 'warning',
        rule: 'doubled_end_mark',
        title: 'Punctuation',
        message: `"${text[m.index - 1]}" ends the sentence already: remove the full stop.`,
        replacements: [''],
        fixLabel: 'Remove "."',
      });
    }
    return out;
  },
};
