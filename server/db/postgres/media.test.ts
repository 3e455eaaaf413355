import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { createFolioServer } from '../../http/http';
import { mediaStoreFor } from '../../media/mediaStoreFor';
import { createSchema } from '../../graphql/schema';
import { startTempPostgres, type TempPostgres } from '../../testing/postgres';
import { photo, signUpCookie, upload } from '../../testing/uploads';
import { openPostgresStore, type PostgresStore } from './store';

// Uploaded images on the shared store, through HTTP: two servers on one PostgreSQL database
// stand for two machines; an image uploaded to one is served by the other, the same bytes,
// immutable, with nothing on either disk.
// Real encodes (AVIF among them) on a shared two-core machine.
jest.setTimeout(120_000);

let cluster: TempPostgres;
const stores: PostgresStore[] = [];
const servers: http.Server[] = [];
const origins: string[] = [];

beforeAll(async () => {
  cluster = await startTempPostgres();
  for (let i = 0; i < 2; i++) {
    const store = await openPostgresStore(cluster.url, { seed: 'none' });
    stores.push(store);
    const { media } = mediaStoreFor(store, { dialect: 'postgres', url: cluster.url }, null);
    const server = createFolioServer({
      store,
      schema: createSchema(),
      clientDir: null,
      mediaDir: null,
      mediaStore: media,
      scheduler: false,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  for (const store of stores) await store.close();
  await cluster?.stop();
});

test('an image uploaded through one server is served by the other, immutable and identical', async () => {
  const cookie = await signUpCookie(origins[0]!, 'uploader');
  const answer = await upload(origins[0]!, cookie, await photo(640, 480), {
    'content-type': 'image/jpeg',
  });
  expect(answer.status).toBe(201);
  const image = answer.json.image!;
  const names = await stores[1]!.db.rows<{ name: string }>({
    text: 'SELECT name FROM media_files ORDER BY name',
  });
  expect(names.length).toBe(image.variants.length);
  for (const variant of image.variants) {
    const [here, there] = await Promise.all(
      origins.map((origin) => fetch(`${origin}${variant.url}`)),
    );
    expect([here!.status, there!.status]).toEqual([200, 200]);
    expect(there!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await there!.arrayBuffer())).toEqual(Buffer.from(await here!.arrayBuffer()));
  }
  // Uploaded again through the other server: the same image, nothing stored twice.
  const again = await upload(origins[1]!, cookie, await photo(640, 480), {
    'content-type': 'image/jpeg',
  });
  expect(again.json.image?.id).toBe(image.id);
  const count = await stores[0]!.db.first<{ n: number }>({
    text: 'SELECT count(*) AS n FROM media_files',
  });
  expect(count!.n).toBe(names.length);
  expect((await fetch(`${origins[1]}/media/${image.id}-641x480.jpg`)).status).toBe(404);
});
