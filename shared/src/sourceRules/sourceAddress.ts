import { withoutWww } from './hostName.js';

/** A source address as rules see it: lowercase host without `www.`, and path plus query. */
export interface SourceAddress {
  host: string;
  /** Path and query, lowercased, e.g. `/blog/post?id=3`; never the fragment. */
  path: string;
}

/** A scheme, told apart from a host followed by a port ("example.com:8080"). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/;
const MAX_ADDRESS_LENGTH = 16_384;

/**
 * Reads a source's address for rule matching, or null when it has no host. An address without a
 * scheme is read as http; one with a scheme but no host (`mailto:`) gives null. Lowercasing comes
 * before parsing so that a non-ASCII path letter is encoded from its lowercase form, as rule
 * values are.
 */
export function readSourceAddress(address: string): SourceAddress | null {
  if (typeof address !== 'string' || address.length > MAX_ADDRESS_LENGTH) return null;
  const text = address.trim().toLowerCase();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(SCHEME.test(text) ? text : `http://${text}`);
  } catch {
    return null;
  }
  let host = url.hostname;
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host === '') return null;
  return { host: withoutWww(host), path: (url.pathname + url.search).toLowerCase() };
}
