import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './auth/clientAddress';
import { announceSetup } from './auth/setup';
import { openStore, storeLocation, type StoreLocation } from './db/openStore';
import { demoAccountsWithDemoPassword, ExposedDemoAccounts } from './db/seed/demoPasswords';
import { seedDemoImages } from './db/seed/demoImages';
import { DEMO_PASSWORD } from './db/seed/seed';
import type { Store } from './db/store';
import { buildApp } from './app';
import { runPrimary, workerRole } from './cluster';
import { decideExposure, type Exposure } from './exposure';
import { createMailer, type MailSettings } from './mail/mailer';
import { mediaStoreFor } from './media/mediaStoreFor';
import { parsePublicUrl } from './render/publicOrigin';
import { ServerMarkdown } from './render/serverMarkdown';
import { SCHEDULE_INTERVAL_MS } from './scheduler';
import { createSchema } from './schema';
import { warmUp } from './warmUp';

/** The settings read from the environment (listed on {@link main}), checked once. */
interface Settings {
  root: string;
  port: number;
  /** HOST, the address listened on, and FOLIO_SEED, what a new store gets (exposure.ts). */
  exposure: Exposure;
  location: StoreLocation;
  serveClient: boolean;
  clientDir: string;
  trustProxy: TrustProxy;
  publicUrl: string | null;
  scheduleInterval: number;
  quotaMb: number;
  workers: number;
  writeLimitFactor: number;
  /** FOLIO_SMTP_URL, or the folder of .eml files beside the database (server/mail/mailer.ts). */
  mail: MailSettings;
}

function readSettings(): Settings {
  const root = path.resolve(__dirname, '..');
  const port = Number(process.env.PORT ?? 4000);
  let location: StoreLocation;
  try {
    location = storeLocation(process.env, path.join(root, 'data', 'folio.db'));
  } catch (error) {
    fail((error as Error).message);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    fail(`PORT must be a port number, not "${process.env.PORT}".`);
  }
  let trustProxy: TrustProxy;
  let publicUrl: string | null;
  let exposure: Exposure;
  try {
    trustProxy = parseTrustProxy(process.env.FOLIO_TRUST_PROXY);
    publicUrl = parsePublicUrl(process.env.FOLIO_PUBLIC_URL);
    exposure = decideExposure(process.env.HOST, process.env.FOLIO_SEED, publicUrl, location);
  } catch (error) {
    fail((error as Error).message);
  }
  const scheduleInterval = Number(process.env.FOLIO_SCHEDULE_MS || SCHEDULE_INTERVAL_MS);
  if (!Number.isInteger(scheduleInterval) || scheduleInterval < 1000) {
    fail('FOLIO_SCHEDULE_MS must be a whole number of milliseconds, at least 1000.');
  }
  const quotaMb = Number(process.env.FOLIO_MEDIA_QUOTA_MB || 0);
  if (!Number.isFinite(quotaMb) || quotaMb < 0) {
    fail(
      `FOLIO_MEDIA_QUOTA_MB must be a number of megabytes, not "${process.env.FOLIO_MEDIA_QUOTA_MB}".`,
    );
  }
  const workers = Number(process.env.FOLIO_WORKERS || 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    fail(
      `FOLIO_WORKERS must be a number of processes from 1 to 64, not "${process.env.FOLIO_WORKERS}".`,
    );
  }
  const writeLimitFactor = Number(process.env.FOLIO_WRITE_LIMIT_FACTOR || 1);
  if (!Number.isInteger(writeLimitFactor) || writeLimitFactor < 1) {
    fail(
      `FOLIO_WRITE_LIMIT_FACTOR must be a whole number, at least 1, not "${process.env.FOLIO_WRITE_LIMIT_FACTOR}".`,
    );
  }
  const smtpUrl = (process.env.FOLIO_SMTP_URL ?? '').trim();
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    fail(
      'FOLIO_SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587.',
    );
  }
  const dataDir =
    location.dialect === 'sqlite' ? path.dirname(location.file) : path.join(root, 'data');
  return {
    root,
    port,
    exposure,
    location,
    serveClient: process.env.FOLIO_SERVE_CLIENT !== '0',
    clientDir: path.join(root, 'dist'),
    trustProxy,
    publicUrl,
    scheduleInterval,
    quotaMb,
    workers,
    writeLimitFactor,
    mail: smtpUrl ? { smtpUrl } : { folder: path.join(dataDir, 'mail') },
  };
}

