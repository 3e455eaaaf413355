import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/browser';
import type { TestServer } from '../server/testing/testServer';
import { coldVisit, type Run } from './coldLoad';
import { type BenchSection, type Metric, progress } from './section';
import { drive } from './support/drive';
import {
  builtClientDir,
  envNumber,
  longestArticle,
  median,
  startClientServer,
} from './support/clientBuild';
import { loadSettings, screenRequests } from './support/demoScreens';
import { totalBlockingTime } from './support/pageProbes';

/** Targets of issue 13: a server-rendered cold article on a CPU slowed 4×. */
const SSR_LCP_TARGET_MS = 500;
const SSR_TBT_TARGET_MS = 100;
/** Server-rendered article pages per second, warm Markdown cache, 50 connections. */
const SSR_THROUGHPUT_TARGET = 500;
/** JavaScript of a cold article visit until the network is idle, gzip. */
const JS_BUDGET_BYTES = 200 * 1024;

/** What a browser asks for a page: HTML, compressed as it takes it. */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/** The article page's bytes: its HTML, as sent with brotli, and its data block's share. */
async function pageSizes(url: string): Promise<{ html: number; br: number; data: number }> {
  const html = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
  const data = /<script type="application\/json" id="folio-data">([^<]*)<\/script>/.exec(html);
  const sent = await new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
  return { html: Buffer.byteLength(html), br: sent, data: Buffer.byteLength(data?.[1] ?? '') };
}

/** GraphQL requests of a cold load of `url`, once the page has gone quiet. */
async function coldRequests(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let count = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') count++;
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    return count;
  } finally {
    await context.close();
  }
}

/** The gzip bytes of every script a cold visit loads until the network is idle. */
async function scriptBytes(browser: Browser, url: string, clientDir: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(2500);
    let total = 0;
    for (const script of scripts) {
      const file = path.join(clientDir, script);
      total += fs.existsSync(`${file}.gz`)
        ? fs.statSync(`${file}.gz`).size
        : fs.statSync(file).size;
    }
    return total;
  } finally {
    await context.close();
  }
}

/**
 * Server rendering (issue 13), side by side with the SPA shell in one run: cold article LCP and
 * TBT at 4× CPU slowdown; GraphQL requests of a cold load of each reader route; the renderer's
 * throughput and latency at 50 connections against the article query's over /graphql; the
 * JavaScript a cold article visit loads until the network is idle.
 */
