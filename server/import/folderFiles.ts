import fs from 'node:fs';
import path from 'node:path';
import { type ArchiveFile, type ArchiveLimits, ArchiveRefusal, ByteBudget } from './archiveLimits';

// A folder's files one at a time, under the same bounds as a zip's (archiveLimits.ts). A
// symbolic link is refused, not followed: it could name any file on the machine.

/** Every file under `root` (sorted by path, so a report reads the same each time). */
export async function* folderFiles(
  root: string,
  limits: ArchiveLimits,
): AsyncGenerator<ArchiveFile> {
  let entries = 0;
  let spent = 0;
  async function* walk(dir: string, prefix: string): AsyncGenerator<ArchiveFile> {
    const names = (await fs.promises.readdir(dir)).sort();
    for (const name of names) {
      entries += 1;
      if (entries > limits.maxEntries) {
        throw new ArchiveRefusal(`it holds more than ${limits.maxEntries} entries`);
      }
      const full = path.join(dir, name);
      const relative = prefix + name;
      const stat = await fs.promises.lstat(full);
      if (stat.isSymbolicLink())
        throw new ArchiveRefusal(`${JSON.stringify(relative)} is a symbolic link`);
      if (stat.isDirectory()) {
        yield* walk(full, `${relative}/`);
        continue;
      }
      if (!stat.isFile())
        throw new ArchiveRefusal(`${JSON.stringify(relative)} is not a plain file`);
      const budget = new ByteBudget(relative, limits, spent);
      const chunks: Buffer[] = [];
      for await (const chunk of fs.createReadStream(full)) {
        budget.take(chunk as Buffer);
        chunks.push(chunk as Buffer);
      }
      const bytes = Buffer.concat(chunks);
      spent += bytes.length;
      yield { name: relative, bytes };
    }
  }
  yield* walk(root, '');
}
