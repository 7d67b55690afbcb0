import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** An operator's allow-list: host names, addresses and CIDR ranges the guard lets through. */
export interface AllowList {
  hosts: Set<string>;
  ranges: [Address, number][];
}

export class BlockedAddressError extends Error {
  override readonly name = 'BlockedAddressError';
}

const stripBrackets = (host: string) => host.replace(/^\[(.*)\]$/, '$1');
const normaliseHost = (host: string) => stripBrackets(host.trim().toLowerCase()).replace(/\.$/, '');

/**
 * Reads `WRITECHECK_FETCH_ALLOW`-style lists: comma or space separated host names
 * (`localhost`, `wiki.internal`), addresses (`127.0.0.1`, `::1`) and CIDR ranges (`10.0.0.0/8`).
 */
export function parseAllowList(spec: string | undefined): AllowList {
  const list: AllowList = { hosts: new Set(), ranges: [] };
  for (const raw of (spec ?? '').split(/[\s,]+/)) {
    const entry = normaliseHost(raw);
    if (entry === '') continue;
    if (entry.includes('/')) {
      try {
        list.ranges.push(ipaddr.parseCIDR(entry));
      } catch {
        throw new Error(`The allow-list entry "${raw}" is not a valid CIDR range.`);
      }
    } else if (ipaddr.isValid(entry)) {
      const address = ipaddr.process(entry);
      list.ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else list.hosts.add(entry);
  }
  return list;
}

/**
 * Only ordinary public unicast addresses may be fetched: loopback, private, link-local,
 * unique-local, CGNAT, multicast, documentation, NAT64 and other special ranges are refused,
 * and an IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

function inAllowedRange(address: string, allow: AllowList): boolean {
  const parsed = ipaddr.process(address);
  return allow.ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}

export type Resolver = (host: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

export interface AddressGuard {
  /**
   * The addresses `host` may be reached at; throws BlockedAddressError when any address it
   * resolves to is refused (a name half public, half private is not trusted).
   */
  resolve(host: string): Promise<LookupAddress[]>;
}

export function createAddressGuard(allow: AllowList, resolver: Resolver = systemResolver): AddressGuard {
  return {
    async resolve(rawHost) {
      const host = normaliseHost(rawHost);
      const namedAllowed = allow.hosts.has(host);
      const literal = isIP(host);
      const addresses: LookupAddress[] = literal ? [{ address: host, family: literal }] : await resolver(host);
      if (addresses.length === 0) throw new BlockedAddressError(`${host} resolves to no address.`);
      for (const { address } of addresses) {
        if (namedAllowed || isPublicAddress(address) || inAllowedRange(address, allow)) continue;
        throw new BlockedAddressError(`${host} resolves to ${address}, a private or reserved address; the operator's allow-list does not name it.`);
      }
      return addresses;
    },
  };
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls.connect that answers only with addresses the guard passed, so the
 * socket connects to the very address that was checked (no window for DNS rebinding).
 */
export function guardedLookup(guard: AddressGuard) {
  return (hostname: string, options: { family?: number | string; all?: boolean }, callback: LookupCallback): void => {
    guard.resolve(hostname).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family) || 0;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        if (usable.length === 0) return callback(Object.assign(new Error(`No IPv${family} address for ${hostname}.`), { code: 'ENOTFOUND' }), []);
        if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}
