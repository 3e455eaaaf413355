import { tempDatabase } from '../../testing/harness';

test('every connection the app opens syncs the WAL at each commit, so an acknowledged write survives a power loss', () => {
  // NORMAL (1) survives a crash of the process but may lose the last commits
  // to a power loss; FULL (2) does not. bench/durability.ts measures the cost.
  const t = tempDatabase();
  try {
    expect(t.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(t.db.pragma('synchronous', { simple: true })).toBe(2);
  } finally {
    t.close();
  }
});
