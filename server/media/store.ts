import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where renditions live. The one door callers use, so that object storage can replace the
 * folder later without touching them. Names are the flat ones of server/media/names.ts.
 */
export interface MediaStore {
  /** Whether a file of this name is stored. */
  has(name: string): Promise<boolean>;
  /** Stores the bytes under the name, all or nothing; a name already stored is left as is. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes as a stream and their length, or null when it is not stored. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Every stored name, in name order (db:export). */
  list(): AsyncIterable<string>;
}

/** Safe as a path segment: what names.ts makes and nothing that could climb out of the folder. */
const SAFE_NAME = /^[0-9a-z]+(?:-[0-9a-z]+)*\.[a-z]+$/;

/** A folder on disk (FOLIO_MEDIA_DIR; data/media/ beside the database by default). */
export class DirectoryMediaStore implements MediaStore {
  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  async has(name: string): Promise<boolean> {
    return fs.promises.access(this.file(name)).then(
      () => true,
      () => false,
    );
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const target = this.file(name);
    if (await this.has(name)) return;
    // Written beside the target and renamed over it: a reader sees the whole file or none, even
    // if the server dies mid-write; the name starts with a dot so no URL can reach a temp file.
    const temp = path.join(this.dir, `.${crypto.randomUUID()}.tmp`);
    const handle = await fs.promises.open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await fs.promises.rename(temp, target);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async open(name: string): Promise<{ stream: Readable; size: number } | null> {
    const file = this.file(name);
    const handle = await fs.promises.open(file, 'r').catch(() => null);
    if (!handle) return null;
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size };
  }

  async *list(): AsyncIterable<string> {
    const names = await fs.promises.readdir(this.dir);
    // Temp files start with a dot and fail the name rule: only finished files are listed.
    for (const name of names.sort()) if (name.length <= 100 && SAFE_NAME.test(name)) yield name;
  }

  private file(name: string): string {
    if (name.length > 100 || !SAFE_NAME.test(name)) throw new Error(`Unsafe media name ${name}`);
    return path.join(this.dir, name);
  }
}
