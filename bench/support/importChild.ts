// One import in a process of its own, for the import section (bench/importWordpress.ts): its
// time and the process's peak RSS, printed as one JSON line. Usage: tsx importChild.ts WXR DB
import { openStore } from '../../server/db/openStore';
import { importWordpress } from '../../server/import/wordpressImport';

async function main(): Promise<void> {
  const [wxr, file] = process.argv.slice(2);
  const store = await openStore({ dialect: 'sqlite', file: file! }, { seed: 'none' });
  try {
    const now = new Date().toISOString();
    const editor = await store.users.insertUser({
      handle: 'bench_editor',
      name: 'Bench Editor',
      role: 'EDITOR',
      passwordHash: '',
      createdAt: now,
    });
    const started = performance.now();
    const report = await importWordpress(store, wxr!, {
      importerId: editor!.id,
      dryRun: false,
      now,
    });
    const ms = performance.now() - started;
    const created = report.entries.filter((entry) => entry.action === 'created').length;
    // maxRSS is in kilobytes on Linux.
    const peakMb = process.resourceUsage().maxRSS / 1024;
    process.stdout.write(`${JSON.stringify({ ms, peakMb, created })}\n`);
  } finally {
    await store.close();
  }
}

void main();
