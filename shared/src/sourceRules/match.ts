import { compilePattern } from './pattern.js';
import { readSourceAddress, type SourceAddress } from './sourceAddress.js';
import type { NormalisedSourceRule } from './types.js';

/** Whether a url rule's path prefix (`/blog`, `/page?id=3`, or empty) covers a source's path. */
export function pathPrefixCovers(prefix: string, path: string): boolean {
  if (prefix === '') return true;
  if (!path.startsWith(prefix)) return false;
  if (path.length === prefix.length) return true;
  const next = path[prefix.length];
  // A prefix ends at a segment: "/blog" covers "/blog/post" and "/blog?page=2", not "/blogger";
  // a prefix with a query ends at a parameter: "?id=3" covers "?id=3&x=1", not "?id=30".
  return prefix.includes('?') ? next === '&' : next === '/' || next === '?';
}

/** Splits a stored url rule value into its host and its path prefix. */
export function splitUrlRule(value: string): { host: string; prefix: string } {
  const split = value.search(/[/?]/);
  return split < 0 ? { host: value, prefix: '' } : { host: value.slice(0, split), prefix: value.slice(split) };
}

export function domainCovers(domain: string, host: string): boolean {
  return host === domain || (host.length > domain.length && host.endsWith(domain) && host[host.length - domain.length - 1] === '.');
}

/** A test of one stored rule against a parsed source address. */
export function compileSourceRule(rule: NormalisedSourceRule): (address: SourceAddress) => boolean {
  switch (rule.kind) {
    case 'domain':
      return (address) => domainCovers(rule.value, address.host);
    case 'hostname':
      return (address) => address.host === rule.value;
    case 'url': {
      const { host, prefix } = splitUrlRule(rule.value);
      return (address) => address.host === host && pathPrefixCovers(prefix, address.path);
    }
    case 'pattern': {
      const test = compilePattern(rule.value);
      return (address) => test(address.host + address.path);
    }
    default:
      return () => false;
  }
}

/**
 * Whether a stored rule (its value as `normaliseSourceRule` gives it) matches a source address.
 * An address that cannot be read (no host) matches no rule.
 */
export function matchesSourceRule(rule: NormalisedSourceRule, url: string): boolean {
  const address = readSourceAddress(url);
  return address !== null && compileSourceRule(rule)(address);
}
