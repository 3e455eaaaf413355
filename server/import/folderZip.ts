import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';

// The importers' tests (and the Import screen's): a fixture folder as the zip a platform's
// export arrives as.

/** Every file under `dir` in a zip, named by its path inside `dir`. */
export function folderZip(dir: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const add = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const name = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) add(name);
      else zip.addFile(path.join(dir, name), name);
    }
  };
  add('');
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
