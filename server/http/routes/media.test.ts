import fs from 'node:fs';
import http from 'node:http';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { MAX_GIF_PIXELS } from '../../media/process';
import {
  flatGif,
  heldUpload,
  photo,
  pngDeclaring,
  signUpCookie,
  upload,
} from '../../testing/uploads';

// Real encodes (AVIF among them) on a shared two-core machine.
jest.setTimeout(120_000);

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await signUpCookie(server.origin, 'uploader');
});
afterAll(() => server.close());

/**
 * Every file stored where the server keeps renditions: the folder's every entry on SQLite (a
 * leftover temp file too), the media table's rows on PostgreSQL.
 */
async function storedFiles(on: TestServer = server) {
  if (on.location.dialect === 'sqlite')
    return fs.existsSync(on.mediaDir) ? fs.readdirSync(on.mediaDir) : [];
  const names: string[] = [];
  for await (const name of on.media.list()) names.push(name);
  return names;
}
const imageRows = async (on: TestServer = server) =>
  Number((await on.sql<{ n: unknown }>('SELECT count(*) AS n FROM images'))[0]!.n);

async function fetchBytes(url: string) {
  const res = await fetch(`${server.origin}${url}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /media', () => {
  it('re-encodes a photo into the contract’s renditions, served immutable and inert', async () => {
    const answer = await upload(server.origin, cookie, await photo(2000, 1500), {
      'content-type': 'image/jpeg',
    });
    expect(answer.status).toBe(201);
    const image = answer.json.image!;
    expect(image.id).toMatch(/^[0-9a-f]{32}$/);
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    expect(image.url).toBe(`/media/${image.id}-1600x1200.jpg`);
    expect(image.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(image.variants.map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual([
      '480x360.AVIF',
      '480x360.WEBP',
      '480x360.JPEG',
      '960x720.AVIF',
      '960x720.WEBP',
      '960x720.JPEG',
      '1600x1200.AVIF',
      '1600x1200.WEBP',
      '1600x1200.JPEG',
    ]);

    for (const variant of [...image.variants, { ...image, format: 'JPEG' }]) {
      const { res, bytes } = await fetchBytes(variant.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      const meta = await sharp(bytes).metadata();
      const format = { AVIF: 'heif', WEBP: 'webp', JPEG: 'jpeg', PNG: 'png' }[variant.format];
      expect(res.headers.get('content-type')).toBe(
        { AVIF: 'image/avif', WEBP: 'image/webp', JPEG: 'image/jpeg', PNG: 'image/png' }[
          variant.format
        ],
      );
      expect([meta.format, meta.width, meta.height]).toEqual([
        format,
        variant.width,
        variant.height,
      ]);
    }
    expect((await fetch(`${server.origin}/media/${image.id}-1600x1201.jpg`)).status).toBe(404);
  });

  it('never upscales, and keeps transparency as PNG', async () => {
    const png = await sharp({
      create: {
        width: 300,
        height: 100,
        channels: 4,
        background: { r: 0, g: 0, b: 255, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const { status, json } = await upload(server.origin, cookie, png);
    expect(status).toBe(201);
    expect(json.image!.url).toBe(`/media/${json.image!.id}-300x100.png`);
    expect(json.image!.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '300.AVIF',
      '300.WEBP',
      '300.PNG',
    ]);
    const { bytes } = await fetchBytes(json.image!.url);
    expect((await sharp(bytes).metadata()).hasAlpha).toBe(true);
  });

  it('turns the picture upright and drops EXIF, GPS and every other metadata', async () => {
    // Stored 300×200, left half red and right half blue; orientation 6 shows it turned 90°
    // clockwise, so upright it is 200×300 with red on top.
    const halves = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#0000ff' },
    })
      .composite([
        {
          input: { create: { width: 150, height: 200, channels: 3, background: '#ff0000' } },
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const jpeg = await sharp(halves)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Folio test camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect([source.orientation, source.exif?.includes('Folio test camera')]).toEqual([6, true]);

    const { status, json } = await upload(server.origin, cookie, jpeg, {
      'content-type': 'image/jpeg',
    });
    expect(status).toBe(201);
    expect(json.image).toMatchObject({ width: 200, height: 300 });
    for (const variant of json.image!.variants) {
      const { bytes } = await fetchBytes(variant.url);
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(bytes.includes('Folio test camera')).toBe(false);
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => data.subarray((y * info.width + x) * info.channels);
      expect(at(info.width / 2, 10)[0]).toBeGreaterThan(200); // red on top
      expect(at(info.width / 2, info.height - 10)[2]).toBeGreaterThan(200); // blue below
    }
  });

  it('stores the same picture once, however often it is uploaded', async () => {
    const bytes = await photo(640, 480, 7);
    const first = await upload(server.origin, cookie, bytes, { 'content-type': 'image/jpeg' });
    const files = (await storedFiles()).length;
    const rows = await imageRows();
    const other = await signUpCookie(server.origin, 'second_uploader');
    const again = await upload(server.origin, other, bytes, { 'content-type': 'image/jpeg' });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.json.image!.id).toBe(first.json.image!.id);
    expect([(await storedFiles()).length, await imageRows()]).toEqual([files, rows]);
  });
});

describe('POST /media refuses, with a message, and stores nothing', () => {
  const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
  const zipTail = Buffer.concat([
    Buffer.from('PK\x03\x04payload'),
    Buffer.from('PK\x05\x06'),
    Buffer.alloc(18),
  ]);
  const cases: [
    string,
    () => Promise<{ bytes: Buffer; headers?: Record<string, string> }>,
    string | null,
    number,
    string,
  ][] = [
    [
      'an SVG',
      async () => ({
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
        headers: { 'content-type': 'image/svg+xml' },
      }),
      'uploader',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'HTML named as a PNG',
      async () => ({ bytes: html }),
      'uploader',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a JPEG with HTML after it',
      async () => ({ bytes: Buffer.concat([await photo(64, 64), html]) }),
      'uploader',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a JPEG with a zip after it',
      async () => ({ bytes: Buffer.concat([await photo(64, 64), zipTail]) }),
      'uploader',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a GIF that is also a zip (GIFAR)',
      async () => ({
        bytes: Buffer.concat([
          await sharp(await photo(32, 32))
            .gif()
            .toBuffer(),
          zipTail,
        ]),
      }),
      'uploader',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await photo(400, 300);
        return { bytes: whole.subarray(0, whole.length / 2) };
      },
      'uploader',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a truncated PNG',
      async () => {
        const whole = await sharp(await photo(200, 200))
          .png()
          .toBuffer();
        return { bytes: whole.subarray(0, whole.length - 100) };
      },
      'uploader',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a small PNG declaring 20000 × 20000 pixels',
      async () => ({
        bytes: pngDeclaring(
          await sharp(await photo(16, 16))
            .png()
            .toBuffer(),
          20000,
          20000,
        ),
      }),
      'uploader',
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      '11 MB',
      async () => ({ bytes: Buffer.alloc(11 * 1024 * 1024, 1) }),
      'uploader',
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'someone signed out',
      async () => ({ bytes: await photo(64, 64) }),
      null,
      401,
      'UNAUTHENTICATED',
    ],
    [
      'a cross-site request',
      async () => ({ bytes: await photo(64, 64), headers: { 'sec-fetch-site': 'cross-site' } }),
      'uploader',
      403,
      'FORBIDDEN',
    ],
    [
      'a request from another origin',
      async () => ({
        bytes: await photo(64, 64),
        headers: { 'sec-fetch-site': '', origin: 'https://evil.example' },
      }),
      'uploader',
      403,
      'FORBIDDEN',
    ],
    [
      'a body that does not say it is an image',
      async () => ({ bytes: await photo(64, 64), headers: { 'content-type': 'text/plain' } }),
      'uploader',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
  ];

  let refusing: TestServer;
  let refusingCookie: string;
  beforeAll(async () => {
    refusing = await startTestServer();
    refusingCookie = await signUpCookie(refusing.origin, 'uploader');
  });
  afterAll(() => refusing.close());

  it.each(cases)('%s', async (_name, make, who, status, code) => {
    const { bytes, headers = {} } = await make();
    const answer = await upload(refusing.origin, who ? refusingCookie : null, bytes, headers);
    expect([answer.status, answer.json.error?.code]).toEqual([status, code]);
    expect(answer.json.error!.message.length).toBeGreaterThan(20);
    expect(await storedFiles(refusing)).toEqual([]);
    expect(await imageRows(refusing)).toBe(0);
  });
});

describe('POST /media limits', () => {
  it('refuses a chunked body that grows past 10 MB with 413, intact', async () => {
    const answer = await new Promise<{ status: number; body: string; sent: number }>(
      (resolve, reject) => {
        let sent = 0;
        let answered = false;
        const req = http.request(`${server.origin}/media`, {
          method: 'POST',
          headers: { 'content-type': 'image/jpeg', 'sec-fetch-site': 'same-origin', cookie },
        });
        req.on('response', (res) => {
          answered = true;
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body, sent }));
        });
        req.on('error', reject);
        const chunk = Buffer.alloc(1024 * 1024, 0xff);
        const pump = () => {
          // Up to 20 MB, unless the server answers first; chunked, so no Content-Length.
          while (sent < 20 * 2 ** 20 && !answered) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 429 with Retry-After past the per-user rate', async () => {
    const limited = await startTestServer({ uploadLimits: { perWindow: 2 } });
    try {
      const who = await signUpCookie(limited.origin, 'busy_writer');
      const bytes = await photo(32, 32);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push(await upload(limited.origin, who, bytes));
      expect(statuses.map((answer) => answer.status)).toEqual([201, 201, 429]);
      expect(statuses[2]!.json.error!.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(statuses[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('counts the per-user rate in the store, across servers on one store', async () => {
    // Two servers, two connections to one store: what two worker processes (FOLIO_WORKERS) share.
    const first = await startTestServer({ uploadLimits: { perWindow: 2 } });
    const second = await startTestServer({
      location: first.location,
      uploadLimits: { perWindow: 2 },
    });
    try {
      const who = await signUpCookie(first.origin, 'two_door_writer');
      const bytes = await photo(32, 32);
      const statuses = [
        (await upload(first.origin, who, bytes)).status,
        (await upload(second.origin, who, bytes)).status,
        (await upload(first.origin, who, bytes)).status,
        (await upload(second.origin, who, bytes)).status,
      ];
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('takes a place in the processing queue before reading a body, and refuses a full queue unread', async () => {
    const queued = await startTestServer();
    try {
      // The queue holds one image in work and four waiting (media/uploadLimits.ts), one a user.
      const cookies = [];
      for (let i = 0; i < 6; i++) cookies.push(await signUpCookie(queued.origin, `queued_${i}`));
      const bytes = await photo(64, 64);
      const held = cookies.map((who) => heldUpload(queued.origin, who, bytes));
      // One is answered while every body is still held (whichever came sixth): refused unread.
      const first = await Promise.race(
        held.map((upload, index) => upload.answer.then((answer) => ({ answer, index }))),
      );
      expect(first.answer.status).toBe(429);
      expect(JSON.parse(first.answer.body).error.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(first.answer.headers['retry-after'])).toBeGreaterThan(0);
      const placed = held.filter((_, index) => index !== first.index);
      const placedCookies = cookies.filter((_, index) => index !== first.index);
      // A second upload by a user whose first is arriving is refused the same way.
      const second = heldUpload(queued.origin, placedCookies[0]!, bytes);
      expect((await second.answer).status).toBe(429);
      for (const upload of placed) upload.finish();
      const answers = await Promise.all(placed.map((upload) => upload.answer));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      // Every place was given back.
      expect((await upload(queued.origin, cookies[first.index]!, bytes)).status).toBe(201);
    } finally {
      await queued.close();
    }
  });

  it('refuses a 27 KB GIF of 65,535 × 600 from its header, without decoding it', async () => {
    const bomb = await flatGif(65535, 600);
    expect(bomb.length).toBeLessThan(30_000);
    expect(65535 * 600).toBeGreaterThan(MAX_GIF_PIXELS);
    const before = process.memoryUsage().rss;
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const answer = await upload(server.origin, cookie, bomb, { 'content-type': 'image/gif' });
    clearInterval(watch);
    expect([answer.status, answer.json.error]).toEqual([
      413,
      {
        code: 'PAYLOAD_TOO_LARGE',
        message:
          'This GIF is 65535 × 600 pixels; a GIF may be at most 10 megapixels and 16,384 pixels ' +
          'on a side. Save it as a PNG or JPEG to upload it larger.',
      },
    ]);
    // Decoded, it took 402 MB (the server runs in this process).
    const grewMb = (peak - before) / 2 ** 20;
    process.stderr.write(`GIF bomb: RSS grew ${grewMb.toFixed(1)} MB\n`);
    expect(grewMb).toBeLessThan(50);
  });

  it('answers QUOTA_EXCEEDED when the user’s images would pass the quota', async () => {
    const small = await startTestServer({ uploadLimits: { quotaBytes: 2000 } });
    try {
      const who = await signUpCookie(small.origin, 'full_writer');
      const answer = await upload(small.origin, who, await photo(400, 300));
      expect([answer.status, answer.json.error?.code]).toEqual([403, 'QUOTA_EXCEEDED']);
      expect(await storedFiles(small)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
