// What an archive (a zip or a folder) may hold before an import refuses it whole (issue 30
// "Hostile archives"): each bound is checked while reading, before anything is written, so a
// zip bomb, a million entries or one enormous line costs what these allow and no more.

export interface ArchiveLimits {
  /** Entries (files and folders) in the archive. */
  maxEntries: number;
  /** Bytes of one file once uncompressed. */
  maxEntryBytes: number;
  /** Bytes of every file together once uncompressed. */
  maxTotalBytes: number;
  /** Uncompressed over compressed size, for a file of more than `ratioFloor` bytes. */
  maxRatio: number;
  ratioFloor: number;
  /** Bytes between two line breaks. */
  maxLineBytes: number;
}

/**
 * The command line's bounds. A file may be as large as one upload (10 MiB: an image); a body is
 * at most 100,000 characters anyway (schema/rules.ts). 100 MiB is thousands of posts.
 */
export const ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 20_000,
  maxEntryBytes: 10 * 1024 * 1024,
  maxTotalBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  ratioFloor: 64 * 1024,
  maxLineBytes: 256 * 1024,
};

/** An archive refused whole: what was wrong, in words for whoever runs the import. */
export class ArchiveRefusal extends Error {
  constructor(problem: string) {
    super(`The archive was refused: ${problem}. Nothing was imported.`);
  }
}

/** One file of an archive, as read within the limits. */
export interface ArchiveFile {
  /** Its path inside the archive, with '/' between folders. */
  name: string;
  bytes: Buffer;
}

/**
 * Counts an entry's bytes as they arrive, refusing past the entry's or the archive's bound
 * or a line longer than the limit; `spent` is what earlier files took.
 */
export class ByteBudget {
  private bytes = 0;
  private line = 0;

  constructor(
    private readonly name: string,
    private readonly limits: ArchiveLimits,
    private readonly spent: number,
  ) {}

  take(chunk: Buffer): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limits.maxEntryBytes) {
      throw new ArchiveRefusal(`${this.name} is larger than ${this.limits.maxEntryBytes} bytes`);
    }
    if (this.spent + this.bytes > this.limits.maxTotalBytes) {
      throw new ArchiveRefusal(`its files hold more than ${this.limits.maxTotalBytes} bytes`);
    }
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      this.line += end - start;
      this.checkLine();
      this.line = 0;
      start = end + 1;
    }
    this.line += chunk.length - start;
    this.checkLine();
  }

  private checkLine(): void {
    if (this.line > this.limits.maxLineBytes) {
      throw new ArchiveRefusal(
        `${this.name} has a line longer than ${this.limits.maxLineBytes} bytes`,
      );
    }
  }
}

/** Whether a path inside an archive is one Folio reads; a reason when it is refused. */
export function entryPathProblem(name: string): string | null {
  if (name.includes('\\')) return `${JSON.stringify(name)} has a backslash in its path`;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name))
    return `${JSON.stringify(name)} is an absolute path`;
  if (name.split('/').some((segment) => segment === '..')) {
    return `${JSON.stringify(name)} climbs out of the archive ("..")`;
  }
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f]/.test(name)) return `${JSON.stringify(name)} has a control character`;
  return null;
}
