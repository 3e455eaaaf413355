import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { builtClient } from '../builtClient';
import { sharedBrowser, startBrowserServer } from './support/shared';
import type { TestServer } from '../../server/testing/testServer';
import { storeDatedArticle, userId } from '../../server/http/routes/publicDocumentsFixtures';
import { axeViolations } from './support/axe';
import { CLIENT_HEADERS, DEMO_PASSWORD, SIGN_IN, addComment, signIn } from './support/folioApi';

// One test loads every route at two widths and runs axe on each in both schemes: minutes.
jest.setTimeout(10 * 60_000);

const SCHEMES = ['light', 'dark'] as const;
/** A desktop and a phone: the compact header and the folded outline are other controls. */
const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

interface Route {
  name: string;
  url: string;
  signedIn: boolean;
}

/** Signs the page's context in through the API, as the client would (same headers). */
async function signInPage(page: Page, origin: string, handle: string): Promise<void> {
  const res = await page.request.post(`${origin}/graphql`, {
    headers: CLIENT_HEADERS,
    data: {
      operationName: 'ProofSignInMutation',
      query: SIGN_IN,
      variables: { input: { handle, password: DEMO_PASSWORD } },
    },
  });
  const body = (await res.json()) as { data?: { signIn?: { viewer?: unknown } } };
  if (!body.data?.signIn?.viewer) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
}

/** One line per axe violation: rule, impact, every target selector, help URL. */
function describeViolations(violations: Awaited<ReturnType<typeof axeViolations>>): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')} — ${v.helpUrl}`,
  );
}

describe('accessibility of every screen (axe-core, WCAG 2.2 AA), in both color schemes, desktop and phone', () => {
  let server: TestServer;
  let browser: Browser;
  let routes: Route[];

  beforeAll(async () => {
    server = await startBrowserServer({
      seed: 'demo',
      clientDir: builtClient(),
      mediaDir: path.resolve(__dirname, '../../server/db/seed/media'),
    });
    browser = await sharedBrowser();
    const db = server.db;
    const article = db
      .prepare(
        `SELECT a.id, a.slug FROM articles a LEFT JOIN comments c ON c.article_id = a.id
         WHERE a.status = 'PUBLISHED' GROUP BY a.id ORDER BY COUNT(c.id) DESC, a.id LIMIT 1`,
      )
      .get() as { id: number; slug: string };
    const tag = db.prepare(`SELECT name FROM tags ORDER BY id LIMIT 1`).get() as { name: string };
    const own = db
      .prepare(
        `SELECT a.slug FROM articles a JOIN users u ON u.id = a.author_id
         WHERE u.handle = 'grace' ORDER BY a.id LIMIT 1`,
      )
      .get() as { slug: string };
    // An article with every reading detail: a task list, code with its bar, a footnote, a wide
    // table, an "Updated" date, and at its end the author card, tags and both neighbours (it
    // is published between grace's two newest).
    const newest = db
      .prepare(
        `SELECT a.published_at AS publishedAt FROM articles a JOIN users u ON u.id = a.author_id
         WHERE u.handle = 'grace' AND a.status = 'PUBLISHED' ORDER BY a.published_at DESC LIMIT 1`,
      )
      .get() as { publishedAt: string };
    const publishedAt = new Date(Date.parse(newest.publishedAt) - 1000).toISOString();
    await storeDatedArticle(server, {
      slug: 'every-reading-detail',
      title: 'Every reading detail',
      body: [
        'Plans[^1]:',
        '- [ ] write it\n- [x] test it',
        '```ts\nconst answer: number = 42;\n```',
        `| ${Array.from({ length: 12 }, (_, i) => `column ${i}`).join(' | ')} |`,
        `|${'---|'.repeat(12)}`,
        `| ${Array.from({ length: 12 }, (_, i) => `value ${i}`).join(' | ')} |`,
        '[^1]: A note.',
      ].join('\n\n'),
      status: 'PUBLISHED',
      authorId: await userId(server, 'grace'),
      publishedAt,
      updatedAt: new Date(Date.parse(publishedAt) + 86_400_000).toISOString(),
      tags: [tag.name],
    });
    routes = [
      { name: 'home', url: '/', signedIn: false },
      { name: 'article with comments', url: `/articles/${article.slug}`, signedIn: false },
      { name: 'article with every detail', url: '/articles/every-reading-detail', signedIn: false },
      { name: 'tags', url: '/tags', signedIn: false },
      { name: 'tag', url: `/tags/${tag.name}`, signedIn: false },
      { name: 'author', url: '/authors/grace', signedIn: false },
      { name: 'search', url: '/search?q=relay', signedIn: false },
      { name: 'not found', url: '/no/such/page', signedIn: false },
      // The writing screens are being built: whatever they render today is checked.
      { name: 'sign in', url: '/signin', signedIn: false },
      { name: 'sign up', url: '/signup', signedIn: false },
      { name: 'article, signed in', url: `/articles/${own.slug}`, signedIn: true },
      { name: 'write', url: '/write', signedIn: true },
      { name: 'edit', url: `/articles/${own.slug}/edit`, signedIn: true },
      { name: 'drafts', url: '/drafts', signedIn: true },
      { name: 'profile settings', url: '/settings/profile', signedIn: true },
    ];
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has no axe violation on any route', async () => {
    const failures: string[] = [];
    const check = async (page: Page, route: Route, scheme: string, width: number) => {
      for (const line of describeViolations(await axeViolations(page))) {
        failures.push(`${route.name} ${route.url} [${scheme}, ${width}]: ${line}`);
      }
    };
    for (const viewport of VIEWPORTS) {
      for (const route of routes) {
        // One load per route and viewport, checked in each scheme: a scheme is CSS alone, so
        // the page switches it in place (as the reader's system setting would) and is checked
        // again once the colors have settled.
        const context = await browser.newContext({ colorScheme: SCHEMES[0], viewport });
        const page = await context.newPage();
        if (route.signedIn) await signInPage(page, server.origin, 'grace');
        await page.goto(server.origin + route.url);
        await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        for (const scheme of SCHEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          await untilStill(page);
          await check(page, route, scheme, viewport.width);
        }
        await context.close();
      }
    }
    if (failures.length) console.error(failures.join('\n'));
    expect(failures).toEqual([]);
  });
});

