// The one shape every language pass returns. Offsets index the checked text in
// UTF-16 code units, end exclusive; `replacements[0]` is the fix offered.

export type LintCategory = 'spelling' | 'grammar' | 'clarity' | 'word_choice';
export type LintSeverity = 'error' | 'warning' | 'suggestion';
export type Register = 'academic' | 'general';

export interface Finding {
  start: number;
  end: number;
  category: LintCategory;
  severity: LintSeverity;
  /** Stable rule id, e.g. `spelling`, `a_an`, `harper:ItsContraction`. */
  rule: string;
  title: string;
  message: string;
  replacements: string[];
  /** Short label for the first replacement, e.g. `Replace with "their"`. */
  fixLabel?: string;
  /** Set on a finding in a paragraph written in another language than the document's. */
  locale?: string;
}

export const styleCategories: ReadonlySet<LintCategory> = new Set(['clarity', 'word_choice']);
