import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './auth/clientAddress';
import { openStore, storeLocation } from './db/openStore';
import { seedDemoImages } from './db/seed/demoImages';
import { buildApp } from './app';
import { mediaStoreFor } from './media/mediaStoreFor';
import { parsePublicUrl } from './render/publicOrigin';
import { SCHEDULE_INTERVAL_MS } from './scheduler';
import { createSchema } from './schema';

/**
 * `npm start`: opens (creating and seeding on first run) the store (db/openStore.ts),
 * builds the client when dist/ is missing, and serves Folio.
 *
 * Settings (environment): PORT (4000), HOST (all interfaces), FOLIO_DATABASE_URL
 * (postgres://…: PostgreSQL as the store), else FOLIO_DB (the SQLite file,
 * ./data/folio.db), FOLIO_SEED=none (start a new database empty),
 * FOLIO_SERVE_CLIENT=0 (API only, as under `npm run dev`), FOLIO_SECURE_COOKIES=1
 * (behind https), FOLIO_TRUST_PROXY (a number of proxies in front, or their
 * addresses: believe their X-Forwarded-For and X-Forwarded-Proto), FOLIO_LOG_LEVEL
 * (info; pino's levels: debug for more, warn or silent for less), FOLIO_PUBLIC_URL
 * (the site's origin, e.g. https://blog.example.com, for the absolute URLs of feeds and the
 * sitemap; by default each request's own), FOLIO_MEDIA_DIR (where uploaded images are kept;
 * ./data/media/ beside the database by default), FOLIO_MEDIA_QUOTA_MB (200: what one user's
 * uploads may take), FOLIO_SCHEDULE_MS (30000: how often scheduled drafts are looked for;
 * due ones are also published at start-up), FOLIO_SERVER_RENDER=0 (serve every app route the
 * SPA shell instead of its server-rendered page).
 */
async function main(): Promise<void> {
  const root = path.resolve(__dirname, '..');
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST || undefined;
  let location: ReturnType<typeof storeLocation>;
  try {
    location = storeLocation(process.env, path.join(root, 'data', 'folio.db'));
  } catch (error) {
    fail((error as Error).message);
  }
  const serveClient = process.env.FOLIO_SERVE_CLIENT !== '0';
  const clientDir = path.join(root, 'dist');

  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    fail(`PORT must be a port number, not "${process.env.PORT}".`);
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(process.env.FOLIO_TRUST_PROXY);
  } catch (error) {
    fail((error as Error).message);
  }
  let publicUrl: string | null;
  try {
    publicUrl = parsePublicUrl(process.env.FOLIO_PUBLIC_URL);
  } catch (error) {
    fail((error as Error).message);
  }
  const scheduleInterval = Number(process.env.FOLIO_SCHEDULE_MS || SCHEDULE_INTERVAL_MS);
  if (!Number.isInteger(scheduleInterval) || scheduleInterval < 1000) {
    fail('FOLIO_SCHEDULE_MS must be a whole number of milliseconds, at least 1000.');
  }
  if (serveClient && process.argv.includes('--build-if-missing'))
    buildClientIfMissing(root, clientDir);

  const quotaMb = Number(process.env.FOLIO_MEDIA_QUOTA_MB || 0);
  if (!Number.isFinite(quotaMb) || quotaMb < 0) {
    fail(
      `FOLIO_MEDIA_QUOTA_MB must be a number of megabytes, not "${process.env.FOLIO_MEDIA_QUOTA_MB}".`,
    );
  }
  let isNew = false;
  const store = await openStore(location, {
    seed: process.env.FOLIO_SEED === 'none' ? 'none' : 'demo',
    onCreated: () => (isNew = true),
  }).catch((error: Error) => fail(`opening the store failed: ${error.message}`));
  const shown = location.dialect === 'sqlite' ? `the database ${location.file}` : 'PostgreSQL';
  console.log(`${isNew ? 'Created' : 'Opened'} ${shown}`);
  const { media: mediaStore, shown: mediaShown } = mediaStoreFor(store, location, process.env);
  if (isNew && process.env.FOLIO_SEED !== 'none') {
    // In the background: the demo is served at once, its covers and avatars follow in seconds.
    seedDemoImages(store, mediaStore).then(
      () => console.log(`Made the demo covers and avatars in ${mediaShown}`),
      (error: Error) =>
        console.error(`Making the demo covers and avatars failed: ${error.message}`),
    );
  }

  const app = buildApp({
    store,
    schema: createSchema(),
    clientDir: serveClient ? clientDir : null,
    mediaDir: path.join(__dirname, 'db', 'seed', 'media'),
    mediaStore,
    uploadLimits: quotaMb ? { quotaBytes: quotaMb * 2 ** 20 } : {},
    secureCookies: process.env.FOLIO_SECURE_COOKIES === '1',
    trustProxy,
    publicUrl,
    rendererBundle: process.env.FOLIO_SERVER_RENDER === '0' ? null : undefined,
    log: { level: process.env.FOLIO_LOG_LEVEL || 'info', stream: process.stdout },
    scheduler: { intervalMs: scheduleInterval },
  });
  app.addHook('onClose', async () => store.close());

  // Fastify binds to localhost unless told. Every interface, as node's default:
  // '::' (IPv4 too, dual-stack), or '0.0.0.0' on a machine without IPv6.
  const listen = host
    ? app.listen({ port, host })
    : app.listen({ port, host: '::' }).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EAFNOSUPPORT' && err.code !== 'EADDRNOTAVAIL') throw err;
        return app.listen({ port, host: '0.0.0.0' });
      });
  listen.then(
    () => {
      const shown = host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost';
      // PORT=0 picks a free port; say which, so scripts and tests can find it.
      const { port: bound } = app.server.address() as AddressInfo;
      console.log(`Folio is serving http://${shown}:${bound}`);
    },
    (err: NodeJS.ErrnoException) =>
      fail(
        err.code === 'EADDRINUSE' ? `Port ${port} is in use; set PORT to another.` : err.message,
      ),
  );

  // Graceful: stop accepting, let the requests under way finish (idle
  // keep-alive connections are closed), then close the store.
  const stop = () => {
    setTimeout(
      () => fail('in-flight requests did not finish within 10 s of the signal.'),
      10_000,
    ).unref();
    app.close().catch((err: Error) => fail(`shutting down failed: ${err.message}`));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function buildClientIfMissing(root: string, clientDir: string): void {
  const renderer = path.join(root, 'dist-server', 'entry-server.js');
  if (fs.existsSync(path.join(clientDir, 'index.html')) && fs.existsSync(renderer)) return;
  console.log(
    'Building the client into dist/ and its server renderer into dist-server/ (first start only)…',
  );
  const webpack = require.resolve('webpack-cli/bin/cli.js', { paths: [root] });
  const result = spawnSync(process.execPath, [webpack, '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) fail('Building the client failed; see the output above.');
}

function fail(message: string): never {
  console.error(`folio: ${message}`);
  process.exit(1);
}

void main();
