// Doors for the upload tests: a signed-in browser against a real server, and real image files
// made with sharp.
import http from 'node:http';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Signs a new user up over HTTP and returns their session cookie. */
export async function signUpCookie(origin: string, handle: string): Promise<string> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: SignUpInput!) { signUp(input: $input) { viewer { id } } }`,
      variables: { input: { handle, name: `Writer ${handle}`, password: 'correct horse battery' } },
    }),
  });
  const cookie = res.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0]!;
}

export interface UploadAnswer {
  status: number;
  headers: Headers;
  json: {
    image?: {
      id: string;
      url: string;
      width: number;
      height: number;
      placeholder: string;
      variants: { url: string; width: number; height: number; format: string }[];
    };
    error?: { code: string; message: string };
  };
}

/** POSTs bytes to /media as the app does (same origin, an image type); '' drops a header. */
export async function upload(
  origin: string,
  cookie: string | null,
  bytes: Buffer,
  headers: Record<string, string> = {},
): Promise<UploadAnswer> {
  const res = await fetch(`${origin}/media`, {
    method: 'POST',
    headers: Object.fromEntries(
      Object.entries({
        'content-type': 'image/png',
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
        ...headers,
      }).filter(([, value]) => value !== ''),
    ),
    body: new Uint8Array(bytes),
  });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

/** A noisy photo-like JPEG (noise so that it does not compress to nothing). */
export async function photo(width: number, height: number, seed = 1): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (i % 3) * 60 + (x >> 24);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A PNG with its IHDR rewritten to declare another size (and a valid CRC): a bomb's header. */
export function pngDeclaring(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(zlib.crc32(out.subarray(12, 29)), 29);
  return out;
}

/**
 * A GIF of one flat colour, `width` × `height`: LZW packs it to a few KB however large it
 * declares itself (65,535 × 600 is 27 KB), so it is a decompression bomb that is a real image.
 */
export function flatGif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .gif()
    .toBuffer();
}

/** An upload whose body is sent in part and held until `finish()` (or dropped by `abort()`). */
export interface HeldUpload {
  /** The server's answer: it may come while the body is still held. */
  answer: Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
  finish(): void;
  abort(): void;
}

/** Starts an upload of `bytes`, declaring their length, and sends only its first half. */
export function heldUpload(origin: string, cookie: string, bytes: Buffer): HeldUpload {
  const req = http.request(`${origin}/media`, {
    method: 'POST',
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(bytes.length),
      'sec-fetch-site': 'same-origin',
      cookie,
    },
  });
  const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
    },
  );
  const half = Math.floor(bytes.length / 2);
  req.write(bytes.subarray(0, half));
  return {
    answer,
    finish: () => req.end(bytes.subarray(half)),
    abort: () => req.destroy(),
  };
}
