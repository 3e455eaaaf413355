import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Recompiles Relay artifacts when src/ or the schema changes, for `npm run dev`.
 * relay-compiler's own --watch needs a recent watchman, and Debian's (4.9)
 * rejects the queries relay-compiler 21 sends; Node's recursive fs.watch does
 * the job with nothing to install.
 */
const root = path.resolve(__dirname, '..');
const compiler = path.join(root, 'node_modules', '.bin', 'relay-compiler');
let timer: NodeJS.Timeout | undefined;
let running = false;
let again = false;

function compile(): void {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const child = spawn(compiler, [], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_NO_WATCHMAN: '1' },
  });
  child.on('exit', () => {
    running = false;
    if (again) {
      again = false;
      compile();
    }
  });
}

function schedule(file: string | null): void {
  if (file && !/\.(tsx?|graphql)$/.test(file)) return;
  clearTimeout(timer);
  timer = setTimeout(compile, 150);
}

fs.watch(path.join(root, 'src'), { recursive: true }, (_event, file) => schedule(file));
fs.watch(path.join(root, 'schema'), (_event, file) => schedule(file));
compile();
