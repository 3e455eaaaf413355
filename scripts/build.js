// `npm start` runs this, then `exec node dist-server/server/main.js`: it builds the client, its
// server renderer and the server when they are stale (server/process/buildIfStale.ts). That logic is
// TypeScript, so it is compiled here first, by esbuild, into a file of this process's own (a
// server started from source may run this beside another). An install without
// devDependencies has no esbuild: it runs the build it was given.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'dist-server', 'server');

async function main() {
  let esbuild;
  try {
    esbuild = require('esbuild');
  } catch {
    const wanted = process.argv.includes('--cli') ? 'cli.js' : 'main.js';
    if (fs.existsSync(path.join(outDir, wanted))) return;
    throw new Error('nothing is built in dist-server/ and esbuild is missing: run npm ci first.');
  }
  const builder = path.join(outDir, `.build-${process.pid}.js`);
  esbuild.buildSync({
    entryPoints: [path.join(root, 'server', 'process', 'buildIfStale.ts')],
    outfile: builder,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  try {
    await require(builder).buildIfStale(root, process.argv.slice(2));
  } finally {
    fs.rmSync(builder, { force: true });
  }
}

main().catch((error) => {
  console.error(`folio: ${error.message}`);
  process.exit(1);
});
