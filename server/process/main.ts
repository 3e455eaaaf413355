import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { announceSetup } from '../auth/setup';
import { openStore } from '../db/openStore';
import { demoAccountsWithDemoPassword, ExposedDemoAccounts } from '../db/seed/demoPasswords';
import { seedDemoImages } from '../db/seed/demoImages';
import { DEMO_PASSWORD } from '../db/seed/seed';
import type { Store } from '../db/store';
import { createSchema } from '../graphql/schema';
import { buildApp } from '../http/app';
import { mediaStoreFor } from '../media/mediaStoreFor';
import { FEED_RENDER_WAIT_MS, ServerMarkdown } from '../render/serverMarkdown';
import { createMailer, type Mailer } from '../mail/mailer';
import { startNewsletterSender, type NewsletterSender } from '../mail/newsletterSender';
import { runPrimary, workerRole } from './cluster';
import { readSettings, type Settings } from './settings';
import { warmUp } from './warmUp';

/**
 * `npm start` (compiled, once scripts/build.js has built what was stale): opens (creating and
 * seeding on first run) the SQLite store and serves Folio.
 *
 * Settings: settings.ts, read once here and passed down.
 */
async function main(): Promise<void> {
  let settings: Settings;
  try {
    settings = readSettings(path.resolve(__dirname, '..', '..'));
  } catch (error) {
    fail((error as Error).message);
  }
  // A worker of a pool: the primary has already migrated and seeded the store.
  if (cluster.isWorker) {
    const store = await openStore(settings.location, { seed: 'none', pool: settings.pool }).catch(
      (error: Error) => fail(`opening the store failed: ${error.message}`),
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
  const { location, pool } = settings;
  const { seed } = settings.exposure;
  let isNew = false;
  const store = await openStore(location, { seed, pool, onCreated: () => (isNew = true) }).catch(
    (error: Error) => fail(`opening the store failed: ${error.message}`),
  );
  const shown = location.dialect === 'sqlite' ? `the database ${location.file}` : 'PostgreSQL';
  console.log(`${isNew ? 'Created' : 'Opened'} ${shown}`);
  if (isNew && seed === 'demo') {
    const media = mediaStoreFor(store, location, settings.mediaDir);
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
  const role = workerRole(settings.workerSlot);
  // Its own, so that warmUp.ts starts its threads before the server listens.
  const markdown = new ServerMarkdown();
  const mailer = createMailer(settings.mail, (line) => console.log(line));
  const app = buildApp({
    markdown,
    store,
    schema: createSchema(),
    clientDir: settings.serveClient ? settings.clientDir : null,
    mediaDir: path.join(__dirname, '..', 'db', 'seed', 'media'),
    mediaStore: mediaStoreFor(store, settings.location, settings.mediaDir).media,
    uploadLimits: settings.quotaMb ? { quotaBytes: settings.quotaMb * 2 ** 20 } : {},
    secureCookies: settings.secureCookies,
    trustProxy: settings.trustProxy,
    publicUrl: settings.publicUrl,
    writeLimitFactor: settings.writeLimitFactor,
    importFetchPrivate: settings.importFetchPrivate,
    mailer,
    // What warnOfDemoPasswords says at start-up, the owner's screens say while it holds.
    exposedDemoAccounts: settings.exposure.loopback ? null : new ExposedDemoAccounts(store),
    rendererBundle: settings.serverRender ? undefined : null,
    log: { level: settings.logLevel, stream: process.stdout },
    // One process of a pool looks for due drafts (each publish is safe to overlap anyway).
    scheduler: role.runsScheduler ? { intervalMs: settings.scheduleInterval } : false,
  });
  let sender: NewsletterSender | null = null;
  app.addHook('onClose', async () => {
    await sender?.stop();
    await markdown.close();
    mailer.close();
    await store.close();
  });
  if (settings.workerHeader) {
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
      const origin = settings.publicUrl ?? shownOrigin(settings, bound);
      if (sends(settings, role.runsScheduler)) {
        sender = newsletterSender(settings, store, markdown, mailer, origin);
      }
      // A pool's primary says it once, when every worker listens.
      if (!role.inPool) {
        console.log(`Folio is serving ${shownOrigin(settings, bound)}`);
        void announceSetup(store, origin);
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

/**
 * Whether this process sends newsletters: on PostgreSQL every process (leases keep them apart),
 * on SQLite the one that publishes scheduled drafts (one writer is what SQLite does best).
 */
function sends(settings: Settings, runsScheduler: boolean): boolean {
  return settings.location.dialect === 'postgres' || runsScheduler;
}

function newsletterSender(
  settings: Settings,
  store: Store,
  markdown: ServerMarkdown,
  mailer: Mailer,
  origin: string,
): NewsletterSender {
  const senders = settings.location.dialect === 'postgres' ? settings.workers : 1;
  return startNewsletterSender({
    store,
    mailer,
    origin,
    rate: settings.mailRate / senders,
    leaseMs: settings.mailLeaseMs,
    // A newsletter is read away from the site, as a feed is: its render waits for a thread.
    render: async (source, options) => {
      const rendered = await markdown.render(source, {
        ...options,
        maxWaitMs: FEED_RENDER_WAIT_MS,
      });
      if (rendered.unformatted === 'busy') throw new Error('the Markdown renderer is busy');
      return rendered;
    },
    log: (line) => console.log(line),
  });
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
