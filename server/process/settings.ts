// Every setting Folio takes from its environment, read here and nowhere else, checked once at
// start-up and passed down: a bad value stops the process with what to set, before anything is
// opened. The variables (README "Settings"; "Running at scale" for the store's):
//
// PORT (4000), HOST (localhost: 127.0.0.1 and ::1; any other address needs FOLIO_PUBLIC_URL),
// FOLIO_DATABASE_URL (postgres://…: the PostgreSQL store), else FOLIO_DB (./data/folio.db),
// FOLIO_PG_POOL_SIZE (8), FOLIO_PG_STATEMENT_TIMEOUT_MS (10000), FOLIO_PG_PREPARED (1),
// FOLIO_SEED (demo or none: what a new store gets; demo by default only on loopback with a
// SQLite file and no FOLIO_PUBLIC_URL), FOLIO_SERVE_CLIENT=0 (API only, as under `npm run
// dev`), FOLIO_SECURE_COOKIES=1 (behind https), FOLIO_TRUST_PROXY (a number of proxies in
// front, or their addresses: believe their X-Forwarded-For and X-Forwarded-Proto),
// FOLIO_LOG_LEVEL (info; pino's levels), FOLIO_PUBLIC_URL (the site's origin, e.g.
// https://blog.example.com, for canonical links, feeds and the sitemap; on loopback without
// it, each request's own), FOLIO_MEDIA_DIR (uploaded images; ./data/media/ beside the
// database by default), FOLIO_MEDIA_QUOTA_MB (200: what one user's uploads may take),
// FOLIO_SCHEDULE_MS (30000: how often scheduled drafts are looked for), FOLIO_SERVER_RENDER=0
// (every app route gets the SPA shell), FOLIO_WORKERS (1: server processes sharing the port,
// cluster.ts), FOLIO_WRITE_LIMIT_FACTOR (1: what every write budget of auth/writeLimits.ts is
// multiplied by; load tests and benches raise it), FOLIO_WORKER_HEADER=1 (tests only: every
// answer names its process), FOLIO_WORKER_SLOT (set by cluster.ts on the workers it forks),
// FOLIO_SMTP_URL (smtp:// or smtps://: where email goes; without it each email is written as an
// .eml file in mail/ beside the database and logged), FOLIO_MAIL_RATE (10: newsletter emails
// a second, shared by the pool's senders), FOLIO_MAIL_LEASE_MS (120000: how long a sender holds
// the emails it took; a crashed sender's go to another this long after), FOLIO_DKIM_KEY_PATH,
// FOLIO_DKIM_SELECTOR and FOLIO_DKIM_DOMAIN (all three or none: every email signed with the PEM
// private key in that file, for <selector>._domainkey.<domain>), FOLIO_PASSWORD (the CLI's
// password for scripts), FOLIO_IMPORT_FETCH_PRIVATE=1 (tests only: an import's remote images
// may come from private, loopback and link-local addresses; import/remoteImages.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from '../auth/clientAddress';
import { storeLocation, type StoreLocation } from '../db/openStore';
import { poolSettingsFromEnv, type PoolSettings } from '../db/postgres/pool';
import { parsePublicUrl } from '../render/publicOrigin';
import type { DkimSettings, MailSettings } from '../mail/mailer';
import { decideExposure, type Exposure } from './exposure';
import { SCHEDULE_INTERVAL_MS } from '../http/scheduler';

/** Where the store is and how it is reached: what the server and the CLI both need. */
export interface StoreSettings {
  location: StoreLocation;
  /** The PostgreSQL store's pool (unused on SQLite). */
  pool: PoolSettings;
  /** FOLIO_MEDIA_DIR, or null: uploads beside the store (media/mediaStoreFor.ts). */
  mediaDir: string | null;
}

/** The server's settings, checked. */
export interface Settings extends StoreSettings {
  root: string;
  port: number;
  /** HOST, the address listened on, and FOLIO_SEED, what a new store gets (exposure.ts). */
  exposure: Exposure;
  serveClient: boolean;
  clientDir: string;
  serverRender: boolean;
  secureCookies: boolean;
  trustProxy: TrustProxy;
  publicUrl: string | null;
  logLevel: string;
  scheduleInterval: number;
  quotaMb: number;
  workers: number;
  /** This process's place in a pool (cluster.ts), or null outside one. */
  workerSlot: number | null;
  workerHeader: boolean;
  writeLimitFactor: number;
  /** FOLIO_SMTP_URL, or the folder of .eml files beside the database (mail/mailer.ts). */
  mail: MailSettings;
  /** FOLIO_MAIL_RATE: newsletter emails a second, for the whole pool. */
  mailRate: number;
  /** FOLIO_MAIL_LEASE_MS (mail/newsletterSender.ts `leaseMs`). */
  mailLeaseMs: number;
  /** FOLIO_IMPORT_FETCH_PRIVATE=1: remote images from private addresses (tests only). */
  importFetchPrivate: boolean;
}

/** The CLI's settings: its store, the password a script gives it, the media quota (imports). */
export interface CliSettings extends StoreSettings {
  password: string | undefined;
  quotaMb: number;
  importFetchPrivate: boolean;
}

