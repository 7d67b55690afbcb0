import type { Finding, Register } from './finding.js';
import { applyFixes, resolveOverlaps } from './resolveOverlaps.js';
import { appliesTo, type ProseRule, type RuleContext } from './rule.js';

// Runs one rule over a text on its own, and applies its fixes: the way a single
// rule is exercised and previewed.

export interface RunRuleOptions {
  language?: string;
  register?: Register;
  isWord?: (word: string) => boolean;
}

export function runRule(rule: ProseRule, text: string, opts: RunRuleOptions = {}): Finding[] {
  const ctx: RuleContext = { language: opts.language ?? 'en', register: opts.register ?? 'academic', isWord: opts.isWord ?? (() => true) };
  if (!appliesTo(rule, ctx)) return [];
  return resolveOverlaps(rule.check(text, ctx));
}

export function fixWithRule(rule: ProseRule, text: string, opts: RunRuleOptions = {}): string {
  return applyFixes(text, runRule(rule, text, opts));
}
