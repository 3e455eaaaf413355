import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { CONTENT_SECURITY_POLICY } from '../../server/http/securityHeaders';
import { findExecutable } from '../../src/markdown/assertInert';
import { xssCorpus } from '../../src/markdown/xssCorpus';
import { dompurifyFixtures } from '../hostile/dompurifyFixtures';
import { DIST_DIR, builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import {
  type ApiSession,
  UPDATE_PROFILE,
  addComment,
  publishArticle,
  signIn,
  signUp,
} from './support/folioApi';
import { whenHydrated } from './support/pageWatch';
import {
  type Execution,
  type PageRecord,
  type Violation,
  exerciseMarkdown,
  isScriptViolation,
  trapContext,
  watchPage,
  whenSettled,
} from './support/xssTrap';

// One test stores every payload of the corpus and opens each page it is on: minutes.
jest.setTimeout(15 * 60_000);

const BATCH = 20;
const BIO_MAX = 2000;

interface Payload {
  label: string;
  text: string;
}

/** The payloads of DOMPurify's fixtures (test/hostile/dompurify/) that call alert. */
function dompurifyPayloads(): Payload[] {
  return dompurifyFixtures()
    .map((entry, index) => ({
      label: `dompurify #${index} ${entry.title ?? ''}`,
      text: entry.payload,
    }))
    .filter((payload) => /alert/.test(payload.text));
}

/** Payloads that may swallow what follows them (raw-text, comment, template): also sent alone. */
const SWALLOWS =
  /<(textarea|xmp|noscript|noembed|noframes|style|title|template|plaintext|iframe|script|!--)/i;

/**
 * Runs the pipeline's own inertness checker (src/markdown/assertInert.ts, DOMParser-based) in
 * Node over HTML taken from the live page, with jsdom standing in for the browser's globals.
 */
function findExecutableInNode(html: string): string[] {
  const { window } = new JSDOM('<!doctype html><body>');
  const g = globalThis as Record<string, unknown>;
  const names = ['DOMParser', 'document', 'window', 'HTMLFormElement'];
  const saved = names.map((name) => [name, g[name]] as const);
  Object.assign(g, {
    DOMParser: window.DOMParser,
    document: window.document,
    window,
    HTMLFormElement: window.HTMLFormElement,
  });
  try {
    return findExecutable(html);
  } finally {
    for (const [name, value] of saved) g[name] = value;
    window.close();
  }
}

const sourceMaps = new Map<string, SourceMapConsumer | null>();

/** Where in the sources a violation was raised (the built chunks carry source maps). */
function originalSource(violation: Violation): string {
  const at = `${violation.sourceFile}:${violation.lineNumber}:${violation.columnNumber}`;
  const file = /\/assets\/[^/?#]+\.js/.exec(violation.sourceFile)?.[0];
  if (!file) return at;
  if (!sourceMaps.has(file)) {
    const mapFile = path.join(DIST_DIR, `${file}.map`);
    sourceMaps.set(
      file,
      fs.existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')))
        : null,
    );
  }
  const original = sourceMaps.get(file)?.originalPositionFor({
    line: violation.lineNumber,
    column: Math.max(0, violation.columnNumber - 1),
  });
  return original?.source
    ? `${original.source.replace(/^webpack:\/\/[^/]*\//, '')}:${original.line} (${original.name ?? '?'})`
    : at;
}

interface Visit {
  url: string;
  what: string;
  /** How many rendered Markdown containers the page must show (proof the payloads arrived). */
  minMarkdown: number;
}

interface Finding {
  visit: Visit;
  executions: Execution[];
  /** What assertInert finds in the live page's rendered Markdown. */
  live: string[];
  violations: Violation[];
  errors: string[];
}

// The API refuses control characters (server/domain/validation.ts), but rows saved before that rule, or
// by another server, may hold them, and readers still open them: such payloads are saved through
// the API as a placeholder and then written into the store as they are.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it must find
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** What the API accepts in place of `text`: the text itself, or a placeholder when it must refuse. */
function storable(text: string, placeholder: string): string {
  return CONTROL.test(text) ? placeholder : text;
}

/** Writes `text` into the row the API saved, when the API could not take it as it is. */
function stored(
  server: TestServer,
  table: 'articles' | 'comments' | 'users',
  key: string,
  keyValue: string,
  column: string,
  text: string,
): void {
  if (!CONTROL.test(text)) return;
  const changed = server.db
    .prepare(`UPDATE ${table} SET ${column} = ? WHERE ${key} = ?`)
    .run(text, keyValue).changes;
  if (changed !== 1) throw new Error(`expected one ${table} row for ${keyValue}`);
}

describe('hostile Markdown through the real API, rendered by the built app in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  const visits: Visit[] = [];
  let payloads: Payload[] = [];

  beforeAll(async () => {
    // Hundreds of payloads stored as comments by one account: far past a person's budget.
    server = await startBrowserServer({
      seed: 'demo',
      clientDir: builtClient(),
      writeLimitFactor: 100,
    });
    browser = await sharedBrowser();
    context = await browser.newContext();
    await trapContext(context);

    const fromDompurify = dompurifyPayloads();
    const fromMarkdown = xssCorpus.map((v) => ({
      label: `xssCorpus: ${v.name}`,
      text: v.markdown,
    }));
    payloads = [...fromDompurify, ...fromMarkdown];
    console.log(
      `xss corpus: ${fromDompurify.length} DOMPurify payloads calling alert, ${fromMarkdown.length} xssCorpus vectors`,
    );

    const grace = await signIn(server.origin, 'grace');
    // Article bodies, BATCH payloads each; every payload of the batch is also a comment of its
    // own on that article, so nothing depends on what an earlier payload left open.
    for (let start = 0; start < payloads.length; start += BATCH) {
      const batch = payloads.slice(start, start + BATCH);
      const n = start / BATCH + 1;
      const body = batch.map((p) => p.text).join('\n\n');
      const article = await publishArticle(grace, {
        title: `XSS batch ${n}`,
        body: storable(body, `batch ${n}`),
      });
      stored(server, 'articles', 'slug', article.slug, 'body', body);
      for (const [i, payload] of batch.entries()) {
        const placeholder = `comment ${start + i}`;
        await addComment(grace, article.id, storable(payload.text, placeholder));
        stored(server, 'comments', 'body', placeholder, 'body', payload.text);
      }
      visits.push({
        url: `/articles/${article.slug}`,
        what: `article "XSS batch ${n}" (payloads ${start}–${start + batch.length - 1}) and ${batch.length} comments`,
        minMarkdown: 1 + batch.length,
      });
    }
    // The payloads most likely to hide their neighbours, alone as article bodies.
    const alone = payloads.filter((p) => SWALLOWS.test(p.text)).slice(0, 12);
    for (const [i, payload] of alone.entries()) {
      const article = await publishArticle(grace, {
        title: `XSS alone ${i + 1}`,
        body: storable(payload.text, `alone ${i + 1}`),
      });
      stored(server, 'articles', 'slug', article.slug, 'body', payload.text);
      visits.push({
        url: `/articles/${article.slug}`,
        what: `article alone: ${payload.label}`,
        minMarkdown: 1,
      });
    }
    // Bios: as many payloads as fit in one bio, one new account per bio.
    let bio: string[] = [];
    const bios: string[][] = [];
    for (const payload of payloads) {
      if (payload.text.length > BIO_MAX) continue;
      if ([...bio, payload.text].join('\n\n').length > BIO_MAX) {
        bios.push(bio);
        bio = [];
      }
      bio.push(payload.text);
    }
    if (bio.length) bios.push(bio);
    for (const [i, parts] of bios.entries()) {
      const handle = `xss_bio_${i + 1}`;
      const session: ApiSession = await signUp(server.origin, handle, `XSS bio ${i + 1}`);
      const bioText = parts.join('\n\n');
      await session.request(UPDATE_PROFILE, {
        input: { name: `XSS bio ${i + 1}`, bio: storable(bioText, `bio ${i + 1}`) },
      });
      stored(server, 'users', 'handle', handle, 'bio', bioText);
      visits.push({
        url: `/authors/${handle}`,
        what: `bio of ${handle} (${parts.length} payloads)`,
        minMarkdown: 1,
      });
    }
    // Lists that show titles, summaries and snippets of the hostile articles.
    visits.push({ url: '/', what: 'home', minMarkdown: 0 });
    visits.push({ url: '/search?q=alert', what: 'search for "alert"', minMarkdown: 0 });
    console.log(`xss: ${visits.length} pages to visit`);
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  async function open(url: string): Promise<{ page: Page; read(): Promise<PageRecord> }> {
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(server.origin + url);
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    return { page, read: watch.read };
  }

  const isScriptKey = (key: string) =>
    isScriptViolation({ effectiveDirective: key.split(' ')[0]! } as Violation);

  it('runs none of the payloads, stored as article bodies, comments and bios', async () => {
    expect(payloads.length).toBeGreaterThanOrEqual(xssCorpus.length);
    const findings: Finding[] = [];
    const violationSources = new Map<string, number>();
    let exercised = 0;
    for (const visit of visits) {
      const { page, read } = await open(visit.url);
      if (visit.minMarkdown > 0) {
        await page
          .locator('main .markdown')
          .nth(visit.minMarkdown - 1)
          .waitFor({ state: 'attached', timeout: 30_000 });
      }
      exercised += await exerciseMarkdown(page);
      // Lazy images' error events, and anything they or the exercise queued.
      await whenSettled(page);
      const record = await read();
      // What the pipeline made: the label and Copy button above each code block are the app's
      // own React elements beside it (CodeBlockTools), not sanitized HTML.
      const rendered = await page.locator('.markdown').evaluateAll((elements) =>
        elements.map((element) => {
          const copy = element.cloneNode(true) as Element;
          copy.querySelectorAll('.code-tools').forEach((tools) => tools.remove());
          return copy.innerHTML;
        }),
      );
      const live = rendered.flatMap((html) => findExecutableInNode(html));
      for (const v of record.violations) {
        const key = `${v.effectiveDirective} (${v.blockedURI}) raised at ${originalSource(v)}`;
        violationSources.set(key, (violationSources.get(key) ?? 0) + 1);
      }
      if (record.executions.length || live.length || record.errors.length) {
        findings.push({
          visit,
          executions: record.executions,
          live,
          violations: record.violations,
          errors: record.errors,
        });
      }
      await page.close();
    }
    console.log(`xss: ${visits.length} pages, ${exercised} rendered elements exercised`);
    // Blocked attempts, by directive and by the code that made them. Not executions: the
    // policy refused them; they are listed so that a new source shows up in review.
    console.log('xss: CSP violations seen', Object.fromEntries(violationSources));
    if (findings.length) console.error(JSON.stringify(findings, null, 2));
    expect(
      findings.flatMap((f) =>
        f.executions.map((e) => `${f.visit.what}: ${e.name}(${e.args.join(', ')})`),
      ),
    ).toEqual([]);
    expect(findings.flatMap((f) => f.live.map((p) => `${f.visit.what}: ${p}`))).toEqual([]);
    expect(findings.flatMap((f) => f.errors.map((e) => `${f.visit.what}: ${e}`))).toEqual([]);
    // No violation may come from anywhere but the app's own scripts (an inline script or a
    // handler in the live page would be raised at the page's URL, not at a chunk).
    const foreign = [...violationSources.keys()].filter(
      (key) => isScriptKey(key) && !/raised at (\S*\/)?(src|node_modules)\//.test(key),
    );
    expect(foreign).toEqual([]);
  });
});

describe('the served app enforces its CSP and Trusted Types', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startBrowserServer({ seed: 'demo', clientDir: builtClient() });
    browser = await sharedBrowser();
    context = await browser.newContext();
    await trapContext(context);
  });
  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  it('sends the policy with the page', async () => {
    const res = await fetch(server.origin + '/');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    const directives = csp.split(';').map((d) => d.trim());
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("base-uri 'none'");
    expect(directives).toContain("require-trusted-types-for 'script'");
    expect(directives.some((d) => d.startsWith('trusted-types '))).toBe(true);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reads every kind of page, code highlighting included, without a violation', async () => {
    const { slug } = server.db
      .prepare(
        `SELECT slug FROM articles WHERE status = 'PUBLISHED' AND instr(body, '\`\`\`') > 0
         ORDER BY length(body) DESC LIMIT 1`,
      )
      .get() as { slug: string };
    const { handle } = server.db.prepare(`SELECT handle FROM users ORDER BY id LIMIT 1`).get() as {
      handle: string;
    };
    const { name } = server.db.prepare(`SELECT name FROM tags ORDER BY id LIMIT 1`).get() as {
      name: string;
    };
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(server.origin + '/');
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    await whenHydrated(page);
    // Reading as a user does: client-side navigations from the page that loaded first.
    for (const url of [
      `/articles/${slug}`,
      '/tags',
      `/tags/${name}`,
      `/authors/${handle}`,
      '/search?q=relay',
    ]) {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url);
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      if (url.startsWith('/articles/')) {
        // The highlighter chunk is loaded through webpack's Trusted Types policy, and its
        // output goes through the sanitizer: both must work under the policy.
        await page
          .locator('.markdown pre code span[class^="hljs-"]')
          .first()
          .waitFor({ timeout: 30_000 });
      }
    }
    await page.goto(`${server.origin}/articles/${slug}`);
    await page
      .locator('.markdown pre code span[class^="hljs-"]')
      .first()
      .waitFor({ timeout: 30_000 });
    const record = await watch.read();
    expect(record.violations).toEqual([]);
    expect(record.errors).toEqual([]);
    expect(record.executions).toEqual([]);
    await page.close();
  });

  it('refuses HTML strings in DOM sinks and never runs an injected script', async () => {
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(server.origin + '/');
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    const result = await page.evaluate(() => {
      const attempt = (sink: () => void) => {
        try {
          sink();
          return 'allowed';
        } catch (error) {
          return (error as Error).name;
        }
      };
      const host = document.createElement('div');
      document.body.append(host);
      const script = document.createElement('script');
      return {
        innerHTML: attempt(() => {
          host.innerHTML = '<img src=x onerror="alert(\'innerHTML\')">';
        }),
        outerHTML: attempt(() => {
          const span = host.appendChild(document.createElement('span'));
          span.outerHTML = '<img src=x onerror="alert(\'outerHTML\')">';
        }),
        insertAdjacentHTML: attempt(() =>
          host.insertAdjacentHTML('beforeend', '<script>alert("insertAdjacentHTML")</script>'),
        ),
        documentWrite: attempt(() => document.write('<script>alert("write")</script>')),
        scriptText: attempt(() => {
          script.textContent = 'alert("script text")';
          document.body.append(script);
        }),
        scriptSrc: attempt(() => {
          const s = document.createElement('script');
          s.src = 'data:text/javascript,alert("script src")';
          document.body.append(s);
        }),
        hostChildren: host.querySelectorAll('img, script').length,
      };
    });
    // Let an error event or a script that got in have its chance.
    await whenSettled(page);
    expect(result).toEqual({
      innerHTML: 'TypeError',
      outerHTML: 'TypeError',
      insertAdjacentHTML: 'TypeError',
      documentWrite: 'TypeError',
      scriptText: 'TypeError',
      scriptSrc: 'TypeError',
      hostChildren: 0,
    });
    const record = await watch.read();
    expect(record.executions).toEqual([]);
    // Each refusal is reported as a Trusted Types violation.
    expect(
      record.violations.filter((v) => v.effectiveDirective === 'require-trusted-types-for').length,
    ).toBeGreaterThanOrEqual(6);
    await page.close();
  });
});
