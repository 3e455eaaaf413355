// A worker thread's own CPU time, read from either side: Linux keeps it per thread in
// /proc/<pid>/task/<tid>/schedstat, which the thread finds (`threadCpuTimeFile`) and the event
// loop reads (`threadClock`). Budgets measured in it are the thread's work, whatever else the
// machine is doing: a busy moment makes a render wait, not fail.
import fs from 'node:fs';

/** This thread's schedstat file, or null where there is none (not Linux). */
export function threadCpuTimeFile(): string | null {
  try {
    const file = `/proc/${fs.readlinkSync('/proc/thread-self')}/schedstat`;
    fs.readFileSync(file);
    return file;
  } catch {
    return null;
  }
}

const wallClock = () => performance.timeOrigin + performance.now();

/**
 * A clock in milliseconds: the CPU time in `file` (a thread's), Infinity once it cannot be read
 * (the thread is gone); without a file, the wall clock (the same in every thread).
 */
export function threadClock(file: string | null): () => number {
  if (!file) return wallClock;
  return () => {
    try {
      return Number(fs.readFileSync(file, 'latin1').split(' ')[0]) / 1e6;
    } catch {
      return Infinity;
    }
  };
}
