// POST /media: the one request that is not GraphQL (a body of raw image bytes; see the
// README's images section). XMLHttpRequest and not fetch: only it reports upload progress,
// which the editor's placeholder shows.

/** What POST /media answers for a stored image. */
export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
  placeholder: string;
  variants: { url: string; width: number; height: number; format: string }[];
}

/** A refusal or a failure, with a sentence for the writer. */
export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

/** The server's limit (10 MB): a larger file is refused here without sending it. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** How long an upload may take before it is given up. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Sends `file` to POST /media; `onProgress` gets the percent sent. Rejects with an
 * ImageUploadError whose message can be shown as it is.
 */
export function uploadImage(
  file: Blob,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
    return Promise.reject(
      new ImageUploadError(
        'This file is not an image Folio can show: choose a JPEG, PNG, WebP, AVIF or GIF.',
        'UNSUPPORTED_MEDIA_TYPE',
      ),
    );
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return Promise.reject(
      new ImageUploadError(
        'This image is larger than 10 MB: make it smaller.',
        'PAYLOAD_TOO_LARGE',
      ),
    );
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/media');
    request.setRequestHeader('content-type', file.type);
    request.setRequestHeader('accept', 'application/json');
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.floor((event.loaded / event.total) * 100));
      }
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === 201 && isUploaded(body)) return resolve(body.image);
      reject(refusal(request.status, body));
    };
    const failed = (message: string) => () => reject(new ImageUploadError(message, 'NETWORK'));
    request.onerror = failed('The image could not be sent: check your connection and try again.');
    request.ontimeout = failed('The image took too long to send: try again, or a smaller one.');
    request.onabort = failed('The upload was cancelled.');
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
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

function isUploaded(body: unknown): body is { image: UploadedImage } {
  const image = (body as { image?: Partial<UploadedImage> } | null)?.image;
  return typeof image?.url === 'string' && typeof image.id === 'string';
}

function refusal(status: number, body: unknown): ImageUploadError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.message === 'string' && typeof error.code === 'string') {
    return new ImageUploadError(error.message, error.code);
  }
  if (status === 401) return new ImageUploadError('Sign in again to upload images.', 'UNAUTHENTICATED'); // prettier-ignore
  return new ImageUploadError(
    `The server could not take this image (HTTP ${status}): try again later.`,
    'SERVER',
  );
}
