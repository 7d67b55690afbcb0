import { quoteInReason } from './types.js';

// Host names in rules and in source addresses, brought to one form: lowercase, IDN labels in
// punycode (as `new URL` gives them), no trailing dot, no leading `www.`.

export type HostParse = { ok: true; host: string; isIp: boolean } | { ok: false; reason: string };

/** Letters and marks are let through for internationalised names; `new URL` maps them. */
const HOST_CHARACTERS = /^[\p{L}\p{M}\p{N}._:\[\]-]+$/u;
const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const PORT = /:\d{1,5}$/;

/** Drops a leading `www.` when a registrable name (at least two labels) remains after it. */
export function withoutWww(host: string): string {
  return host.startsWith('www.') && host.indexOf('.', 4) > 0 ? host.slice(4) : host;
}

/**
 * Reads the host of a rule (already lowercased, without scheme, path or user name). A port is
 * accepted and dropped: rules apply to every port of a host.
 */
export function parseRuleHost(text: string): HostParse {
  if (text === '') return { ok: false, reason: 'The value has no host name.' };
  const bad = [...text].find((character) => !HOST_CHARACTERS.test(character));
  if (bad !== undefined) {
    return { ok: false, reason: `The host name contains a character a host name cannot have (${quoteInReason(bad)}).` };
  }
  let url: URL;
  try {
    url = new URL(`http://${text}/`);
  } catch {
    return { ok: false, reason: `${quoteInReason(text)} is not a valid host name.` };
  }
  let host = url.hostname;
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.startsWith('[')) return { ok: true, host, isIp: true };
  if (IPV4.test(host)) {
    // `new URL` reads "1.2.3" or "010.1.1.1" as addresses too; only the plain form is accepted,
    // so that the stored value is the one the user meant.
    const written = text.replace(PORT, '').replace(/\.$/, '');
    if (written !== host) {
      return { ok: false, reason: `${quoteInReason(text)} is not a valid IP address; write it as four numbers, e.g. 93.184.216.34.` };
    }
    return { ok: true, host, isIp: true };
  }
  if (host.length > 253) return { ok: false, reason: 'The host name is longer than 253 characters.' };
  for (const label of host.split('.')) {
    if (label === '') return { ok: false, reason: `${quoteInReason(text)} has an empty label (two dots in a row).` };
    if (!HOST_LABEL.test(label)) {
      return {
        ok: false,
        reason: `${quoteInReason(label)} is not a valid part of a host name (letters, digits and inner hyphens, up to 63 characters).`,
      };
    }
  }
  return { ok: true, host: withoutWww(host), isIp: false };
}
