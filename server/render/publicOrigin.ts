// The site's public origin: what feeds, the sitemap and (later) server-rendered pages put in
// front of every absolute URL, and the URL of the window the server's Markdown renders on.
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { requestOrigin, type TrustProxy, TRUST_NO_PROXY } from '../auth/clientAddress';

/**
 * Reads `FOLIO_PUBLIC_URL` (e.g. `https://blog.example.com`): unset or empty means "the
 * request's own origin"; otherwise an http(s) origin, without a path. Throws on anything else.
 */
export function parsePublicUrl(setting: string | undefined): string | null {
  const value = (setting ?? '').trim();
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL('invalid:');
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new Error(
      `FOLIO_PUBLIC_URL must be the site's http(s) origin, like https://blog.example.com, not "${value}".`,
    );
  }
  return url.origin;
}

// A host and an optional port, nothing else: a name, an IPv4 address or a bracketed IPv6 one.
const PLAIN_HOST = /^(?:\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9.-]{1,253})(?::[0-9]{1,5})?$/;

/**
 * The origin absolute URLs start with: `configured` when the deployer set one; otherwise the
 * request's own, its scheme as the trusted proxies say (server/auth/clientAddress.ts) and its
 * Host header when that is a plain host[:port] naming this machine (localhost, a loopback
 * address) or was passed on by a trusted proxy. Any other Host is a client's invention, and
 * each would be a page, feed and sitemap of its own to render and cache: the address the server
 * listens on is used instead.
 */
export function publicOrigin(
  request: FastifyRequest,
  configured: string | null,
  trust: TrustProxy = TRUST_NO_PROXY,
): string {
  if (configured) return configured;
  const { https, viaProxy } = requestOrigin(request.raw, trust);
  const host = plainHost(request.headers.host);
  const believed = host !== null && (viaProxy || isLoopbackHost(host)) ? host : null;
  return `${https ? 'https' : 'http'}://${believed ?? listeningHost(request)}`;
}

/** `localhost`, `*.localhost` (RFC 6761), 127.0.0.0/8 or [::1], with any port. */
function isLoopbackHost(host: string): boolean {
  const name = new URL(`http://${host}`).hostname.toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || name === '[::1]') return true;
  return net.isIPv4(name) && name.startsWith('127.');
}

function plainHost(header: string | undefined): string | null {
  if (!header || !PLAIN_HOST.test(header)) return null;
  try {
    const url = new URL(`http://${header}`);
    return url.host === '' ? null : url.host;
  } catch {
    return null;
  }
}

function listeningHost(request: FastifyRequest): string {
  const socket = request.raw.socket;
  let address = socket.localAddress ?? '127.0.0.1';
  if (address.startsWith('::ffff:') && net.isIPv4(address.slice(7))) address = address.slice(7);
  return `${net.isIPv6(address) ? `[${address}]` : address}:${socket.localPort ?? 80}`;
}
