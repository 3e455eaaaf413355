import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportedPost } from '../domain/imports';

// The posts an importer has read, kept in a temp file (one JSON line each) rather than in
// memory, and read back synchronously, one at a time, inside the import's transaction (on
// SQLite that transaction is synchronous): an import's memory stays flat whatever its size.

/** Bytes gathered before a write, and read per chunk. */
const CHUNK = 1 << 20;

export class PostSpool implements Iterable<ImportedPost> {
  /** The import's own temp folder (removed by close). */
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-import-'));
  private readonly file = path.join(this.dir, 'posts.jsonl');
  private readonly fd = fs.openSync(this.file, 'w+');
  private pending = '';
  size = 0;

  add(post: ImportedPost): void {
    this.pending += `${JSON.stringify(post)}\n`;
    this.size += 1;
    if (this.pending.length >= CHUNK) this.flush();
  }

  private flush(): void {
    if (this.pending) fs.writeSync(this.fd, this.pending);
    this.pending = '';
  }

  *[Symbol.iterator](): Iterator<ImportedPost> {
    this.flush();
    const buffer = Buffer.alloc(CHUNK);
    let position = 0;
    let rest = Buffer.alloc(0);
    for (;;) {
      const read = fs.readSync(this.fd, buffer, 0, CHUNK, position);
      if (read === 0) break;
      position += read;
      let bytes = Buffer.concat([rest, buffer.subarray(0, read)]);
      for (let end = bytes.indexOf(10); end !== -1; end = bytes.indexOf(10)) {
        yield JSON.parse(bytes.subarray(0, end).toString('utf8')) as ImportedPost;
        bytes = bytes.subarray(end + 1);
      }
      rest = Buffer.from(bytes);
    }
  }

  /** Removes the file; the spool is unusable afterwards. */
  close(): void {
    fs.closeSync(this.fd);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
