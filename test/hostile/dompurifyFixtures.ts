import fs from 'node:fs';
import path from 'node:path';

/** One of DOMPurify's own sanitizer fixtures (test/hostile/dompurify/README.md). */
export interface DompurifyFixture {
  title?: string;
  payload: string;
  expected: unknown;
}

/** DOMPurify's 223 published fixtures, read from the copy in this repository. */
export function dompurifyFixtures(): DompurifyFixture[] {
  const file = path.join(__dirname, 'dompurify', 'expect.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DompurifyFixture[];
}
