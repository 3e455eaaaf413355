import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staleBuildReason } from './clientBuild';
import { SERVER_ENTRIES, staleServerReason } from './serverEntries';

// `npm start` builds again exactly when the build is missing or older than a source; a project
// laid out as Folio's, in a temp folder, with times set as a checkout and a build would.

let root: string;
const HOUR = 3600_000;
const at = (file: string, time: number) => {
  const when = new Date(time);
  fs.utimesSync(path.join(root, file), when, when);
};
const write = (file: string, text: string, time: number) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  at(file, time);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-build-'));
  const sourcesAt = Date.now() - 2 * HOUR;
  for (const file of ['src/app/Header.tsx', 'schema/schema.graphql', 'package-lock.json']) {
    write(file, 'x', sourcesAt);
  }
  for (const dir of ['src/app', 'src', 'schema']) at(dir, sourcesAt);
  write('dist/index.html', '<!doctype html>', sourcesAt + HOUR);
  write('dist-server/entry-server.js', '', sourcesAt + HOUR);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a build newer than every source is served as it is', () => {
  expect(staleBuildReason(root)).toBeNull();
});

test('a missing bundle is built', () => {
  fs.rmSync(path.join(root, 'dist-server'), { recursive: true });
  expect(staleBuildReason(root)).toBe('dist-server/entry-server.js is missing');
});

test.each([
  ['an edited component', () => write('src/app/Header.tsx', 'y', Date.now())],
  ['a new file', () => write('src/app/Footer.tsx', 'y', Date.now())],
  ['a removed file', () => fs.rmSync(path.join(root, 'src/app/Header.tsx'))],
  ['a new lockfile', () => write('package-lock.json', 'y', Date.now())],
  ['a changed schema', () => write('schema/schema.graphql', 'y', Date.now())],
])('%s makes the build stale, and says what changed', (_, change) => {
  change();
  expect(staleBuildReason(root)).toMatch(
    /^(src\/app\/(Header|Footer)\.tsx|src\/app|package-lock\.json|schema\/schema\.graphql) changed since the last build$/,
  );
});

describe('the compiled server', () => {
  const built = (time: number) => {
    for (const entry of Object.keys(SERVER_ENTRIES)) {
      write(`dist-server/server/${entry}.js`, '', time);
    }
  };

  test('is built when missing, and kept while no source changed', () => {
    expect(staleServerReason(root)).toBe(
      `${path.join('dist-server', 'server', 'main.js')} is missing`,
    );
    built(Date.now() - 1000);
    expect(staleServerReason(root)).toBeNull();
  });

  test('is built again when a server file or a client module it bundles changes', () => {
    built(Date.now() - HOUR);
    write('server/render/markdownThread.ts', 'y', Date.now());
    expect(staleServerReason(root)).toMatch(/^server(\/render(\/markdownThread\.ts)?)? changed/);
    // Built half a second after the edit: a folder's own mtime has sub-millisecond precision, so a
    // build stamped in the same millisecond as the edit could still look older than it.
    built(Date.now() + 500);
    write('src/app/Header.tsx', 'z', Date.now() + 1000);
    expect(staleServerReason(root)).toBe('src/app/Header.tsx changed since the last build');
  });
});
