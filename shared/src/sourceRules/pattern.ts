import { quoteInReason } from './types.js';

// Pattern rules, robots.txt style: `*` stands for any run of characters, a trailing `$` anchors
// the end, and otherwise a pattern matches every address that begins with it. Everything else is
// literal; matching uses string search, never a regular expression built from user text.

/** Characters that `new URL` always percent-encodes in a path or query, so patterns do too. */
const ENCODED_IN_ADDRESSES: Record<string, string> = {
  '"': '%22',
  '<': '%3c',
  '>': '%3e',
  '`': '%60',
  '{': '%7b',
  '}': '%7d',
};

export type PatternNormalisation = { ok: true; value: string } | { ok: false; reason: string };

/**
 * Brings a pattern (lowercased, scheme and `www.` already removed) to its stored form: runs of
 * `*` become one, a trailing `*` (or `*$`) is dropped as it adds nothing, non-ASCII text after
 * the host part is percent-encoded as addresses are, and a non-ASCII host part becomes punycode.
 */
export function normalisePattern(text: string): PatternNormalisation {
  if (text.includes('://')) {
    return { ok: false, reason: 'Patterns are matched against addresses without their scheme; remove the "https://" part.' };
  }
  if (text.includes('#')) {
    return { ok: false, reason: 'A pattern cannot contain "#": the fragment of an address is never compared.' };
  }
  let value = withoutTrailingStar(text.replace(/\*+/g, '*'));

  const slash = value.indexOf('/');
  let hostPart = slash < 0 ? value : value.slice(0, slash);
  let rest = slash < 0 ? '' : value.slice(slash);
  if (/[^\x00-\x7f]/.test(hostPart)) {
    if (hostPart.includes('*') || hostPart.includes('$')) {
      return {
        ok: false,
        reason: 'Write an internationalised host name in its "xn--" form inside a pattern, or use a domain or hostname rule.',
      };
    }
    try {
      hostPart = new URL(`http://${hostPart}/`).hostname;
    } catch {
      return { ok: false, reason: `${quoteInReason(hostPart)} is not a valid host name.` };
    }
  }
  try {
    rest = rest.replace(/[^\x00-\x7f]+/gu, (run) => encodeURIComponent(run).toLowerCase());
  } catch {
    return { ok: false, reason: 'The pattern contains an invalid character.' };
  }
  rest = rest.replace(/["<>`{}]/g, (character) => ENCODED_IN_ADDRESSES[character] ?? character);
  value = hostPart + rest;

  const literal = value.replace(/\$$/, '').replaceAll('*', '').length;
  if (literal < 3) {
    return { ok: false, reason: 'A pattern needs at least three characters besides "*" and "$"; a shorter one would match almost everything.' };
  }
  return { ok: true, value };
}

/**
 * "x*" and "x*$" mean the same as "x". The star stays when dropping it would leave a literal `$`
 * at the end, where it would turn into an anchor.
 */
function withoutTrailingStar(value: string): string {
  let shorter = value;
  if (value.endsWith('*$')) shorter = value.slice(0, -2);
  else if (value.endsWith('*')) shorter = value.slice(0, -1);
  return shorter.endsWith('$') ? value : shorter;
}

/** Compiles a stored pattern into a test on `host + path` of a source address. */
export function compilePattern(pattern: string): (subject: string) => boolean {
  const anchored = pattern.endsWith('$');
  const parts = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  // With an anchor the last part is matched at the end; the parts between are found leftmost,
  // which is enough: an earlier match never prevents a later part from matching.
  const middle = anchored ? parts.slice(1, -1) : parts.slice(1);
  return (subject) => {
    if (!subject.startsWith(first)) return false;
    if (parts.length === 1) return !anchored || subject.length === first.length;
    let limit = subject.length;
    if (anchored) {
      if (subject.length - last.length < first.length || !subject.endsWith(last)) return false;
      limit = subject.length - last.length;
    }
    let position = first.length;
    for (const part of middle) {
      if (part === '') continue;
      const found = subject.indexOf(part, position);
      if (found < 0 || found + part.length > limit) return false;
      position = found + part.length;
    }
    return true;
  };
}
