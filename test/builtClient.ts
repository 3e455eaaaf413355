import fs from 'node:fs';
import path from 'node:path';

/**
 * The built client that browser tests serve: dist/, which `npm test` builds
 * first, or FOLIO_TEST_DIST (a build of one's own, e.g. while others build).
 */
export const DIST_DIR = path.resolve(
  process.env.FOLIO_TEST_DIST ?? path.join(__dirname, '..', 'dist'),
);

/** The built client's folder, or a clear error when nobody has built it. */
export function builtClient(): string {
  if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error(`No ${DIST_DIR}/index.html: run \`npm run build\` first (npm test does).`);
  }
  return DIST_DIR;
}
