import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts each hash, so the same password hashes differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same password here'), hashPassword('same password here')]);
    expect(a).not.toBe(b);
  });

  it('never matches a malformed or tampered stored hash', async () => {
    const stored = await hashPassword('a long enough secret');
    const parts = stored.split('$');
    expect(await verifyPassword('a long enough secret', 'plain-text')).toBe(false);
    expect(await verifyPassword('a long enough secret', ['bcrypt', ...parts.slice(1)].join('$'))).toBe(false);
    // An absurd cost factor is refused before any work is done.
    expect(await verifyPassword('a long enough secret', ['scrypt', 2 ** 30, ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('a long enough secret', [...parts.slice(0, 5), 'AAAA'].join('$'))).toBe(false);
  });
});
