import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { testEngine } from '../../testing/testStore';

// The demo's covers and avatars, made at seed time from the SVGs the repo ships, as a reader sees them.
// Seeding encodes every cover and avatar in every format (AVIF among them).
jest.setTimeout(300_000);

let server: TestServer;
/** Before the demo was installed: no demo article was modified after it. */
let installed: string;
beforeAll(async () => {
  installed = new Date().toISOString();
  server = await startTestServer({ seed: 'demo', demoImages: true });
});
afterAll(() => server.close());

interface Card {
  slug: string;
  body: string;
  cover: { url: string; alt: string; width: number; variants: { url: string }[] } | null;
  author: { handle: string; name: string; avatar: { url: string; alt: string } | null };
}

async function frontPage(): Promise<Card[]> {
  const res = await fetch(server.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ articles(first: 50) { edges { node { slug body
        cover { url alt width variants { url } } author { handle name avatar { url alt } } } } } }`,
    }),
  });
  const json = (await res.json()) as { data: { articles: { edges: { node: Card }[] } } };
  return json.data.articles.edges.map((edge) => edge.node);
}

it('gives every demo article that shows a diagram that diagram as its cover, with its alt text', async () => {
  const cards = await frontPage();
  const illustrated = cards.filter((card) => card.body.includes('](/media/'));
  expect(illustrated.length).toBeGreaterThan(3);
  for (const card of cards) {
    expect(card.cover !== null).toBe(illustrated.includes(card));
  }
  for (const card of illustrated) {
    expect(card.cover!.alt.length).toBeGreaterThan(10);
    expect(card.body).toContain(`![${card.cover!.alt}](/media/`);
    const res = await fetch(`${server.origin}${card.cover!.url}`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(card.cover!.width);
  }
});

it('gives every author an avatar whose alt is their name', async () => {
  const cards = await frontPage();
  for (const { author } of cards) {
    expect(author.avatar?.alt).toBe(author.name);
    expect((await fetch(`${server.origin}${author.avatar!.url}`)).status).toBe(200);
  }
  // Each file written whole: no temp file left in the folder (on PostgreSQL, a row is).
  if (testEngine() === 'sqlite') {
    expect(fs.readdirSync(server.mediaDir).some((name) => name.startsWith('.'))).toBe(false);
  }
});

it("draws each author's avatar from the portrait the repo ships for them", async () => {
  const authors = new Map((await frontPage()).map(({ author }) => [author.handle, author]));
  expect(authors.size).toBeGreaterThan(3);
  for (const [handle, author] of authors) {
    // The portrait's background is its first fill; the served avatar's corner has that colour.
    const svg = fs.readFileSync(path.join(__dirname, 'portraits', `${handle}.svg`), 'utf8');
    const background = /fill="#([0-9a-f]{6})"/.exec(svg)![1]!;
    const expected = [0, 2, 4].map((i) => parseInt(background.slice(i, i + 2), 16));
    const res = await fetch(`${server.origin}${author.avatar!.url}`);
    const { data } = await sharp(Buffer.from(await res.arrayBuffer()))
      .extract({ left: 2, top: 2, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    [...data].forEach((channel, i) => expect(Math.abs(channel - expected[i]!)).toBeLessThan(8));
  }
});

it("leaves every article's modified time as the demo dates it, covers drawn or not", async () => {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const lastmods = [...sitemap.matchAll(/\/articles\/[^<]*<\/loc><lastmod>([^<]*)</g)].map(
    (m) => m[1]!,
  );
  expect(lastmods.length).toBe((await frontPage()).length);
  // An article:modified_time and JSON-LD dateModified are the same field (updatedAt).
  for (const lastmod of lastmods) expect(lastmod < installed).toBe(true);
});
