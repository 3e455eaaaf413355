import http from 'node:http';
import zlib from 'node:zlib';

export interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: node:http, unlike fetch, does not decompress them. */
  body: Buffer;
}

/** POSTs a GraphQL query with node:http, which shows the compressed bytes that fetch would hide. */
export function rawPost(
  endpoint: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      endpoint,
      {
        method: 'POST',
        headers: {
          accept: 'application/graphql-response+json',
          'content-type': 'application/json',
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

/** A body sent in `coding` ('identity' for none), as the client reads it. */
export function decodeBody(coding: string, body: Buffer): Buffer {
  if (coding === 'br') return zlib.brotliDecompressSync(body);
  if (coding === 'gzip') return zlib.gunzipSync(body);
  return body;
}
