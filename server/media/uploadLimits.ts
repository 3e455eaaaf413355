import { WorkLimiter } from '../auth/workLimiter';

/** What one deployment lets its writers upload; README.md lists the defaults. */
export interface UploadLimits {
  /** Bytes of one upload (the contract's 10 MB). */
  bodyBytes: number;
  /** Bytes of renditions one user's uploads may hold together (FOLIO_MEDIA_QUOTA_MB). */
  quotaBytes: number;
  /** Uploads one user may start in `windowMs`, refused ones included (they cost the same work). */
  perWindow: number;
  windowMs: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  bodyBytes: 10 * 1024 * 1024,
  quotaBytes: 200 * 1024 * 1024,
  perWindow: 30,
  windowMs: 10 * 60 * 1000,
};

/**
 * Decoding and encoding take a core for a second or more: one image at a time, a few waiting,
 * one per user, so that uploads cannot starve the requests the server answers meanwhile.
 */
export function uploadWorkLimiter(): WorkLimiter {
  return new WorkLimiter({ concurrency: 1, queue: 4, perKey: 1 });
}
