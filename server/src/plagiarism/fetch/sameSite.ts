import { isIP } from 'node:net';

/**
 * The site a host belongs to, approximately its registrable domain: the last two labels, or
 * three under country registries' second levels (example.co.uk, example.com.au).
 */
export function siteOf(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (isIP(host.replace(/^\[|\]$/g, ''))) return host;
  const labels = host.split('.');
  const secondLevel = labels.length >= 3 && labels.at(-1)!.length === 2 && labels.at(-2)!.length <= 3;
  return labels.slice(secondLevel ? -3 : -2).join('.');
}

/**
 * A page may name a canonical address on its own site (www, mobile or language hosts), but not
 * on someone else's: that would let any page pass itself off as another site's source.
 */
export function isSameSite(a: URL, b: URL): boolean {
  return siteOf(a.hostname) === siteOf(b.hostname);
}
