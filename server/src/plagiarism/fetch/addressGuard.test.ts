import { describe, expect, it } from 'vitest';
import { BlockedAddressError, createAddressGuard, isPublicAddress, parseAllowList } from './addressGuard.js';

describe('address guard', () => {
  it('passes only public unicast addresses', () => {
    for (const ok of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(ok), ok).toBe(true);
    for (const bad of [
      '127.0.0.1', '127.255.0.9', '10.0.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
      '224.0.0.1', '255.255.255.255', '192.0.2.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12::1', 'ff02::1',
      '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2001:db8::1', 'not-an-ip',
    ]) expect(isPublicAddress(bad), bad).toBe(false);
  });

  it('reads allow-lists of names, addresses and ranges, and refuses broken ranges', () => {
    const list = parseAllowList(' localhost, 10.0.0.0/8 [::1]  wiki.internal. ');
    expect([...list.hosts].sort()).toEqual(['localhost', 'wiki.internal']);
    expect(list.ranges).toHaveLength(2);
    expect(() => parseAllowList('10.0.0.0/99')).toThrow(/CIDR/);
  });

  it('resolves through the allow-list', async () => {
    const resolver = async (host: string) => [{ address: host === 'db.internal' ? '10.2.3.4' : '127.0.0.1', family: 4 }];
    const guard = createAddressGuard(parseAllowList('10.0.0.0/8'), resolver);
    await expect(guard.resolve('db.internal')).resolves.toEqual([{ address: '10.2.3.4', family: 4 }]);
    await expect(guard.resolve('10.9.9.9')).resolves.toHaveLength(1);
    await expect(guard.resolve('other.internal')).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(guard.resolve('[::1]')).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(createAddressGuard(parseAllowList(''), async () => []).resolve('empty.example')).rejects.toBeInstanceOf(BlockedAddressError);
  });
});
