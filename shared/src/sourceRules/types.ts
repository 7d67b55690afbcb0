import { limits } from '../limits.js';

export const sourceRuleModes = ['exclude', 'include'] as const;
export const sourceRuleKinds = ['domain', 'hostname', 'url', 'pattern'] as const;
export type SourceRuleMode = (typeof sourceRuleModes)[number];
export type SourceRuleKind = (typeof sourceRuleKinds)[number];

/** A rule as stored and applied: `value` is in the normal form `normaliseSourceRule` gives. */
export interface NormalisedSourceRule {
  mode: SourceRuleMode;
  kind: SourceRuleKind;
  value: string;
}

export type SourceRuleNormalisation =
  | { ok: true; rule: NormalisedSourceRule }
  | { ok: false; reason: string };

export const maxSourceRuleValueLength: number = limits.maxSourceRuleValueLength;

/** User text inside a refusal reason, quoted and cut short so a reason stays readable. */
export function quoteInReason(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}
