import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/browser';
import { type BenchSection, type Metric, progress } from './section';
import { builtClientDir, longestArticle, startClientServer } from './support/clientBuild';
import { watchForHeading } from './support/pageProbes';

/** What a cold visit to an article may download as JavaScript before its h1 is painted. */
export const ARTICLE_INITIAL_TARGET_KIB = 200;

/** gzip -9 size of a file, in bytes. */
function gzipBytes(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Every emitted JavaScript file of the build, relative to its folder, e.g. `assets/main.….js`. */
function javascriptFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.js')) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

/** What a chunk holds, from its source map: the editor's modules, highlight.js, or neither. */
function chunkRole(dir: string, file: string): { editor: boolean; highlighter: boolean } {
  const mapFile = path.join(dir, `${file}.map`);
  const name = path.basename(file);
  if (!fs.existsSync(mapFile)) {
    return { editor: /editor/i.test(name), highlighter: /highlight/i.test(name) };
  }
  const sources = (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
  return {
    editor: sources.some((s) => /(^|\/)src\/editor\//.test(s)),
    highlighter: sources.some((s) => /node_modules\/highlight\.js\//.test(s)),
  };
}

/**
 * The scripts a cold visit to `url` requested before its `main h1` reading `title` was painted
 * (resource timing, cut at the first animation frame after that heading appeared).
 */
async function scriptsBeforeHeading(
  browser: Browser,
  url: string,
  title: string,
): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await watchForHeading(page, title);
    await page.goto(url);
    await page.waitForFunction(() => 'folioHeadingPainted' in window, null, { timeout: 60_000 });
    const scripts = await page.evaluate(() => {
      const painted = (window as unknown as { folioHeadingPainted: number }).folioHeadingPainted;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= painted && /\.js(\?|$)/.test(entry.name))
        .map((entry) => new URL(entry.name).pathname.replace(/^\//, ''));
    });
    progress(`${new URL(url).pathname}: scripts before the h1 painted: ${scripts.join(', ')}`);
    return scripts;
  } finally {
    await context.close();
  }
}

/**
 * The JavaScript a cold visit to `/articles/$slug` needs before its first paint: the build's
 * index.html script tags, plus every script the page requested before the article's h1 was
 * painted (resource timing, cut at the first animation frame after the h1 with the article's
 * title appeared), and for comparison the same for the home page. Sizes are gzip -9 of the
 * built files.
 */
export const bundleSection: BenchSection = {
  name: 'bundle',
  description: 'gzip bytes of the JS an article needs before its first paint, and of all chunks',
  async run(): Promise<Metric[]> {
    const dir = await builtClientDir();
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const tagged = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) =>
      m[1]!.replace(/^\//, ''),
    );

    const server = await startClientServer();
    const browser = await launchBrowser();
    let requested: string[];
    let homeRequested: string[];
    try {
      const article = longestArticle(server);
      requested = await scriptsBeforeHeading(
        browser,
        `${server.origin}/articles/${article.slug}`,
        article.title,
      );
      homeRequested = await scriptsBeforeHeading(browser, `${server.origin}/`, 'Latest articles');
    } finally {
      await browser.close();
      await server.close();
    }

    const initial = [...new Set([...tagged, ...requested])];
    const all = javascriptFiles(dir);
    const missing = initial.filter((file) => !all.includes(file));
    if (missing.length) throw new Error(`Scripts not in the build: ${missing.join(', ')}`);
    const initialBytes = initial.reduce((sum, file) => sum + gzipBytes(path.join(dir, file)), 0);
    const homeInitial = [...new Set([...tagged, ...homeRequested])];
    const homeBytes = homeInitial.reduce((sum, file) => sum + gzipBytes(path.join(dir, file)), 0);
    const allBytes = all.reduce((sum, file) => sum + gzipBytes(path.join(dir, file)), 0);

    const roles = new Map(all.map((file) => [file, chunkRole(dir, file)]));
    const editorChunks = all.filter((file) => roles.get(file)!.editor);
    const highlighterChunks = all.filter((file) => roles.get(file)!.highlighter);
    progress(`editor chunks: ${editorChunks.join(', ') || '(none: no src/editor/ module built)'}`);
    progress(`highlighter chunks: ${highlighterChunks.join(', ') || '(none)'}`);
    for (const file of initial) {
      progress(`initial ${file}: ${(gzipBytes(path.join(dir, file)) / 1024).toFixed(1)} KiB gzip`);
    }
    const offenders = initial.filter(
      (file) => roles.get(file)!.editor || roles.get(file)!.highlighter,
    );
    if (offenders.length)
      progress(`editor/highlighter code among initial: ${offenders.join(', ')}`);

    return [
      {
        metric: 'article initial JS (gzip)',
        value: initialBytes / 1024,
        unit: 'KiB',
        target: { op: '<=', value: ARTICLE_INITIAL_TARGET_KIB },
      },
      { metric: 'article initial scripts', value: initial.length, unit: '' },
      { metric: 'home initial JS (gzip)', value: homeBytes / 1024, unit: 'KiB' },
      { metric: 'all JS chunks (gzip)', value: allBytes / 1024, unit: 'KiB' },
      { metric: 'JS chunks', value: all.length, unit: '' },
      {
        metric: 'editor/highlighter chunks in initial',
        value: offenders.length,
        unit: '',
        target: { op: '<=', value: 0 },
      },
      { metric: 'highlighter chunks built', value: highlighterChunks.length, unit: '' },
      { metric: 'editor chunks built', value: editorChunks.length, unit: '' },
    ];
  },
};
