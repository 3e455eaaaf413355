import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { negotiateEncoding } from './negotiateEncoding';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Precompressed siblings, by the names the build writes (webpack.config.js) and
 * @fastify/static's `preCompressed` reads, in order of preference.
 */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;
type Coding = (typeof ENCODINGS)[number]['coding'];

interface Variant {
  body: Buffer;
  etag: string;
}

interface StaticFile {
  type: string;
  cacheControl: string;
  identity: Variant;
  encoded: Partial<Record<Coding, Variant>>;
  /** The codings of `encoded`, brotli first. */
  codings: Coding[];
}

export interface StaticSiteOptions {
  /** Folder whose files are served, read once at start-up. */
  root: string;
  /** URL prefix the folder is mounted at, e.g. '/media/' ('/' for the client). */
  mount: string;
  /** Cache-Control for a file: hashed assets may be cached for a year. */
  cacheControl(urlPath: string): string;
  /** File served for any other path under the mount that is not an asset (history fallback). */
  fallback?: string;
}

/**
 * Serves a folder from memory. The folders are small (the client bundle, demo
 * images) and never change while the server runs, so reading them once
 * removes all per-request file system work and any path traversal risk: a URL
 * can only ever name a file that was in the folder at start-up.
 *
 * Nothing is compressed here: a file's `.br` and `.gz` siblings, written by the
 * build, are sent to clients that accept them, and a file without siblings is
 * sent as it is (brotli at max quality took 2.9 s of blocked event loop for a
 * 2.5 MB file). Source maps are never served: the build keeps them beside the
 * chunks for local debugging only.
 */
export class StaticSite {
  private readonly files = new Map<string, StaticFile>();

  constructor(private readonly options: StaticSiteOptions) {
    const paths = listFiles(options.root).filter((file) => !isSourceMap(file));
    const onDisk = new Set(paths);
    const isSibling = (file: string) =>
      ENCODINGS.some(
        ({ suffix }) => file.endsWith(suffix) && onDisk.has(file.slice(0, -suffix.length)),
      );
    for (const file of paths) {
      if (isSibling(file)) continue;
      const relative = path.relative(options.root, file).split(path.sep).join('/');
      const urlPath = options.mount + relative;
      const encoded: StaticFile['encoded'] = {};
      for (const { coding, suffix } of ENCODINGS) {
        if (onDisk.has(file + suffix)) encoded[coding] = readVariant(file + suffix);
      }
      this.files.set(urlPath, {
        type: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        cacheControl: options.cacheControl(urlPath),
        identity: readVariant(file),
        encoded,
        codings: ENCODINGS.map((e) => e.coding).filter((coding) => encoded[coding]),
      });
    }
  }

  /** True when `urlPath` is answered with the fallback page: an app route, not a file. */
  isFallback(urlPath: string): boolean {
    return Boolean(this.options.fallback) && !this.files.has(urlPath) && !looksLikeAsset(urlPath);
  }

  /**
   * The answer to a GET or HEAD of `urlPath` under the mount point: the file
   * in the encoding the client takes best, a 304 when its copy is current,
   * the fallback page for an app route, or null when there is no such file.
   */
  answer(urlPath: string, headers: IncomingHttpHeaders): StaticAnswer | null {
    let file = this.files.get(urlPath);
    if (!file && this.options.fallback && !looksLikeAsset(urlPath)) {
      file = this.files.get(this.options.mount + this.options.fallback);
    }
    if (!file) return null;
    const coding = negotiateEncoding(headers['accept-encoding'], file.codings);
    const variant = coding ? file.encoded[coding]! : file.identity;
    // A cache must not hand one client's brotli to another that only takes gzip.
    const cacheHeaders = {
      etag: variant.etag,
      'cache-control': file.cacheControl,
      vary: 'accept-encoding',
    };
    if (matchesEtag(headers['if-none-match'], variant.etag)) {
      return { status: 304, headers: cacheHeaders, body: null };
    }
    return {
      status: 200,
      headers: {
        ...cacheHeaders,
        'content-type': file.type,
        ...(coding ? { 'content-encoding': coding } : {}),
      },
      body: variant.body,
    };
  }
}

export interface StaticAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * A path whose last segment has an extension names a file: when it is missing
 * the answer is a real 404, not the app's page (a stale chunk must fail loudly).
 * App routes never end in an extension (slugs, handles and tags have no dots).
 */
function looksLikeAsset(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** `x.js.map`, or a compressed copy of one. */
function isSourceMap(file: string): boolean {
  const plain = ENCODINGS.reduce(
    (name, { suffix }) => (name.endsWith(suffix) ? name.slice(0, -suffix.length) : name),
    file,
  );
  return path.extname(plain).toLowerCase() === '.map';
}

/** Each variant has its own ETag: the bytes differ, so must the validators. */
function readVariant(file: string): Variant {
  const body = fs.readFileSync(file);
  return { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
}

/** If-None-Match compares weakly and may list several tags, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === `W/${etag}`);
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
