import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import webpack from 'webpack';
import { launchBrowser } from '../test/browser';
import { type BenchSection, type Metric, progress } from './section';
import { buildArticle, middleParagraphOffset } from './support/markdownArticle';
import type { MarkdownBenchApi, PipelineName } from './support/markdownPage';

/** Warm render of the 100 KB article (an article the page has not rendered before). */
export const RENDER_TARGET_MS = 50;
/** One keystroke in the editor preview must fit in a frame at 60 Hz. */
export const EDIT_TARGET_MS = 16;
/** The first render on a page, compiling the pipeline's code included. */
export const COLD_TARGET_MS = 200;
/**
 * Sanitizing re-parses and walks what marked produced, which costs a few times marked itself;
 * this guards against that share growing (it was 3.5–4.8× before segments).
 */
export const RATIO_TARGET = 5;

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Bundles support/markdownPage.ts for the browser with the project's own loaders (the
 * ts-loader + babel-loader rule of webpack.config.js), production mode, one file.
 */
async function bundle(
  outDir: string,
  baselineFile: string | null,
  profiling: boolean,
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the project's CommonJS config
  const configure = require('../webpack.config.js') as (
    env: unknown,
    argv: { mode: string },
  ) => webpack.Configuration;
  const project = configure({}, { mode: 'production' });
  const tsRule = project.module?.rules?.find(
    (rule) => rule && typeof rule === 'object' && String(rule.test) === String(/\.tsx?$/),
  );
  if (!tsRule) throw new Error('webpack.config.js has no rule for .ts files any more.');
  const root = path.resolve(__dirname, '..');
  const compiler = webpack({
    mode: 'production',
    context: root,
    target: 'web',
    entry: path.join(__dirname, 'support/markdownPage.ts'),
    // One file: the lazily imported inline lexer (see markdownPage.ts) comes in main.js.
    output: { path: outDir, filename: 'main.js', asyncChunks: false },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The baseline may live outside the repository (e.g. in /tmp) and still import marked.
      modules: [path.join(root, 'node_modules'), 'node_modules'],
      alias: baselineFile
        ? { [path.join(__dirname, 'support/markdownBaseline.ts')]: baselineFile }
        : {},
    },
    module: {
      rules: [
        baselineFile
          ? { ...(tsRule as webpack.RuleSetRule), exclude: /node_modules/, include: undefined }
          : tsRule,
      ],
    },
    // Readable names in a profile (FOLIO_BENCH_MARKDOWN_PROFILE) at the cost of a larger file.
    optimization: { splitChunks: false, runtimeChunk: false, minimize: !profiling },
    performance: { hints: false },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
}

// The app's Trusted Types policy names ('allow-duplicates': a baseline makes its own
// DOMPurify), and cross-origin isolation for a 5 µs performance.now() instead of 100 µs.
const HEADERS = {
  'content-security-policy':
    "require-trusted-types-for 'script'; trusted-types folio-markdown dompurify webpack 'allow-duplicates'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

async function serve(dir: string): Promise<{ origin: string; close(): Promise<void> }> {
  const page =
    '<!doctype html><meta charset="utf-8"><title>markdown bench</title><script src="/main.js"></script>';
  const server = http.createServer((req, res) => {
    if (req.url === '/main.js') {
      res.writeHead(200, { ...HEADERS, 'content-type': 'text/javascript' });
      res.end(fs.readFileSync(path.join(dir, 'main.js')));
    } else {
      res.writeHead(200, { ...HEADERS, 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function openPage(browser: Browser, origin: string): Promise<Page> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(origin);
  await page.waitForFunction(() => 'folioMarkdownBench' in globalThis);
  if (errors.length) throw new Error(`The bench page failed: ${errors.join('; ')}`);
  return page;
}

type Call =
  | { kind: 'marked'; source: string }
  | { kind: 'render'; pipeline: PipelineName; source: string; highlighted: boolean };

function call(page: Page, request: Call): Promise<number> {
  return page.evaluate((req) => {
    const api = (globalThis as unknown as { folioMarkdownBench: MarkdownBenchApi })
      .folioMarkdownBench;
    return req.kind === 'marked'
      ? api.marked(req.source)
      : api.render(req.pipeline, req.source, req.highlighted);
  }, request);
}

function html(page: Page, pipeline: PipelineName, source: string, highlighted: boolean) {
  return page.evaluate(
    ([p, s, h]) =>
      (globalThis as unknown as { folioMarkdownBench: MarkdownBenchApi }).folioMarkdownBench.html(
        p,
        s,
        h,
      ),
    [pipeline, source, highlighted] as const,
  );
}

function typeInto(
  page: Page,
  pipeline: PipelineName,
  source: string,
  offset: number,
  count: number,
): Promise<number[]> {
  return page.evaluate(
    ([p, s, o, c]) =>
      (globalThis as unknown as { folioMarkdownBench: MarkdownBenchApi }).folioMarkdownBench.type(
        p,
        s,
        o,
        c,
        true,
      ),
    [pipeline, source, offset, count] as const,
  );
}

/**
 * renderMarkdown on a 100 KB article in headless Chromium: warm and cold full renders, marked
 * alone for scale, and the editor preview's cost per keystroke.
 */
export const markdownSection: BenchSection = {
  name: 'markdown',
  description: 'renderMarkdown on a 100 KB article in Chromium: full render, cold, per keystroke',
  async run(): Promise<Metric[]> {
    const runs = envNumber('FOLIO_BENCH_MARKDOWN_RUNS', 15);
    const keystrokes = envNumber('FOLIO_BENCH_MARKDOWN_KEYSTROKES', 40);
    const baselineFile = process.env.FOLIO_BENCH_MARKDOWN_BASELINE
      ? path.resolve(process.env.FOLIO_BENCH_MARKDOWN_BASELINE)
      : null;
    const article = buildArticle();
    const offset = middleParagraphOffset(article);
    progress(`article: ${article.length} chars; typing at ${offset}`);

    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-markdown-'));
    const started = performance.now();
    await bundle(outDir, baselineFile, Boolean(process.env.FOLIO_BENCH_MARKDOWN_PROFILE));
    progress(`bundled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await serve(outDir);
    const browser = await launchBrowser();
    try {
      const pipelines: PipelineName[] = baselineFile ? ['current', 'baseline'] : ['current'];

      // Cold: the first render in a fresh page, each pipeline in its own page.
      const cold: Record<string, number> = {};
      for (const pipeline of pipelines) {
        const values: number[] = [];
        for (let i = 0; i < 3; i++) {
          const page = await openPage(browser, server.origin);
          values.push(
            await call(page, { kind: 'render', pipeline, source: article, highlighted: false }),
          );
          await page.close();
        }
        cold[pipeline] = median(values);
      }

      const page = await openPage(browser, server.origin);
      if (baselineFile) {
        const [a, b] = [
          await html(page, 'current', article, true),
          await html(page, 'baseline', article, true),
        ];
        progress(a === b ? 'current and baseline html agree' : 'current and baseline html DIFFER');
      }
      const cdp = process.env.FOLIO_BENCH_MARKDOWN_PROFILE
        ? await page.context().newCDPSession(page)
        : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }

      // Warm: interleaved, so drift on a shared machine hits every variant alike.
      const series: Record<string, number[]> = {};
      const add = (key: string, value: number) => (series[key] ??= []).push(value);
      for (let round = -3; round < runs; round++) {
        const results: [string, number][] = [
          ['marked', await call(page, { kind: 'marked', source: article })],
        ];
        for (const pipeline of pipelines) {
          for (const highlighted of [false, true]) {
            const value = await call(page, {
              kind: 'render',
              pipeline,
              source: article,
              highlighted,
            });
            results.push([`${pipeline}${highlighted ? ' highlighted' : ''}`, value]);
          }
        }
        if (round >= 0) for (const [key, value] of results) add(key, value);
      }
      const typed: Record<string, number[]> = {};
      for (const pipeline of pipelines) {
        typed[pipeline] = await typeInto(page, pipeline, article, offset, keystrokes);
      }
      if (cdp) {
        const { profile } = await cdp.send('Profiler.stop');
        fs.writeFileSync(process.env.FOLIO_BENCH_MARKDOWN_PROFILE!, JSON.stringify(profile));
        progress(`profile written to ${process.env.FOLIO_BENCH_MARKDOWN_PROFILE}`);
      }

      const m = (key: string) => median(series[key]!);
      for (const key of Object.keys(series)) {
        progress(`${key}: median ${m(key).toFixed(2)} ms of ${series[key]!.length}`);
      }
      const metrics: Metric[] = [
        {
          metric: '100 KB render+sanitize (ms, median)',
          value: m('current'),
          unit: 'ms',
          target: { op: '<=', value: RENDER_TARGET_MS },
        },
        { metric: '100 KB highlighted (ms, median)', value: m('current highlighted'), unit: 'ms' },
        {
          metric: 'cold first render (ms)',
          value: cold.current!,
          unit: 'ms',
          target: { op: '<=', value: COLD_TARGET_MS },
        },
        { metric: 'marked alone (ms)', value: m('marked'), unit: 'ms' },
        {
          metric: 'ratio to marked alone',
          value: m('current') / m('marked'),
          unit: '×',
          target: { op: '<=', value: RATIO_TARGET },
        },
        {
          metric: 'edit re-render, 1 char (ms, median)',
          value: median(typed.current!),
          unit: 'ms',
          target: { op: '<=', value: EDIT_TARGET_MS },
        },
      ];
      if (baselineFile) {
        metrics.push(
          { metric: 'baseline: render+sanitize (ms)', value: m('baseline'), unit: 'ms' },
          { metric: 'baseline: highlighted (ms)', value: m('baseline highlighted'), unit: 'ms' },
          { metric: 'baseline: cold first render (ms)', value: cold.baseline!, unit: 'ms' },
          { metric: 'baseline: edit re-render (ms)', value: median(typed.baseline!), unit: 'ms' },
          { metric: 'speed-up vs baseline', value: m('baseline') / m('current'), unit: '×' },
          {
            metric: 'edit speed-up vs baseline',
            value: median(typed.baseline!) / median(typed.current!),
            unit: '×',
          },
        );
      }
      return metrics;
    } finally {
      await browser.close();
      await server.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  },
};
