import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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

/** Types worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  gzip?: Buffer;
  br?: Buffer;
}

export interface StaticSiteOptions {
  /** Folder whose files are served, read once at start-up. */
  root: string;
  /** URL prefix the folder is mounted at, e.g. '/media/' ('/' for the client). */
  mount: string;
  /** Cache-Control for a file: hashed assets may be cached for a year. */
  cacheControl(urlPath: string): string;
  /** File served for any other GET path that is not an asset (history fallback). */
  fallback?: string;
}

/**
 * Serves a folder from memory. The folders are small (the client bundle, demo
 * images) and never change while the server runs, so reading them once
 * removes all per-request file system work and any path traversal risk: a URL
 * can only ever name a file that was in the folder at start-up. Compressed
 * variants are made on first request and kept.
 */
export class StaticSite {
  private readonly files = new Map<string, StaticFile>();

  constructor(private readonly options: StaticSiteOptions) {
    for (const file of listFiles(options.root)) {
      const relative = path.relative(options.root, file).split(path.sep).join('/');
      const urlPath = options.mount + relative;
      const body = fs.readFileSync(file);
      this.files.set(urlPath, {
        body,
        type: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
        cacheControl: options.cacheControl(urlPath),
      });
    }
  }

  /** Whether the folder has a file for this URL path. */
  has(urlPath: string): boolean {
    return this.files.has(urlPath);
  }

  /**
   * Answers GET and HEAD under the mount point. Returns false when the request
   * is not this site's to answer (another prefix, another method).
   */
  handle(req: IncomingMessage, res: ServerResponse, urlPath: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!urlPath.startsWith(this.options.mount)) return false;
    let file = this.files.get(urlPath);
    if (!file && this.options.fallback && !looksLikeAsset(urlPath)) {
      file = this.files.get(this.options.mount + this.options.fallback);
    }
    if (!file) {
      res.writeHead(404, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
      return true;
    }
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, { etag: file.etag, 'cache-control': file.cacheControl });
      res.end();
      return true;
    }
    const encoding = pickEncoding(req, file);
    const body =
      encoding === 'br'
        ? compressed(file, 'br')
        : encoding === 'gzip'
          ? compressed(file, 'gzip')
          : file.body;
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      etag: file.etag,
      'cache-control': file.cacheControl,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
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

function pickEncoding(req: IncomingMessage, file: StaticFile): 'br' | 'gzip' | null {
  if (file.body.length < MIN_COMPRESS_BYTES || !COMPRESSIBLE.test(file.type)) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function compressed(file: StaticFile, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    file.br ??= zlib.brotliCompressSync(file.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    return file.br;
  }
  file.gzip ??= zlib.gzipSync(file.body, { level: 9 });
  return file.gzip;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
