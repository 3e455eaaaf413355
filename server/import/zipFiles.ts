import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  type ArchiveFile,
  type ArchiveLimits,
  ArchiveRefusal,
  ByteBudget,
  entryPathProblem,
} from './archiveLimits';

// A zip's files one at a time (yauzl reads the central directory, then each entry as a stream
// on demand): never the whole archive in memory, and every bound of archiveLimits.ts checked
// before a byte is kept. yauzl itself checks each entry's bytes against its declared size
// and refuses absolute and `..` paths; its words are passed on as the refusal's reason.

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function open(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: true },
      (error, zip) => (error ? reject(refusal(error)) : resolve(zip)),
    );
  });
}

function refusal(error: Error): Error {
  return error instanceof ArchiveRefusal
    ? error
    : new ArchiveRefusal(`it is not a zip Folio can read safely (${error.message})`);
}

/** The next entry, or null at the end. */
function next(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve) => {
    const onEntry = (entry: Entry) => {
      zip.off('end', onEnd);
      resolve(entry);
    };
    const onEnd = () => {
      zip.off('entry', onEntry);
      resolve(null);
    };
    zip.once('entry', onEntry);
    zip.once('end', onEnd);
    zip.readEntry();
  });
}

function entryProblem(entry: Entry, limits: ArchiveLimits): string | null {
  const name = entry.fileName;
  const path = entryPathProblem(name);
  if (path) return path;
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
    return `${JSON.stringify(name)} is a symbolic link`;
  }
  if (entry.isEncrypted()) return `${JSON.stringify(name)} is encrypted`;
  if (entry.uncompressedSize > limits.maxEntryBytes) {
    return `${JSON.stringify(name)} is larger than ${limits.maxEntryBytes} bytes`;
  }
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > limits.ratioFloor && ratio > limits.maxRatio) {
    return `${JSON.stringify(name)} expands ${Math.round(ratio)} times (a zip bomb?)`;
  }
  return null;
}

async function read(zip: ZipFile, entry: Entry, budget: ByteBudget): Promise<Buffer> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) =>
      error ? reject(refusal(error)) : resolve(opened),
    ),
  );
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) {
      budget.take(chunk as Buffer);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    (stream as unknown as { destroy(): void }).destroy();
    throw refusal(error as Error);
  }
  return Buffer.concat(chunks);
}

/** Every file of the zip at `file` (folders left out), each within `limits`. */
export async function* zipFiles(file: string, limits: ArchiveLimits): AsyncGenerator<ArchiveFile> {
  const zip = await open(file);
  const failed = new Promise<never>((_, reject) =>
    zip.once('error', (e: Error) => reject(refusal(e))),
  );
  failed.catch(() => {});
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new ArchiveRefusal(
        `it holds ${zip.entryCount} entries, more than ${limits.maxEntries}`,
      );
    }
    let spent = 0;
    for (;;) {
      const entry = await Promise.race([next(zip), failed]);
      if (!entry) return;
      const problem = entryProblem(entry, limits);
      if (problem) throw new ArchiveRefusal(problem);
      if (entry.fileName.endsWith('/')) continue;
      const bytes = await Promise.race([
        read(zip, entry, new ByteBudget(entry.fileName, limits, spent)),
        failed,
      ]);
      spent += bytes.length;
      yield { name: entry.fileName, bytes };
    }
  } finally {
    zip.close();
  }
}
