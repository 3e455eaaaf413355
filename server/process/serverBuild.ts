// The server compiled to JavaScript (dist-server/server/), so that production runs plain `node`
// with no TypeScript loader in the process or in its threads. esbuild bundles each entry point
// with the server's own code and src/ inlined and every package left to node_modules (native
// modules, sharp, better-sqlite3 and pg, must be required from there). esbuild is a development
// tool: it is loaded only to build, so a server built elsewhere runs without it.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { SERVER_ENTRIES, SERVER_OUT_DIR, type ServerEntry } from './serverEntries';

/**
 * A module's `__dirname` is its source folder, as under tsx: the server finds what sits beside
 * its code (migrations, the seed's content and images, the schema) there. Written relative to
 * the compiled file, so the tree can be moved whole.
 */
function sourceDirname(outDir: string): Plugin {
  return {
    name: 'source-dirname',
    setup(builder) {
      builder.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
        const text = await fs.promises.readFile(file, 'utf8');
        if (file.includes(`${path.sep}node_modules${path.sep}`) || !text.includes('__dirname')) {
          return undefined;
        }
        const relative = JSON.stringify(path.relative(outDir, path.dirname(file)));
        return {
          contents: text.replace(
            /\b__dirname\b/g,
            `require('node:path').join(__dirname, ${relative})`,
          ),
          loader: file.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * Compiles `entries` into SERVER_OUT_DIR under `root`. Each file is written beside its place
 * and renamed into it, so that a process or thread starting meanwhile (another test file's,
 * building too) reads a whole file, the old or the new.
 */
export async function buildServer(
  root: string,
  entries: readonly ServerEntry[] = Object.keys(SERVER_ENTRIES) as ServerEntry[],
): Promise<void> {
  const outDir = path.join(root, SERVER_OUT_DIR);
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(entries.map((entry) => [entry, SERVER_ENTRIES[entry]])),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    plugins: [sourceDirname(outDir)],
    write: false,
    logLevel: 'error',
    // The browser's lexer thread (src/markdown/startLexWorker.ts) is never started on Node.
    logOverride: { 'empty-import-meta': 'silent' },
  });
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
}
