// Who can reach the server, and what a new store holds because of it: the rules of a safe first
// run (README "Settings"). On loopback, `npm start` is a demo for the person at the machine;
// anywhere else it is a site, which must not open with known passwords nor take its origin
// from whatever Host header a client (or a cache in front) sends.
import net from 'node:net';
import type { StoreLocation } from '../db/openStore';

/** Where to listen when HOST is unset: Fastify binds both 127.0.0.1 and ::1 for it. */
export const LOOPBACK_HOST = 'localhost';

export interface Exposure {
  /** What the server listens on. */
  host: string;
  /** Whether only this machine can reach it. */
  loopback: boolean;
  /** What a new store is given: the demo (known passwords) or nothing. */
  seed: 'demo' | 'none';
}

/** Whether `host` (a HOST setting) is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice(7) : bare;
  return net.isIPv4(v4) && v4.startsWith('127.');
}

/**
 * Decides the listening address and the seed from HOST, FOLIO_SEED and the settings around
 * them (read by settings.ts). Throws, with what to set, when a public address has no
 * FOLIO_PUBLIC_URL or FOLIO_SEED is not a known value.
 */
export function decideExposure(
  hostSetting: string | undefined,
  seedSetting: string | undefined,
  publicUrl: string | null,
  location: StoreLocation,
): Exposure {
  const host = hostSetting || LOOPBACK_HOST;
  const loopback = isLoopback(host);
  if (!loopback && !publicUrl) {
    throw new Error(
      `HOST=${host} lets other machines reach the server, so it needs its public origin: set ` +
        'FOLIO_PUBLIC_URL (e.g. https://blog.example.com), which canonical links, feeds, the ' +
        "sitemap and the page cache then use instead of each request's Host header.",
    );
  }
  if (seedSetting && seedSetting !== 'demo' && seedSetting !== 'none') {
    throw new Error(`FOLIO_SEED must be demo or none, not "${seedSetting}".`);
  }
  // A demo is what a bare `npm start` on one's own machine opens; anything that looks like a
  // deployment (another address, a public origin, a database server) starts empty unless asked.
  const demoByDefault = loopback && !publicUrl && location.dialect === 'sqlite';
  const seed = (seedSetting || (demoByDefault ? 'demo' : 'none')) as Exposure['seed'];
  return { host, loopback, seed };
}
