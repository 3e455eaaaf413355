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
 * Per-user upload starts in a sliding window, in memory: a restart forgets them, which costs a
 * writer nothing and an abuser one window. Returns the seconds to wait, or 0 when admitted.
 */
export class UploadRate {
  private readonly starts = new Map<number, number[]>();

  constructor(private readonly limits: Pick<UploadLimits, 'perWindow' | 'windowMs'>) {}

  admit(userId: number, now: number): number {
    const since = now - this.limits.windowMs;
    const recent = (this.starts.get(userId) ?? []).filter((at) => at > since);
    if (recent.length >= this.limits.perWindow) {
      this.starts.set(userId, recent);
      return Math.max(1, Math.ceil((recent[0]! - since) / 1000));
    }
    recent.push(now);
    this.starts.set(userId, recent);
    // Keeps the map from holding every user who ever uploaded.
    if (this.starts.size > 10_000) {
      for (const [key, list] of this.starts)
        if (list.every((at) => at <= since)) this.starts.delete(key);
    }
    return 0;
  }
}

/**
 * Decoding and encoding take a core for a second or more: one image at a time, a few waiting,
 * one per user, so that uploads cannot starve the requests the server answers meanwhile.
 */
export function uploadWorkLimiter(): WorkLimiter {
  return new WorkLimiter({ concurrency: 1, queue: 4, perKey: 1 });
}
