import type { IncomingMessage } from 'node:http';
import { addressKey, parseTrustProxy, requestOrigin } from './clientAddress';

/** A request as node:http hands it over: the socket's peer and the headers. */
function request(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}

test('FOLIO_TRUST_PROXY: nothing by default, a number of hops, or a list of addresses', () => {
  expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
  expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
  expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
  expect(parseTrustProxy(' 10.0.0.2, ::ffff:10.0.0.3 ,FD00::1')).toEqual({
    kind: 'addresses',
    addresses: new Set(['10.0.0.2', '10.0.0.3', 'fd00::1']),
  });
  expect(() => parseTrustProxy('yes')).toThrow(/FOLIO_TRUST_PROXY .* not "yes"/);
  expect(() => parseTrustProxy('10.0.0.0/8')).toThrow(/not "10.0.0.0\/8"/);
});

test('untrusted: the socket address, whatever the headers say', () => {
  const spoofed = { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' };
  expect(requestOrigin(request('::ffff:127.0.0.1', spoofed), { kind: 'none' })).toEqual({
    ip: '127.0.0.1',
    https: false,
    viaProxy: false,
  });
  const list = parseTrustProxy('10.0.0.2');
  expect(requestOrigin(request('10.0.0.9', spoofed), list)).toEqual({
    ip: '10.0.0.9',
    https: false,
    viaProxy: false,
  });
});

test('hops: the entry the nearest n proxies appended; whatever the client wrote to its left is skipped', () => {
  const headers = {
    'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.2',
    'x-forwarded-proto': 'https, http',
  };
  expect(requestOrigin(request('10.0.0.1', headers), parseTrustProxy('1'))).toEqual({
    ip: '10.0.0.2',
    https: true,
    viaProxy: true,
  });
  expect(requestOrigin(request('10.0.0.1', headers), parseTrustProxy('2')).ip).toBe('198.51.100.4');
  // No header: the proxy itself is all there is to go by.
  expect(requestOrigin(request('10.0.0.1'), parseTrustProxy('1'))).toEqual({
    ip: '10.0.0.1',
    https: false,
    viaProxy: true,
  });
});

test('addresses: walked from the right past every trusted proxy; ports and junk are handled', () => {
  const trust = parseTrustProxy('10.0.0.1, 10.0.0.2');
  const origin = (xff: string) =>
    requestOrigin(request('10.0.0.1', { 'x-forwarded-for': xff }), trust).ip;
  expect(origin('6.6.6.6, 198.51.100.4, 10.0.0.2')).toBe('198.51.100.4');
  expect(origin('198.51.100.4:5123, 10.0.0.2')).toBe('198.51.100.4');
  expect(origin('[2001:db8::5]:443')).toBe('2001:db8::5');
  // Junk where an address should be: stop at the last address a proxy vouched for.
  expect(origin('<script>, 10.0.0.2')).toBe('10.0.0.2');
  expect(origin(`${'x,'.repeat(5000)}198.51.100.4`)).toBe('198.51.100.4');
});

test('limits count an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
  expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
  expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
});
