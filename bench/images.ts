import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../test/browser';
import type { TestServer } from '../server/testing/testServer';
import { coldVisit, LCP_TARGET_MS } from './coldLoad';
import { type BenchSection, type Metric, progress } from './section';
import { envNumber, median, startClientServer } from './support/clientBuild';

/** How many times fewer bytes a phone downloads than the original files (issue 14). */
const BYTES_RATIO_TARGET = 5;
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };
const MEDIA_URL = /^\/media\/[0-9a-f]{32}-/;

/**
 * A photo-like JPEG from a camera: 4000×3000 (12 MP), smooth gradients under fine noise, so it
 * neither compresses to nothing nor exceeds the 10 MB limit.
 */
async function cameraJpeg(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let noise = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) >>> 0;
      const n = (noise >>> 28) - 8;
      const i = (y * width + x) * 3;
      pixels[i] = ((x + seed * 500) % width) / 16 + n;
      pixels[i + 1] = y / 12 + n;
      pixels[i + 2] = 200 - ((x + y) % 1000) / 8 + n;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A signed-in writer's HTTP door: GraphQL and POST /media with their session cookie. */
async function writer(server: TestServer) {
  const signIn = await fetch(server.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SignInInput!) { signIn(input: $input) { viewer { id } } }',
      variables: { input: { handle: 'grace', password: 'folio-demo' } },
    }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  const headers = { cookie, origin: server.origin };
  return {
    async graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
      const response = await fetch(server.endpoint, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: T; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    async upload(bytes: Buffer): Promise<{ id: string; url: string }> {
      const response = await fetch(`${server.origin}/media`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'image/jpeg' },
        body: new Uint8Array(bytes),
      });
      if (response.status !== 201) throw new Error(`POST /media: ${response.status}`);
      return ((await response.json()) as { image: { id: string; url: string } }).image;
    },
  };
}

/** Publishes an article with `images` in its body (between paragraphs) and a cover. */
async function publishWithImages(server: TestServer, originals: Buffer[]): Promise<string> {
  const folio = await writer(server);
  const images = [];
  for (const bytes of originals) images.push(await folio.upload(bytes));
  const paragraph = 'A paragraph of prose between two pictures, long enough to read. '.repeat(6);
  const body = images.map((image, i) => `${paragraph}\n\n![Photo ${i + 1}](${image.url})`).join('\n\n'); // prettier-ignore
  const created = await folio.graphql<{ createArticle: { article: { id: string } } }>(
    'mutation($input: CreateArticleInput!) { createArticle(input: $input) { article { id } } }',
    { input: { title: 'Five photographs', body, summary: 'A bench article.' } },
  );
  const id = created.createArticle.article.id;
  await folio.graphql('mutation($input: SetArticleCoverInput!) { setArticleCover(input: $input) { userErrors { message } } }', { input: { articleId: id, imageId: images[0]!.id, alt: 'A cover' } }); // prettier-ignore
  const published = await folio.graphql<{ publishArticle: { article: { slug: string } } }>(
    'mutation($input: PublishArticleInput!) { publishArticle(input: $input) { article { slug } } }',
    { input: { id } },
  );
  return published.publishArticle.article.slug;
}

/** Bytes of Folio images a phone downloads reading `url` to its end (lazy images included). */
async function phoneImageBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true }); // prettier-ignore
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (MEDIA_URL.test(new URL(request.url()).pathname)) {
        sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
      }
    });
    await page.goto(url, { waitUntil: 'load' });
    // Read it to the end, a screen at a time, so every lazy image is asked for.
    for (let y = 0; y < 40; y++) {
      await page.mouse.wheel(0, PHONE.height);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  } finally {
    await context.close();
  }
}

/**
 * An article with five 12-megapixel photographs and a cover, uploaded through POST /media:
 * the bytes of images a phone (390×844 at 3×) downloads reading it to the end against the
 * original files, and the cold LCP of its page at 4× CPU slowdown (the cover is its largest
 * paint).
 */
export const imagesSection: BenchSection = {
  name: 'images',
  description: 'Image bytes an article with 5 photos costs a phone vs the originals; its cold LCP',
  async run(): Promise<Metric[]> {
    const runs = envNumber('FOLIO_BENCH_COLD_RUNS', 5);
    const server = await startClientServer();
    const browser = await launchBrowser();
    try {
      const originals: Buffer[] = [];
      for (let i = 0; i < 5; i++) originals.push(await cameraJpeg(i + 1));
      const originalBytes = originals.reduce((sum, bytes) => sum + bytes.length, 0);
      const slug = await publishWithImages(server, originals);
      const url = `${server.origin}/articles/${slug}`;
      const phoneBytes = await phoneImageBytes(browser, url);
      progress(`originals ${originalBytes} B, a phone downloads ${phoneBytes} B of images`);
      await coldVisit(browser, url);
      const lcps: number[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await coldVisit(browser, url);
        if (run.lcp === null) throw new Error('no LCP entry');
        progress(`cover article #${i + 1}: LCP ${run.lcp.toFixed(0)} ms (${run.lcpElement})`);
        lcps.push(run.lcp);
      }
      return [
        { metric: 'images: originals of 5 photos', value: originalBytes / 1024, unit: 'kB' },
        { metric: 'images: a phone downloads', value: phoneBytes / 1024, unit: 'kB' },
        {
          metric: 'images: originals ÷ phone download',
          value: originalBytes / Math.max(1, phoneBytes),
          unit: '×',
          target: { op: '>=', value: BYTES_RATIO_TARGET },
        },
        {
          metric: 'article with a cover LCP (median)',
          value: median(lcps),
          unit: 'ms',
          target: { op: '<=', value: LCP_TARGET_MS },
        },
      ];
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
