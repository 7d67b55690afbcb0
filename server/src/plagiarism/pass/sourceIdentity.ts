import { normaliseText } from '@writecheck/workers/plagiarism/index';
import { createHash } from 'node:crypto';

/** The host a report shows for an address: without `www.`; corpus documents say so. */
export function domainOf(url: string): string {
  if (url.startsWith('corpus:')) return 'local corpus';
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.startsWith('www.') ? host.slice(4) : host || 'local corpus';
  } catch {
    return 'local corpus';
  }
}

/**
 * What makes two addresses the same source: the same words in the same order, whatever the
 * markup, case or punctuation around them.
 */
export function textIdentity(text: string): string {
  return createHash('sha256').update(normaliseText(text).text).digest('base64url');
}
