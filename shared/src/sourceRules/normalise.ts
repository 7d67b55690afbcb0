import { parseRuleHost } from './hostName.js';
import { normalisePattern } from './pattern.js';
import {
  maxSourceRuleValueLength,
  quoteInReason,
  sourceRuleKinds,
  sourceRuleModes,
  type SourceRuleKind,
  type SourceRuleNormalisation,
} from './types.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;
/** Longer input is refused before any parsing, whatever it would shrink to. */
const MAX_INPUT_LENGTH = 2_048;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const WHITESPACE = /\s/;
/** In `u` mode a surrogate half is only matched when it is not part of a pair. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

type Refusal = { ok: false; reason: string };

function refuse(reason: string): Refusal {
  return { ok: false, reason };
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * Validates a rule and brings its value to the stored form: trimmed, lowercased, without scheme
 * and without a leading `www.`. A value that could match nothing is refused with a reason a user
 * can act on. Decisions beyond the spec:
 * - ports are dropped (a rule covers every port of a host);
 * - IP addresses are accepted in plain form for hostname and url rules, refused for domain rules
 *   (an address has no subdomains);
 * - a domain rule may be a single label (e.g. `edu`: every host under that top-level domain), a
 *   hostname or url rule needs a dotted name or an IP address;
 * - a url rule keeps its query as part of the prefix; a trailing slash is dropped, so
 *   `example.com/blog/` and `example.com/blog` are the same rule.
 */
export function normaliseSourceRule(input: { mode: string; kind: string; value: string }): SourceRuleNormalisation {
  if (input === null || typeof input !== 'object') return refuse('A source rule needs a mode, a kind and a value.');
  const { mode, kind, value } = input as { mode: unknown; kind: unknown; value: unknown };
  if (!isOneOf(sourceRuleModes, mode)) return refuse('The mode must be "exclude" or "include".');
  if (!isOneOf(sourceRuleKinds, kind)) return refuse('The kind must be "domain", "hostname", "url" or "pattern".');
  if (typeof value !== 'string') return refuse('The value must be a string.');
  const text = value.trim();
  if (text === '') return refuse('The value is empty.');
  if (text.length > MAX_INPUT_LENGTH) return refuse(`The value is longer than ${maxSourceRuleValueLength} characters.`);
  if (CONTROL.test(text)) return refuse('The value contains a control character.');
  if (WHITESPACE.test(text)) return refuse('The value contains a space; a web address has none.');
  if (LONE_SURROGATE.test(text)) return refuse('The value contains an invalid character.');

  const lowered = text.toLowerCase().replace(SCHEME, '').replace(/^\/\//, '');
  const normalised = normaliseValue(kind, lowered);
  if (typeof normalised !== 'string') return normalised;
  if (normalised.length > maxSourceRuleValueLength) {
    return refuse(`The value is longer than ${maxSourceRuleValueLength} characters.`);
  }
  return { ok: true, rule: { mode, kind, value: normalised } };
}

function normaliseValue(kind: SourceRuleKind, text: string): string | Refusal {
  if (kind === 'pattern') {
    const pattern = normalisePattern(text.startsWith('www.') ? text.slice(4) : text);
    return pattern.ok ? pattern.value : pattern;
  }
  const split = text.search(/[/?#]/);
  const hostText = split < 0 ? text : text.slice(0, split);
  const rest = split < 0 ? '' : text.slice(split);
  if (hostText === '') {
    return refuse(`A ${kind} rule must start with a host name, e.g. ${kind === 'url' ? 'example.com/blog' : 'example.com'}.`);
  }
  if (hostText.startsWith('*.')) {
    return refuse(
      kind === 'domain'
        ? 'A domain rule already covers every subdomain; give the domain without "*.".'
        : 'Use a domain rule to cover every subdomain, or a pattern rule for other wildcards.',
    );
  }
  if (hostText.includes('@')) return refuse('The value contains a user name ("…@"); give the host name only.');
  const host = parseRuleHost(hostText);
  if (!host.ok) return host;
  if (kind === 'domain' && host.isIp) {
    return refuse('An IP address has no subdomains; use a hostname rule for it.');
  }
  if (kind !== 'domain' && !host.isIp && !host.host.includes('.')) {
    return refuse(`${quoteInReason(host.host)} is not a host on the web; give a full name such as blog.example.com.`);
  }
  if (kind === 'url') {
    const prefix = normalisePathPrefix(host.host, rest);
    return prefix === null ? refuse('The path of the address is not valid.') : host.host + prefix;
  }
  if (rest !== '' && rest !== '/') {
    const advice = kind === 'domain' ? 'every page of a site and its subdomains' : 'every page of one host';
    return refuse(
      `A ${kind} rule covers ${advice} and cannot contain a path or query (${quoteInReason(rest)}); use a url rule for part of a site.`,
    );
  }
  return host.host;
}

/**
 * The path and query of a url rule as `new URL` writes them (dot segments resolved, non-ASCII
 * percent-encoded), lowercased, without fragment or trailing slash.
 */
function normalisePathPrefix(host: string, rest: string): string | null {
  const withoutFragment = rest.replace(/#.*$/s, '');
  if (withoutFragment === '' || withoutFragment === '/') return '';
  let url: URL;
  try {
    url = new URL(`http://${host}${withoutFragment.startsWith('/') ? '' : '/'}${withoutFragment}`);
  } catch {
    return null;
  }
  const prefix = (url.pathname + url.search).toLowerCase();
  return url.search === '' ? prefix.replace(/\/+$/, '') : prefix;
}
