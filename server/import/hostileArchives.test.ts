import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { UserRow } from '../db/rows';
import { tempStore, type TestStore } from '../testing/testStore';
import { ARCHIVE_LIMITS, type ArchiveLimits } from './archiveLimits';
import { importMarkdown } from './markdownImport';

// Hostile archives (issue 30 item 7) on the engine under test: each zip is written byte by
// byte here (PKWARE's APPNOTE.TXT, sections 4.3.7 local header, 4.3.12 central directory,
// 4.3.16 end record), since no zip writer makes a lying or escaping entry, and each must be
// refused with a clear error and nothing written, though a good post comes first.

interface HandEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  /** Unix mode bits (a symbolic link: 0o120777). */
  mode?: number;
  /** The uncompressed size the headers claim, when it is a lie. */
  declaredSize?: number;
}

function handZip(entries: HandEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.deflate ? zlib.deflateRawSync(entry.data) : entry.data;
    const crc = zlib.crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const GOOD: HandEntry = { name: 'good.md', data: Buffer.from('---\ntitle: Good\n---\nFine.\n') };

let t: TestStore;
let editor: UserRow;
let folder: string;

beforeAll(async () => {
  t = await tempStore();
  editor = await t.createUser('importer', 'EDITOR');
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-hostile-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

let zips = 0;
async function refused(source: Buffer | string, limits: Partial<ArchiveLimits> = {}) {
  let file = source as string;
  if (Buffer.isBuffer(source)) {
    file = path.join(folder, `hostile-${(zips += 1)}.zip`);
    fs.writeFileSync(file, source);
  }
  const options = {
    importerId: editor.id,
    dryRun: false,
    now: '2026-11-27T12:00:00.000Z',
    limits: { ...ARCHIVE_LIMITS, ...limits },
  };
  const error = await importMarkdown(t.store, file, options).then(
    () => null,
    (e: Error) => e.message,
  );
  expect(await t.count(`SELECT COUNT(*) FROM articles`)).toBe(0);
  return error;
}

test('entries that climb out or are absolute are refused', async () => {
  const escape = { name: '../outside.md', data: GOOD.data };
  expect(await refused(handZip([GOOD, escape]))).toMatch(
    /^The archive was refused: .*invalid relative path: \.\.\/outside\.md.*Nothing was imported\.$/,
  );
  const absolute = { name: '/etc/cron.d/x.md', data: GOOD.data };
  expect(await refused(handZip([GOOD, absolute]))).toMatch(/refused: .*absolute path/);
  const windows = { name: 'C:\\x.md', data: GOOD.data };
  expect(await refused(handZip([GOOD, windows]))).toMatch(/refused: /);
});

test('a symbolic link is refused, in a zip and in a folder', async () => {
  const link = { name: 'passwd.md', data: Buffer.from('/etc/passwd'), mode: 0o120777 };
  expect(await refused(handZip([GOOD, link]))).toMatch(/"passwd\.md" is a symbolic link/);
  const dir = fs.mkdtempSync(path.join(folder, 'linked-'));
  fs.writeFileSync(path.join(dir, 'a-good.md'), GOOD.data);
  fs.symlinkSync('/etc/passwd', path.join(dir, 'b-passwd.md'));
  expect(await refused(dir)).toMatch(/"b-passwd\.md" is a symbolic link/);
});

test('zip bombs: by ratio, by a size the headers lie about, by total bytes', async () => {
  const zeros = Buffer.alloc(4 * 1024 * 1024);
  const bomb = { name: 'bomb.md', data: zeros, deflate: true };
  expect(await refused(handZip([GOOD, bomb]))).toMatch(/"bomb\.md" expands \d+ times/);
  expect(await refused(handZip([GOOD, bomb]), { maxEntryBytes: 1024 * 1024 })).toMatch(
    /"bomb\.md" is larger than 1048576 bytes/,
  );
  // Headers that claim 100 bytes: the inflated stream is stopped past them.
  const liar = { ...bomb, declaredSize: 100 };
  expect(await refused(handZip([GOOD, liar]))).toMatch(/refused: .*too many bytes/);
  const many = [GOOD, ...[1, 2, 3].map((n) => ({ name: `p${n}.md`, data: Buffer.alloc(600, 97) }))];
  expect(await refused(handZip(many), { maxTotalBytes: 1500 })).toMatch(
    /its files hold more than 1500 bytes/,
  );
});

test('too many entries, and an enormous line, are refused', async () => {
  const entries = [1, 2, 3, 4].map((n) => ({ name: `p${n}.md`, data: GOOD.data }));
  expect(await refused(handZip(entries), { maxEntries: 3 })).toMatch(
    /holds 4 entries, more than 3/,
  );
  const line = { name: 'line.md', data: Buffer.from(`---\ntitle: x\n---\n${'y'.repeat(5000)}`) };
  expect(await refused(handZip([GOOD, line]), { maxLineBytes: 4096 })).toMatch(
    /"?line\.md"? has a line longer than 4096 bytes/,
  );
});

test('what is not a folder or a zip, or not a zip inside, is refused', async () => {
  const notZip = path.join(folder, 'not.zip');
  fs.writeFileSync(notZip, 'PK but not really');
  expect(await refused(notZip)).toMatch(/refused: it is not a zip Folio can read safely/);
  expect(await refused(path.join(folder, 'missing'))).toMatch(/neither a folder nor a \.zip/);
});

test("a YAML alias bomb in one file's front matter skips that file only", async () => {
  const laughs = [
    'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
    ...'bcdefgh'.split('').map((n, i) => `${n}: &${n} [${Array(9).fill(`*${'abcdefg'[i]}`)}]`),
  ].join('\n');
  const bomb = { name: 'laughs.md', data: Buffer.from(`---\n${laughs}\n---\nBody\n`) };
  const file = path.join(folder, 'laughs.zip');
  fs.writeFileSync(file, handZip([GOOD, bomb]));
  const options = { importerId: editor.id, dryRun: true, now: '2026-11-27T12:00:00.000Z' };
  const report = await importMarkdown(t.store, file, options);
  const laughed = report.entries.find((e) => e.sourceId === 'laughs.md')!;
  expect([laughed.action, laughed.reason]).toEqual(['skipped', expect.stringMatching(/not YAML/)]);
  expect(report.entries.find((e) => e.sourceId === 'good')?.action).toBe('created');
});