/**
 * Waits until nothing moves: a frame has passed (so a change of scheme has started its
 * transitions) and every finite animation and transition has ended, as colors are judged.
 */
async function untilStill(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

interface Focused {
  tag: string;
  /** Its ARIA role where it has one (a link acting as a button), else its tag. */
  role: string;
  text: string;
  label: string;
  href: string | null;
  id: string;
  visibleIndicator: boolean;
  inMain: boolean;
  inToc: boolean;
  inComments: boolean;
}

/** What has focus now, and whether it shows a focus indicator (outline or box-shadow). */
function readFocus(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      tag: el.localName,
      role: el.getAttribute('role') ?? el.localName,
      text: (el.textContent ?? '').trim().slice(0, 60),
      label: ((el as HTMLInputElement).labels?.[0]?.textContent ?? '').trim(),
      href: el.getAttribute('href'),
      id: el.id,
      visibleIndicator: outline || shadow,
      inMain: Boolean(el.closest('main')),
      inToc: Boolean(el.closest('nav.toc')),
      inComments: Boolean(el.closest('.comments')),
    };
  });
}

describe('reading with the keyboard alone', () => {
  let server: TestServer;
  let browser: Browser;
  let articleSlug: string;
  let articleTitle: string;

  beforeAll(async () => {
    server = await startBrowserServer({
      seed: 'demo',
      clientDir: builtClient(),
      mediaDir: path.resolve(__dirname, '../../server/db/seed/media'),
      // 25 comments from one account at once: past the comment budget (20 in 10 minutes).
      writeLimitFactor: 2,
    });
    browser = await sharedBrowser();
    // The newest article (the first card on the home page) gets more than a page of comments,
    // so that its comment list has "Load more".
    const grace = await signIn(server.origin, 'grace');
    const newest = await grace.request<{
      articles: { edges: { node: { id: string; slug: string; title: string } }[] };
    }>(`query ProofNewestQuery { articles(first: 1) { edges { node { id slug title } } } }`);
    const node = newest.articles.edges[0]!.node;
    articleSlug = node.slug;
    articleTitle = node.title;
    for (let i = 1; i <= 25; i++) await addComment(grace, node.id, `Keyboard walk comment ${i}.`);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reaches every part of reading with Tab and Enter, always showing where focus is', async () => {
    const page = await browser.newPage();
    await page.goto(server.origin + '/');
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    const noIndicator: string[] = [];
    const tab = async (): Promise<Focused | null> => {
      await page.keyboard.press('Tab');
      const focused = await readFocus(page);
      if (focused && !focused.visibleIndicator) {
        noIndicator.push(`${page.url()}: <${focused.tag}> "${focused.text}"`);
      }
      return focused;
    };

    // From the top: the skip link first, then the header's search box, then a card.
    const first = await tab();
    expect(first?.text === 'Skip to content' || first?.inMain).toBe(true);
    const seen: Focused[] = [first!];
    let card: Focused | null = null;
    for (let i = 0; i < 40 && !card; i++) {
      const focused = await tab();
      if (focused) seen.push(focused);
      if (focused?.inMain && focused.href === `/articles/${articleSlug}`) card = focused;
    }
    expect(seen.some((f) => f.id === 'site-search')).toBe(true);
    expect(card).not.toBeNull();

    // Enter opens the article and focus moves to its heading.
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/articles/${articleSlug}`);
    await page.waitForFunction(
      (title) =>
        document.activeElement?.localName === 'h1' &&
        document.activeElement.textContent?.trim() === title,
      articleTitle,
      { timeout: 30_000 },
    );

    // On through the table of contents to the comments' "Load more".
    let tocLink: Focused | null = null;
    let loadMore: Focused | null = null;
    for (let i = 0; i < 400 && !loadMore; i++) {
      const focused = await tab();
      if (focused?.inToc && !tocLink) tocLink = focused;
      if (focused?.inComments && focused.role === 'button' && /load more/i.test(focused.text)) {
        loadMore = focused;
      }
    }
    expect(loadMore).not.toBeNull();

    // Escape does nothing surprising: same page, same focus.
    await page.keyboard.press('Escape');
    expect((await readFocus(page))?.text).toBe(loadMore!.text);
    expect(page.url()).toContain(`/articles/${articleSlug}`);

    // Enter on "Load more" loads the next page of comments.
    const before = await page.locator('.comments li').count();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => document.querySelectorAll('.comments li').length > n,
      before,
      { timeout: 30_000 },
    );

    // Enter on a table-of-contents entry goes to its section.
    if (tocLink) {
      await page.locator('nav.toc a').first().focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => location.hash.length > 1, null, { timeout: 10_000 });
    }
    expect(tocLink).not.toBeNull();

    if (noIndicator.length)
      console.error(`focused without a visible indicator:\n${noIndicator.join('\n')}`);
    expect(noIndicator).toEqual([]);
    await page.close();
  });

  it('signs in, writes and saves an article with the keyboard alone', async () => {
    const page = await browser.newPage();
    // Tab from where the page leaves focus to the control `matches` names;
    // everything reached on the way must show where focus is.
    const tabTo = async (what: string, matches: (focused: Focused) => boolean) => {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const focused = await readFocus(page);
        if (focused && !focused.visibleIndicator) {
          throw new Error(
            `${focused.tag} "${focused.text || focused.label}" has no focus indicator`,
          );
        }
        if (focused && matches(focused)) return focused;
      }
      throw new Error(`Tab never reached ${what}`);
    };

    await page.goto(server.origin + '/signin');
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    await tabTo('the handle field', (f) => f.tag === 'input' && /handle/i.test(f.label));
    await page.keyboard.type('grace');
    await tabTo('the password field', (f) => f.tag === 'input' && /password/i.test(f.label));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 30_000 });

    await page.goto(server.origin + '/write');
    await page.locator('main textarea').first().waitFor({ timeout: 30_000 });
    await tabTo('the title field', (f) => f.tag === 'input' && /title/i.test(f.label));
    await page.keyboard.type('Written with the keyboard');
    await tabTo('the Markdown source', (f) => f.tag === 'textarea');
    await page.keyboard.type('A body typed **without** a mouse.');
    // A new draft's primary action is Publish; saving it as a draft is under More.
    await tabTo('the More menu', (f) => f.tag === 'button' && f.text === 'More');
    await page.keyboard.press('Enter');
    await tabTo('the save button', (f) => f.tag === 'button' && /save draft/i.test(f.text));
    await page.keyboard.press('Enter');
    await page.getByText(/saved/i).first().waitFor({ timeout: 30_000 });
    await page.close();
  });
});