const env = process.env;

/** The server's settings for the project at `root`; throws a plain message on a bad value. */
export function readSettings(root: string): Settings {
  const store = readStoreSettings(path.join(root, 'data', 'folio.db'));
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  }
  const publicUrl = parsePublicUrl(env.FOLIO_PUBLIC_URL);
  return {
    ...store,
    root,
    port,
    exposure: decideExposure(env.HOST, env.FOLIO_SEED, publicUrl, store.location),
    serveClient: env.FOLIO_SERVE_CLIENT !== '0',
    clientDir: path.join(root, 'dist'),
    serverRender: env.FOLIO_SERVER_RENDER !== '0',
    secureCookies: env.FOLIO_SECURE_COOKIES === '1',
    trustProxy: parseTrustProxy(env.FOLIO_TRUST_PROXY),
    publicUrl,
    logLevel: env.FOLIO_LOG_LEVEL || 'info',
    scheduleInterval: wholeNumber(
      'FOLIO_SCHEDULE_MS',
      SCHEDULE_INTERVAL_MS,
      1000,
      Infinity,
      'a whole number of milliseconds, at least 1000',
    ),
    quotaMb: megabytes('FOLIO_MEDIA_QUOTA_MB'),
    workers: wholeNumber('FOLIO_WORKERS', 1, 1, 64, 'a number of processes from 1 to 64'),
    workerSlot: env.FOLIO_WORKER_SLOT ? Number(env.FOLIO_WORKER_SLOT) : null,
    workerHeader: env.FOLIO_WORKER_HEADER === '1',
    writeLimitFactor: wholeNumber(
      'FOLIO_WRITE_LIMIT_FACTOR',
      1,
      1,
      Infinity,
      'a whole number, at least 1',
    ),
    mail: readMailSettings(root, store.location),
    mailRate: wholeNumber('FOLIO_MAIL_RATE', 10, 1, 10_000, 'emails a second, from 1 to 10000'),
    mailLeaseMs: wholeNumber(
      'FOLIO_MAIL_LEASE_MS',
      120_000,
      1000,
      3_600_000,
      'a whole number of milliseconds from 1000 to 3600000',
    ),
    importFetchPrivate: env.FOLIO_IMPORT_FETCH_PRIVATE === '1',
  };
}

function readMailSettings(root: string, location: StoreLocation): MailSettings {
  const smtpUrl = (env.FOLIO_SMTP_URL ?? '').trim();
  if (smtpUrl && !smtpUrl.startsWith('smtp://') && !smtpUrl.startsWith('smtps://')) {
    throw new Error(
      'FOLIO_SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587.',
    );
  }
  const dkim = readDkimSettings();
  if (smtpUrl) return { smtpUrl, ...dkim };
  const dataDir =
    location.dialect === 'sqlite' ? path.dirname(location.file) : path.join(root, 'data');
  return { folder: path.join(dataDir, 'mail'), ...dkim };
}

/** DKIM signing, when all three settings are given; the key is read and checked at start. */
function readDkimSettings(): { dkim?: DkimSettings } {
  const keyPath = (env.FOLIO_DKIM_KEY_PATH ?? '').trim();
  const keySelector = (env.FOLIO_DKIM_SELECTOR ?? '').trim();
  const domainName = (env.FOLIO_DKIM_DOMAIN ?? '').trim().toLowerCase();
  const given = [keyPath, keySelector, domainName].filter(Boolean).length;
  if (given === 0) return {};
  if (given < 3) {
    throw new Error(
      'DKIM signing needs FOLIO_DKIM_KEY_PATH, FOLIO_DKIM_SELECTOR and FOLIO_DKIM_DOMAIN together.',
    );
  }
  let privateKey: string;
  try {
    privateKey = fs.readFileSync(keyPath, 'utf8');
    crypto.createPrivateKey(privateKey);
  } catch {
    throw new Error(`FOLIO_DKIM_KEY_PATH must name a readable PEM private key, not "${keyPath}".`);
  }
  return { dkim: { domainName, keySelector, privateKey } };
}

/** The CLI's settings (a relative FOLIO_DB is the working directory's, as in a shell). */
export function readCliSettings(): CliSettings {
  return {
    ...readStoreSettings('./data/folio.db'),
    password: env.FOLIO_PASSWORD,
    quotaMb: megabytes('FOLIO_MEDIA_QUOTA_MB'),
    importFetchPrivate: env.FOLIO_IMPORT_FETCH_PRIVATE === '1',
  };
}

function readStoreSettings(defaultFile: string): StoreSettings {
  return {
    location: storeLocation(env, defaultFile),
    pool: poolSettingsFromEnv(env),
    mediaDir: env.FOLIO_MEDIA_DIR || null,
  };
}

function wholeNumber(
  name: string,
  fallback: number,
  min: number,
  max: number,
  what: string,
): number {
  const raw = env[name];
  const value = Number(raw || fallback);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be ${what}, not "${raw}".`);
  }
  return value;
}

function megabytes(name: string): number {
  const raw = env[name];
  const value = Number(raw || 0);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a number of megabytes, not "${raw}".`);
  }
  return value;
}
