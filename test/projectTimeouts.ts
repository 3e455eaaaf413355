import path from 'node:path';

// How long a test may take before it fails, where jest's 5 s is too short for what every suite
// of a project does (jest's own testTimeout is the whole run's, not a project's). A suite that
// needs more still says so, and why, with jest.setTimeout.
const ROOT = path.resolve(__dirname, '..');
const TIMEOUTS: [folder: string, ms: number][] = [
  // A test drives Chromium against a real server, both on a 2-core machine shared with a
  // second worker: minutes, not seconds, before a wait that never ends is called a failure.
  ['test/browser', 240_000],
  // Server processes, many at once, driven for seconds.
  ['test/load', 180_000],
  // Real servers, PostgreSQL databases, worker threads and scrypt hashes.
  ['server', 60_000],
  // Screens in jsdom, typed into by user-event keystroke by keystroke: 1-2 s alone, and more than
  // jest's 5 s when CI's two workers share the cores with PostgreSQL (the editor's suite, CI).
  ['src', 30_000],
];

const suite = path.relative(ROOT, expect.getState().testPath ?? '');
const timeout = TIMEOUTS.find(([folder]) => suite.startsWith(folder + path.sep));
if (timeout) jest.setTimeout(timeout[1]);
