import { compilePattern } from './pattern.js';
import { pathPrefixCovers, splitUrlRule } from './match.js';
import { readSourceAddress, type SourceAddress } from './sourceAddress.js';
import type { NormalisedSourceRule } from './types.js';

export interface SourceDecision {
  kept: boolean;
  /** Why a source was dropped: an exclude rule matched it, or include rules exist and none did. */
  reason: 'excluded' | 'not_included' | null;
}

/** Identity of a rule for duplicates (spec rule 2): same mode, kind and stored value. */
export function sourceRuleKey(rule: Pick<NormalisedSourceRule, 'mode' | 'kind' | 'value'>): string {
  return `${rule.mode}:${rule.kind}:${rule.value}`;
}

/**
 * The rules a check runs with (spec rule 5): the account's rules, then the check's own rules that
 * the account does not already have. The first of two equal rules is kept.
 */
export function mergeSourceRules<R extends NormalisedSourceRule>(accountRules: readonly R[], checkRules: readonly R[]): R[] {
  const seen = new Set<string>();
  const merged: R[] = [];
  for (const rule of [...accountRules, ...checkRules]) {
    const key = sourceRuleKey(rule);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(rule);
  }
  return merged;
}

/**
 * Rules of one mode, indexed so that a test costs a few set lookups per address plus one string
 * search per pattern, however many domain, hostname and url rules there are.
 */
class RuleIndex {
  private readonly domains = new Set<string>();
  private readonly hosts = new Set<string>();
  private readonly urlPrefixes = new Map<string, string[]>();
  private readonly patterns: Array<(subject: string) => boolean> = [];
  size = 0;

  add(rule: NormalisedSourceRule): void {
    this.size += 1;
    if (rule.kind === 'domain') this.domains.add(rule.value);
    else if (rule.kind === 'hostname') this.hosts.add(rule.value);
    else if (rule.kind === 'url') {
      const { host, prefix } = splitUrlRule(rule.value);
      const prefixes = this.urlPrefixes.get(host);
      if (prefixes === undefined) this.urlPrefixes.set(host, [prefix]);
      else prefixes.push(prefix);
    } else if (rule.kind === 'pattern') this.patterns.push(compilePattern(rule.value));
  }

  matches(address: SourceAddress): boolean {
    const { host, path } = address;
    if (this.hosts.has(host)) return true;
    if (this.domains.size > 0) {
      for (let suffix = host; ; ) {
        if (this.domains.has(suffix)) return true;
        const dot = suffix.indexOf('.');
        if (dot < 0) break;
        suffix = suffix.slice(dot + 1);
      }
    }
    const prefixes = this.urlPrefixes.get(host);
    if (prefixes !== undefined && prefixes.some((prefix) => pathPrefixCovers(prefix, path))) return true;
    if (this.patterns.length > 0) {
      const subject = host + path;
      return this.patterns.some((test) => test(subject));
    }
    return false;
  }
}

export interface CompiledSourceRules {
  decide(url: string): SourceDecision;
}

/**
 * Prepares rules (stored form) for testing many source addresses (spec rules 3 and 4): an exclude
 * match drops a source; once any include rule exists, a source no include rule matches is dropped;
 * a source matched by both is dropped. An address without a readable host matches no rule.
 */
export function compileSourceRules(rules: readonly NormalisedSourceRule[]): CompiledSourceRules {
  const excludes = new RuleIndex();
  const includes = new RuleIndex();
  for (const rule of rules) (rule.mode === 'include' ? includes : excludes).add(rule);
  return {
    decide(url) {
      if (excludes.size === 0 && includes.size === 0) return { kept: true, reason: null };
      const address = readSourceAddress(url);
      if (address !== null && excludes.size > 0 && excludes.matches(address)) return { kept: false, reason: 'excluded' };
      if (includes.size > 0 && (address === null || !includes.matches(address))) {
        return { kept: false, reason: 'not_included' };
      }
      return { kept: true, reason: null };
    },
  };
}

/** One decision; for many addresses, compile the rules once with `compileSourceRules`. */
export function decideSource(rules: readonly NormalisedSourceRule[], url: string): SourceDecision {
  return compileSourceRules(rules).decide(url);
}
