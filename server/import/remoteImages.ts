import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

// Remote images an editor asked to have fetched (issue 30 "People and media": `--fetch-images`,
// the Import screen's checkbox). A post's image URL is the export's, so hostile: every fetch is
// bounded (bytes, time, redirects), and none reaches a private, loopback or link-local address:
// the host is resolved first and every address it resolves to is checked, the connection goes
// to the address checked (no second lookup to rebind), and each redirect is checked again.
// FOLIO_IMPORT_FETCH_PRIVATE=1 (process/settings.ts) lifts the address rule, for tests.

export interface RemoteImageLimits {
  /** Bytes of one image. */
  maxBytes: number;
  /** Milliseconds for one fetch, redirects included. */
  timeoutMs: number;
  /** Images fetched in one import; the rest keep their links. */
  maxCount: number;
  /** Whether private, loopback and link-local addresses may be fetched (tests only). */
  allowPrivate: boolean;
}

export const REMOTE_IMAGE_LIMITS: RemoteImageLimits = {
  maxBytes: 10 * 1024 * 1024,
  timeoutMs: 15_000,
  maxCount: 200,
  allowPrivate: false,
};

const MAX_REDIRECTS = 3;

/** A remote image not fetched, and why, in words for the report. */
export class RemoteImageRefusal extends Error {}

const BLOCKED = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is on the public internet (an IPv4-mapped IPv6 one as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:')) {
    const mapped = lower.slice('::ffff:'.length);
    return net.isIP(mapped) === 4 ? isPublicAddress(mapped) : false;
  }
  return !BLOCKED.check(lower, 'ipv6');
}

function refuseAddress(address: string): never {
  throw new RemoteImageRefusal(`it is on a private, loopback or link-local address (${address})`);
}

/** The connection's lookup: every address the host has is checked, one checked is used. */
function checkedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const bad = addresses.find((entry) => !allowPrivate && !isPublicAddress(entry.address));
      if (bad || addresses.length === 0) {
        const refusal = new RemoteImageRefusal(
          bad
            ? `it is on a private, loopback or link-local address (${bad.address})`
            : `${hostname} has no address`,
        );
        return callback(refusal as NodeJS.ErrnoException, '', 4);
      }
      if ((options as { all?: boolean }).all) {
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      }
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function getOnce(url: URL, limits: RemoteImageLimits, signal: AbortSignal) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !limits.allowPrivate && !isPublicAddress(host)) refuseAddress(host);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: checkedLookup(limits.allowPrivate), signal },
      resolve,
    );
    request.once('error', reject);
  });
}

/** The image at `link`, within `limits`; a RemoteImageRefusal says why not. */
export async function fetchRemoteImage(link: string, limits: RemoteImageLimits): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new RemoteImageRefusal('it is not a URL');
  }
  try {
    for (let hops = 0; ; hops++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new RemoteImageRefusal(`it is not http or https (${url.protocol})`);
      }
      const response = await getOnce(url, limits, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hops >= MAX_REDIRECTS) throw new RemoteImageRefusal('it redirects too many times');
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new RemoteImageRefusal(`the server answered ${status}`);
      }
      if (Number(response.headers['content-length'] ?? 0) > limits.maxBytes) {
        response.destroy();
        throw new RemoteImageRefusal(`it is larger than ${limits.maxBytes} bytes`);
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of response) {
        total += (chunk as Buffer).length;
        if (total > limits.maxBytes) {
          response.destroy();
          throw new RemoteImageRefusal(`it is larger than ${limits.maxBytes} bytes`);
        }
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks);
    }
  } catch (error) {
    if (error instanceof RemoteImageRefusal) throw error;
    if (signal.aborted) throw new RemoteImageRefusal(`it took longer than ${limits.timeoutMs} ms`);
    throw new RemoteImageRefusal(`it could not be fetched (${(error as Error).message})`);
  }
}
