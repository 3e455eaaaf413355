import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { UserRow } from '../db/rows';
import { mediaStoreFor } from '../media/mediaStoreFor';
import { locationOf, tempStore, type TestStore } from '../testing/testStore';
import { photo } from '../testing/uploads';
import { importedArticle } from './importedArticle';
import { importMedium } from './mediumImport';
import {
  fetchRemoteImage,
  isPublicAddress,
  REMOTE_IMAGE_LIMITS,
  type RemoteImageLimits,
} from './remoteImages';

// Remote images on the editor's request, on the engine under test, from a real HTTP server on
// 127.0.0.1: fetched into the media pipeline and linked when FOLIO_IMPORT_FETCH_PRIVATE's
// setting allows loopback (as tests alone do), each bound (size, time, count) kept; and without
// that setting, loopback and every other private address refused, nothing fetched, the link kept.

const NOW = '2026-11-27T12:00:00.000Z';
let t: TestStore;
let editor: UserRow;
let folder: string;
let server: http.Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  t = await tempStore();
  editor = await t.createUser('importer', 'EDITOR');
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-remote-'));
  const png = await photo(64, 48);
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/photo.jpg') return res.writeHead(200).end(png);
    if (req.url === '/big.jpg') return res.writeHead(200).end(Buffer.alloc(5000));
    if (req.url === '/moved.jpg') return res.writeHead(302, { location: '/photo.jpg' }).end();
    if (req.url === '/slow.jpg') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const LOOPBACK_ALLOWED: RemoteImageLimits = {
  ...REMOTE_IMAGE_LIMITS,
  maxBytes: 4096,
  timeoutMs: 3000,
  allowPrivate: true,
};

/** A Medium export of one post whose body shows these images. */
function mediumExport(name: string, id: string, images: string[]): string {
  const dir = path.join(folder, name);
  fs.mkdirSync(path.join(dir, 'posts'), { recursive: true });
  const figures = images.map((src) => `<figure><img src="${src}" alt="a picture"></figure>`);
  fs.writeFileSync(
    path.join(dir, 'posts', `2024-01-01_Pictures-${id}.html`),
    `<article><h1 class="p-name">Pictures ${id}</h1><section class="e-content"><p>Look.</p>` +
      `${figures.join('')}</section><footer><a class="p-canonical" ` +
      `href="https://medium.com/@ada/pictures-${id}">Canonical link</a></footer></article>`,
  );
  return dir;
}

const run = (source: string, fetchImages: RemoteImageLimits, dryRun = false) =>
  importMedium(t.store, source, {
    importerId: editor.id,
    dryRun,
    now: NOW,
    media: { media: mediaStoreFor(t.store, locationOf(t.store), null).media, quotaBytes: 2 ** 24 },
    fetchImages,
  });

test('with the setting, images from 127.0.0.1 go through the media pipeline within the bounds', async () => {
  const links = ['photo.jpg', 'moved.jpg', 'big.jpg', 'slow.jpg', 'gone.jpg'].map(
    (file) => `${origin}/${file}`,
  );
  const source = mediumExport('allowed', 'aaaaaaaaaaaa', links);
  const dry = await run(source, LOOPBACK_ALLOWED, true);
  expect(dry.notes).toContain('remote images that would be fetched into the media pipeline: 5');
  expect(requests).toEqual([]);

  const report = await run(source, LOOPBACK_ALLOWED);
  const article = await importedArticle(t, 'medium', 'aaaaaaaaaaaa');
  const stored = article.body.match(/\/media\/[0-9a-f]{32}-64x48\.jpg/g) ?? [];
  // The photo and its redirect are one image, stored once.
  expect(new Set(stored).size).toBe(1);
  expect(stored).toHaveLength(2);
  expect(await t.count(`SELECT COUNT(*) FROM images`)).toBe(1);
  const notes = report.notes.join('\n');
  expect(notes).toContain(`${origin}/big.jpg: not fetched: it is larger than 4096 bytes`);
  expect(notes).toContain(`${origin}/slow.jpg: not fetched: it took longer than 3000 ms`);
  expect(notes).toContain(`${origin}/gone.jpg: not fetched: the server answered 404`);
  // What was not fetched keeps its link.
  expect(article.body).toContain(`](${origin}/gone.jpg)`);
});

test('only so many images are fetched in one import', async () => {
  const source = mediumExport('counted', 'bbbbbbbbbbbb', [`${origin}/photo.jpg?1`, `${origin}/photo.jpg?2`]); // prettier-ignore
  requests.length = 0;
  const report = await run(source, { ...LOOPBACK_ALLOWED, maxCount: 1 });
  expect(requests).toEqual(['/photo.jpg?1']);
  expect(report.notes).toContain('remote images past the 1 an import fetches keep their links: 1');
});

test('without the setting, loopback and private addresses are refused and nothing is fetched', async () => {
  requests.length = 0;
  const refused = { ...REMOTE_IMAGE_LIMITS, timeoutMs: 5000 };
  const port = new URL(origin).port;
  for (const link of [
    `${origin}/photo.jpg`,
    `http://localhost:${port}/photo.jpg`,
    `http://[::1]:${port}/photo.jpg`,
    `http://[::ffff:127.0.0.1]:${port}/photo.jpg`,
  ]) {
    await expect(fetchRemoteImage(link, refused)).rejects.toThrow(
      /^it is on a private, loopback or link-local address/,
    );
  }
  await expect(fetchRemoteImage('file:///etc/passwd', refused)).rejects.toThrow(/not http/);

  const source = mediumExport('refused', 'cccccccccccc', [`${origin}/photo.jpg`]);
  const report = await run(source, refused);
  expect(report.notes.join('\n')).toMatch(/photo\.jpg: not fetched: it is on a private, loopback/);
  expect((await importedArticle(t, 'medium', 'cccccccccccc')).body).toContain(`](${origin}/photo.jpg)`); // prettier-ignore
  expect(requests).toEqual([]);

  const addresses = ['10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1'];
  const v6 = ['::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '::'];
  expect([...addresses, ...v6].filter(isPublicAddress)).toEqual([]);
  expect(['93.184.216.34', '2606:4700::1111'].every(isPublicAddress)).toBe(true);
});