export const serverRenderSection: BenchSection = {
  name: 'ssr',
  description:
    'Server rendering vs the SPA shell: cold article LCP/TBT (CPU ÷4), requests per cold route, page throughput, JS until idle',
  async run(): Promise<Metric[]> {
    const runs = envNumber('FOLIO_BENCH_COLD_RUNS', 5);
    const { seconds, warmup, connections } = loadSettings();
    const clientDir = await builtClientDir();
    const rendered = await startClientServer();
    const shell = await startClientServer({ rendered: false });
    const browser = await launchBrowser();
    const metrics: Metric[] = [];
    try {
      const article = longestArticle(rendered);
      const articlePath = `/articles/${article.slug}`;
      progress(`article: ${articlePath}; ${runs} cold runs each, SSR and shell alternating`);
      const servers: [string, TestServer][] = [
        ['ssr', rendered],
        ['shell', shell],
      ];
      for (const [, server] of servers) await coldVisit(browser, server.origin + articlePath);
      const visits: Record<string, Run[]> = { ssr: [], shell: [] };
      for (let i = 0; i < runs; i++) {
        for (const [name, server] of i % 2 ? [...servers].reverse() : servers) {
          const run = await coldVisit(browser, server.origin + articlePath);
          visits[name]!.push(run);
          progress(`${name} #${i + 1}: LCP ${run.lcp?.toFixed(0)} ms`);
        }
      }
      for (const [name] of servers) {
        const list = visits[name]!;
        metrics.push(
          {
            metric: `article LCP (${name}, median)`,
            value: median(list.map((run) => run.lcp ?? Number.POSITIVE_INFINITY)),
            unit: 'ms',
            ...(name === 'ssr' ? { target: { op: '<=' as const, value: SSR_LCP_TARGET_MS } } : {}),
          },
          {
            metric: `article TBT (${name}, median)`,
            value: median(list.map((run) => totalBlockingTime(run.longTasks, run.settled))),
            unit: 'ms',
            ...(name === 'ssr' ? { target: { op: '<=' as const, value: SSR_TBT_TARGET_MS } } : {}),
          },
        );
      }

      for (const route of [
        '/',
        articlePath,
        '/tags',
        '/tags/sqlite',
        '/authors/ada',
        '/search?q=sqlite',
        '/no/such/page',
      ]) {
        metrics.push({
          metric: `GraphQL requests, cold ${route.replace(article.slug, '$slug')}`,
          value: await coldRequests(browser, rendered.origin + route),
          unit: '',
          target: { op: '<=', value: 0 },
        });
      }

      const js = await scriptBytes(browser, rendered.origin + articlePath, clientDir);
      metrics.push({
        metric: 'article JS until network idle (gzip)',
        value: js / 1024,
        unit: 'KiB',
        target: { op: '<=', value: JS_BUDGET_BYTES / 1024 },
      });

      // Throughput: the rendered page (warm Markdown cache) and the article query it runs.
      await fetch(rendered.origin + articlePath);
      const page = await drive({
        origin: rendered.origin,
        connections,
        warmupMs: warmup * 1000,
        durationMs: seconds * 1000,
        requests: [{ method: 'GET', path: articlePath, headers: PAGE_HEADERS }],
      });
      // A session cookie (not a valid one): the page is rendered for that request, never cached,
      // as every signed-in reader's is; what each anonymous miss costs.
      const rendering = await drive({
        origin: rendered.origin,
        connections,
        warmupMs: warmup * 1000,
        durationMs: seconds * 1000,
        requests: [
          {
            method: 'GET',
            path: articlePath,
            headers: { ...PAGE_HEADERS, cookie: 'folio_session=bench-no-such-session' },
          },
        ],
      });
      const query = await drive({
        origin: rendered.origin,
        connections,
        warmupMs: warmup * 1000,
        durationMs: seconds * 1000,
        requests: [screenRequests(article.slug).article],
      });
      progress(
        `page ${page.rps.toFixed(0)} req/s (rendered each time ${rendering.rps.toFixed(0)}), query ${query.rps.toFixed(0)} req/s`,
      );
      const sizes = await pageSizes(rendered.origin + articlePath);
      metrics.push(
        {
          metric: 'article page req/s (SSR)',
          value: page.rps,
          unit: 'req/s',
          target: { op: '>=', value: SSR_THROUGHPUT_TARGET },
        },
        { metric: 'article page p50 (SSR)', value: page.p50Ms, unit: 'ms' },
        { metric: 'article page p99 (SSR)', value: page.p99Ms, unit: 'ms' },
        { metric: 'article query req/s (/graphql)', value: query.rps, unit: 'req/s' },
        { metric: 'article page / query throughput', value: page.rps / query.rps, unit: '×' },
        {
          metric: 'article page req/s (SSR, rendered per request: session cookie)',
          value: rendering.rps,
          unit: 'req/s',
        },
        {
          metric: 'article page p50 (SSR, rendered per request)',
          value: rendering.p50Ms,
          unit: 'ms',
        },
        {
          metric: 'article page p99 (SSR, rendered per request)',
          value: rendering.p99Ms,
          unit: 'ms',
        },
        { metric: 'article page bytes (HTML)', value: sizes.html / 1024, unit: 'KiB' },
        { metric: 'article page bytes (brotli, as sent)', value: sizes.br / 1024, unit: 'KiB' },
        { metric: 'article page data block bytes', value: sizes.data / 1024, unit: 'KiB' },
        {
          metric: 'failed page requests under load',
          value: page.transportErrors + page.non200,
          unit: '',
          target: { op: '<=', value: 0 },
        },
      );
      return metrics;
    } finally {
      await browser.close();
      await shell.close();
      await rendered.close();
    }
  },
};
