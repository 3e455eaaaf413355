// POST /import: an export file as the raw body (server/http/routes/imports.ts), as POST /media
// sends an image, by XMLHttpRequest for its upload progress. The server answers the report.

/** The formats the server reads, as POST /import names them. */
export type ImportFormat = 'ghost' | 'wordpress' | 'medium' | 'substack' | 'markdown';

export interface ImportEntry {
  sourceId: string;
  title: string;
  action: 'created' | 'updated' | 'skipped';
  reason: string | null;
}

/** What an import did, or on a dry run would do (domain/imports.ts's report). */
export interface ImportReport {
  entries: ImportEntry[];
  accounts: string[];
  redirects: number;
  notes: string[];
  subscribers: number;
}

/** The server's largest import (the archive's bound): a larger file is refused here. */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

/** An import takes as long as its archive: minutes, not the seconds of an image. */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * Sends `file` as `format` to POST /import (a dry run when `dryRun`); `onProgress` gets the
 * percent sent. Rejects with an Error whose message can be shown as it is.
 */
export function uploadImport(
  file: Blob,
  options: {
    format: ImportFormat;
    dryRun: boolean;
    /** Fetch the posts' remote images into the media library (the server's limits apply). */
    fetchImages: boolean;
    onProgress?: (percent: number) => void;
  },
): Promise<ImportReport> {
  if (file.size > MAX_IMPORT_BYTES) {
    return Promise.reject(new Error('This file is larger than 100 MB, the most an import may be.'));
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ format: options.format });
    if (options.dryRun) query.set('dryRun', '1');
    if (options.fetchImages) query.set('fetchImages', '1');
    request.open('POST', `/import?${query}`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    request.timeout = IMPORT_TIMEOUT_MS;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.floor((event.loaded / event.total) * 100));
      }
    };
    request.onload = () => {
      const body = parse(request.responseText) as {
        report?: ImportReport;
        error?: { message?: unknown };
      } | null;
      if (request.status === 200 && body?.report) return resolve(body.report);
      const message = body?.error?.message;
      reject(
        new Error(
          typeof message === 'string'
            ? message
            : `The server could not take this file (HTTP ${request.status}): try again later.`,
        ),
      );
    };
    request.onerror = () =>
      reject(new Error('The file could not be sent: check your connection and try again.'));
    request.ontimeout = () => reject(new Error('The import took too long: try a smaller file.'));
    request.send(file);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