/**
 * `npm start` (compiled, once scripts/build.js has built what was stale): opens (creating and
 * seeding on first run) the SQLite store and serves Folio.
 *
 * Settings (environment): PORT (4000), HOST (localhost: 127.0.0.1 and ::1; any other address
 * needs FOLIO_PUBLIC_URL), FOLIO_DB (./data/folio.db), FOLIO_SEED (demo or none: what a new
 * store gets; demo by default only on loopback with a SQLite file and no FOLIO_PUBLIC_URL),
 * FOLIO_SERVE_CLIENT=0 (API only, as under `npm run dev`), FOLIO_SECURE_COOKIES=1
 * (behind https), FOLIO_TRUST_PROXY (a number of proxies in front, or their
 * addresses: believe their X-Forwarded-For and X-Forwarded-Proto), FOLIO_LOG_LEVEL
 * (info; pino's levels: debug for more, warn or silent for less), FOLIO_PUBLIC_URL
 * (the site's origin, e.g. https://blog.example.com, for canonical links, feeds and the
 * sitemap; on loopback without it, each request's own), FOLIO_MEDIA_DIR (where uploaded
 * images are kept; ./data/media/ beside the database by default), FOLIO_MEDIA_QUOTA_MB (200: what one user's
 * uploads may take), FOLIO_SCHEDULE_MS (30000: how often scheduled drafts are looked for;
 * due ones are also published at start-up), FOLIO_SERVER_RENDER=0 (serve every app route the
 * SPA shell instead of its server-rendered page), FOLIO_WORKERS (1: how many server processes
 * share the port, server/cluster.ts), FOLIO_WRITE_LIMIT_FACTOR (1: what every write budget of
 * server/auth/writeLimits.ts is multiplied by; load tests and benches, which write from one
 * address, raise it), FOLIO_SMTP_URL (smtp:// or smtps://: where email goes; without it each
 * email is written as an .eml file in mail/ beside the database and logged), FOLIO_WORKER_HEADER=1 (tests only: every answer names
 * the process that made it).
 */
async function main(): Promise<void> {
  const settings = readSettings();
  // A worker of a pool: the primary has already migrated and seeded the store.
  if (cluster.isWorker) {
    const store = await openStore(settings.location, { seed: 'none' }).catch((error: Error) =>
      fail(`opening the store failed: ${error.message}`),
    );
    return serve(settings, store);
  }

  // Migrations and the demo seed run here, once, before any server process opens the store.
  const store = await openAndSeed(settings);
  if (settings.workers === 1) return serve(settings, store);
  runPrimary({
    workers: settings.workers,
    serving: (port) => {
      console.log(`Folio is serving ${shownOrigin(settings, port)}`);
      void announceSetup(store, settings.publicUrl ?? shownOrigin(settings, port));
    },
    closeStore: () => store.close(),
    fail,
  });
}

/** Opens the store, migrating it, and seeds a new one (its images in the background). */
async function openAndSeed(settings: Settings): Promise<Store> {
  const { location } = settings;
  const { seed } = settings.exposure;
  let isNew = false;
  const store = await openStore(location, { seed, onCreated: () => (isNew = true) }).catch(
    (error: Error) => fail(`opening the store failed: ${error.message}`),
  );
  const shown = location.dialect === 'sqlite' ? `the database ${location.file}` : 'PostgreSQL';
  console.log(`${isNew ? 'Created' : 'Opened'} ${shown}`);
  if (isNew && seed === 'demo') {
    const media = mediaStoreFor(store, location, process.env);
    // In the background: the demo is served at once, its covers and avatars follow in seconds.
    seedDemoImages(store, media.media).then(
      () => console.log(`Made the demo covers and avatars in ${media.shown}`),
      (error: Error) =>
        console.error(`Making the demo covers and avatars failed: ${error.message}`),
    );
  }
  if (!settings.exposure.loopback) await warnOfDemoPasswords(settings, store);
  return store;
}

