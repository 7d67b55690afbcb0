import type { Finding, LintCategory, Register } from './finding.js';

// A prose rule checks one paragraph of masked text and returns findings with
// offsets relative to that paragraph.

export interface RuleContext {
  /** Two-letter language code. */
  language: string;
  register: Register;
  /** Whether the language's dictionary knows the word. */
  isWord: (word: string) => boolean;
}

export interface ProseRule {
  id: string;
  category: LintCategory;
  /** Language codes the rule applies to. */
  languages: readonly string[];
  /** Registers the rule runs in; all when absent. */
  registers?: readonly Register[];
  check(text: string, ctx: RuleContext): Finding[];
}

export function appliesTo(rule: ProseRule, ctx: RuleContext): boolean {
  return rule.languages.includes(ctx.language) && (!rule.registers || rule.registers.includes(ctx.register));
}
