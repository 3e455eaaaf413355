import type { IncomingMessage } from 'node:http';
import net from 'node:net';

/**
 * Which proxies in front of the server are believed about the client's address
 * (`X-Forwarded-For`) and scheme (`X-Forwarded-Proto`). Believing a header the
 * client wrote itself would let an attacker pick a new address for every
 * guess, so nothing is trusted unless the deployer says so.
 */
export type TrustProxy =
  | { readonly kind: 'none' }
  /** The n proxies nearest the server, whatever their addresses. */
  | { readonly kind: 'hops'; readonly hops: number }
  /** Proxies at exactly these addresses. */
  | { readonly kind: 'addresses'; readonly addresses: ReadonlySet<string> };

export const TRUST_NO_PROXY: TrustProxy = { kind: 'none' };

/**
 * Reads `FOLIO_TRUST_PROXY`: unset, empty or `0` trusts nothing; a whole
 * number n trusts the n proxies nearest the server; otherwise a
 * comma-separated list of proxy addresses. Throws on anything else.
 */
export function parseTrustProxy(setting: string | undefined): TrustProxy {
  const value = (setting ?? '').trim();
  if (value === '' || value === '0') return TRUST_NO_PROXY;
  if (/^\d{1,2}$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const addresses = new Set<string>();
  for (const entry of value.split(',')) {
    const address = normalizeAddress(entry.trim());
    if (!net.isIP(address)) {
      throw new Error(
        `FOLIO_TRUST_PROXY must be a number of proxies or a list of their addresses, not "${entry.trim()}".`,
      );
    }
    addresses.add(address);
  }
  return { kind: 'addresses', addresses };
}

/** Where a request really came from, as far as the trusted proxies say. */
export interface RequestOrigin {
  /** The client's address (the last hop no trusted proxy vouches for). */
  ip: string;
  /** Whether the client reached the site over https. */
  https: boolean;
  /** Whether the request came through a trusted proxy (whose Host header is the site's name). */
  viaProxy: boolean;
}

/**
 * The client's address and scheme. `X-Forwarded-For` is walked from the
 * right, the end the nearest proxy appended to, past every trusted proxy;
 * the first hop that is not one is the client, so whatever a client writes
 * at the left of the header is never believed. Scheme: the first
 * `X-Forwarded-Proto` value (the client-facing proxy's), only from a trusted peer.
 */
export function requestOrigin(req: IncomingMessage, trust: TrustProxy): RequestOrigin {
  const peer = normalizeAddress(req.socket.remoteAddress ?? '');
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  if (!trusts(trust, peer, 0)) return { ip: peer, https: encrypted, viaProxy: false };

  const hops = headerList(req.headers['x-forwarded-for']);
  let ip = peer;
  for (let depth = 0; depth < hops.length && trusts(trust, ip, depth); depth++) {
    const hop = normalizeAddress(stripPort(hops[hops.length - 1 - depth]!));
    // A trusted proxy writes addresses; anything else came from further left.
    if (!net.isIP(hop)) break;
    ip = hop;
  }
  const proto = headerList(req.headers['x-forwarded-proto'])[0];
  return {
    ip,
    https: proto === undefined ? encrypted : proto.toLowerCase() === 'https',
    viaProxy: true,
  };
}

/**
 * The key the per-address limits count by: an IPv4 address as is, an IPv6
 * address by its /64, since one subscriber is usually handed a whole /64 and
 * could otherwise take a new address for every try.
 */
export function addressKey(ip: string): string {
  const address = normalizeAddress(ip);
  if (net.isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address;
}

function trusts(trust: TrustProxy, address: string, depth: number): boolean {
  if (trust.kind === 'hops') return depth < trust.hops;
  if (trust.kind === 'addresses') return trust.addresses.has(address);
  return false;
}

function headerList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** `1.2.3.4:5678` and `[::1]:443` (some proxies add the port) to the address alone. */
function stripPort(hop: string): string {
  if (hop.startsWith('[')) {
    const end = hop.indexOf(']');
    return end > 0 ? hop.slice(1, end) : hop;
  }
  const colon = hop.indexOf(':');
  return colon > 0 && colon === hop.lastIndexOf(':') ? hop.slice(0, colon) : hop;
}

/** Lower case, no zone index, and an IPv4-mapped IPv6 address as the IPv4 address it is. */
function normalizeAddress(address: string): string {
  let value = address.toLowerCase();
  const zone = value.indexOf('%');
  if (zone >= 0) value = value.slice(0, zone);
  if (value.startsWith('::ffff:') && net.isIPv4(value.slice(7))) return value.slice(7);
  return value;
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const toGroups = (part: string) => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [group];
      // An embedded IPv4 tail is the last two groups.
      const [a, b, c, d] = group.split('.').map(Number);
      return [((a! << 8) | b!).toString(16), ((c! << 8) | d!).toString(16)];
    });
  };
  const gap = address.indexOf('::');
  const head = toGroups(gap >= 0 ? address.slice(0, gap) : address);
  const tail = gap >= 0 ? toGroups(address.slice(gap + 2)) : [];
  const zeros = Array.from({ length: 8 - head.length - tail.length }, () => '0');
  return [...head, ...zeros, ...tail].map((group) => parseInt(group, 16).toString(16));
}