/** Says loudly, on standard error, when others can sign in with the README's demo password. */
async function warnOfDemoPasswords(settings: Settings, store: Store): Promise<void> {
  const handles = await demoAccountsWithDemoPassword(store);
  if (handles.length === 0) return;
  console.error(
    `folio: WARNING: HOST=${settings.exposure.host} lets other machines reach this server, and ` +
      `the demo accounts ${handles.map((h) => `@${h}`).join(', ')} still have the published ` +
      `password "${DEMO_PASSWORD}": anyone can sign in as them. Give each a new password ` +
      `(npm run -s folio -- user:password --handle ${handles[0]}), or start a new ` +
      'store without the demo (FOLIO_SEED=none).',
  );
}

/** Serves Folio on `store` in this process (the only one, or a worker of a pool) until a signal. */
function serve(settings: Settings, store: Store): void {
  const role = workerRole();
  // Its own, so that warmUp.ts starts its threads before the server listens.
  const markdown = new ServerMarkdown();
  const mailer = createMailer(settings.mail, (line) => console.log(line));
  const app = buildApp({
    markdown,
    store,
    schema: createSchema(),
    clientDir: settings.serveClient ? settings.clientDir : null,
    mediaDir: path.join(__dirname, 'db', 'seed', 'media'),
    mediaStore: mediaStoreFor(store, settings.location, process.env).media,
    uploadLimits: settings.quotaMb ? { quotaBytes: settings.quotaMb * 2 ** 20 } : {},
    secureCookies: process.env.FOLIO_SECURE_COOKIES === '1',
    trustProxy: settings.trustProxy,
    publicUrl: settings.publicUrl,
    writeLimitFactor: settings.writeLimitFactor,
    mailer,
    // What warnOfDemoPasswords says at start-up, the owner's screens say while it holds.
    exposedDemoAccounts: settings.exposure.loopback ? null : new ExposedDemoAccounts(store),
    rendererBundle: process.env.FOLIO_SERVER_RENDER === '0' ? null : undefined,
    log: { level: process.env.FOLIO_LOG_LEVEL || 'info', stream: process.stdout },
    // One process of a pool looks for due drafts (each publish is safe to overlap anyway).
    scheduler: role.runsScheduler ? { intervalMs: settings.scheduleInterval } : false,
  });
  app.addHook('onClose', async () => {
    await markdown.close();
    mailer.close();
    await store.close();
  });
  if (process.env.FOLIO_WORKER_HEADER === '1') {
    // For tests that must reach a given process; never set in production (it names a pid).
    app.server.prependListener('request', (_req, res) =>
      res.setHeader('x-folio-worker', String(process.pid)),
    );
  }

  const { port } = settings;
  // Threads started and each reader page requested once before the port opens (warmUp.ts).
  const listening = warmUp(app, markdown).then(() =>
    app.listen({ port, host: settings.exposure.host }),
  );
  listening.then(
    () => {
      // PORT=0 picks a free port; say which, so scripts and tests can find it.
      const { port: bound } = app.server.address() as AddressInfo;
      // A pool's primary says it once, when every worker listens.
      if (!role.inPool) {
        console.log(`Folio is serving ${shownOrigin(settings, bound)}`);
        void announceSetup(store, settings.publicUrl ?? shownOrigin(settings, bound));
      }
    },
    (err: NodeJS.ErrnoException) =>
      fail(
        err.code === 'EADDRINUSE' ? `Port ${port} is in use; set PORT to another.` : err.message,
      ),
  );

  // Graceful: stop accepting, let the requests under way finish (idle
  // keep-alive connections are closed), then close the store.
  let stopping = false;
  // An answer given while stopping closes its connection: a keep-alive client would otherwise
  // hold the process for node's keep-alive timeout (5 s) after its last answer.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(
      () => fail('in-flight requests did not finish within 10 s of the signal.'),
      10_000,
    ).unref();
    // Then exit: everything is answered and the store closed; nothing left behind (a timer, a
    // pool's idle client) may hold the process.
    app.close().then(
      () => process.exit(0),
      (err: Error) => fail(`shutting down failed: ${err.message}`),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function shownOrigin(settings: Settings, port: number): string {
  const { host } = settings.exposure;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') && !shown.startsWith('[') ? `[${shown}]` : shown}:${port}`;
}

function fail(message: string): never {
  console.error(`folio: ${message}`);
  process.exit(1);
}

void main();
