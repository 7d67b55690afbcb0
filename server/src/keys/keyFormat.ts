import { hash, randomBytes, randomInt } from 'node:crypto';

// decisions.md: `wc_live_` + 32 random base62 characters; only a hash is stored.
// The key carries 190 bits of entropy, so a fast hash is enough (no salt or stretching).
export const KEY_PREFIX = 'wc_live_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = /^wc_live_[0-9A-Za-z]{32}$/;

export function generateApiKey(): string {
  let body = '';
  for (let i = 0; i < 32; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return KEY_PREFIX + body;
}

export function isWellFormedApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** Every authenticated request hashes its key: the one-shot hash costs a quarter of a Hash object. */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** What may be shown of a key after creation: the prefix and four characters. */
export function displayPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 4);
}

export function newKeyId(): string {
  return `key_${randomBytes(9).toString('base64url')}`;
}
