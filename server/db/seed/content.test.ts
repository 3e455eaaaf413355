import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Lexer } from 'marked';
import type { Token, Tokens } from 'marked';
import { slugify } from '../../domain/slug';
import { loadSeedContent } from './content';
import type { SeedArticle, SeedContent } from './content';

const MEDIA_DIR = join(__dirname, 'media');
const HANDLE = /^[a-z0-9_]{3,24}$/;
const TAG = /^[a-z0-9-]{1,32}$/;
// The demo timeline the product brief fixes: nothing published before September 2025 or after
// 15 November 2026.
const FIRST_PUBLISHED = Date.parse('2025-09-01T00:00:00Z');
const LAST_PUBLISHED = Date.parse('2026-11-16T00:00:00Z');
const COMMENTS_PAGE_SIZE = 20;

const content: SeedContent = loadSeedContent();
const { users, articles } = content;
const published = articles.filter((article) => article.status === 'PUBLISHED');
const publishedSlugs = new Set(published.map((article) => slugify(article.title)));
const handles = new Set(users.map((user) => user.handle));
const comments = articles.flatMap((article) =>
  article.comments.map((comment) => ({ ...comment, article })),
);

/** Every token of a Markdown document, depth first, as the app's own parser (marked) sees it. */
function tokensOf(markdown: string): Token[] {
  const out: Token[] = [];
  const visit = (token: Token): void => {
    out.push(token);
    const nested = token as {
      tokens?: Token[];
      items?: Token[];
      header?: Tokens.TableCell[];
      rows?: Tokens.TableCell[][];
    };
    nested.tokens?.forEach(visit);
    nested.items?.forEach(visit);
    nested.header?.forEach((cell) => cell.tokens.forEach(visit));
    nested.rows?.forEach((row) => row.forEach((cell) => cell.tokens.forEach(visit)));
  };
  new Lexer({ gfm: true }).lex(markdown).forEach(visit);
  return out;
}

// Every Markdown string a reader can see: article bodies, comments and bios.
const documents = [
  ...articles.map((article) => ({ where: `article ${article.key}`, markdown: article.body })),
  ...comments.map((comment) => ({
    where: `comment on ${comment.article.key} at ${comment.createdAt}`,
    markdown: comment.body,
  })),
  ...users.map((user) => ({ where: `bio of ${user.handle}`, markdown: user.bio })),
].map((doc) => ({ ...doc, tokens: tokensOf(doc.markdown) }));
const allTokens = documents.flatMap((doc) => doc.tokens);
const links = documents.flatMap((doc) =>
  doc.tokens
    .filter((token): token is Tokens.Link => token.type === 'link')
    .map((token) => ({ where: doc.where, href: token.href, raw: token.raw })),
);
const images = documents.flatMap((doc) =>
  doc.tokens
    .filter((token): token is Tokens.Image => token.type === 'image')
    .map((token) => ({ where: doc.where, href: token.href, alt: token.text })),
);

function wordCount(article: SeedArticle): number {
  return article.body.split(/\s+/).filter(Boolean).length;
}

describe('loadSeedContent', () => {
  test('returns users and articles with every field of the documented shape', () => {
    expect(users.length).toBeGreaterThanOrEqual(5);
    for (const user of users) {
      expect(user).toEqual({
        handle: expect.any(String),
        name: expect.any(String),
        role: expect.stringMatching(/^(AUTHOR|EDITOR)$/),
        bio: expect.any(String),
      });
    }
    for (const article of articles) {
      expect(Object.keys(article).sort()).toEqual(
        [
          'author',
          'body',
          'comments',
          'createdAt',
          'key',
          'publishedAt',
          'status',
          'summary',
          'tags',
          'title',
        ].sort(),
      );
      expect(article.tags.every((tag) => typeof tag === 'string')).toBe(true);
      // The loader hands the store its own time format, so rows sort as text in time order.
      expect(article.createdAt).toBe(new Date(article.createdAt).toISOString());
      expect(article.body).not.toMatch(/^---/);
    }
  });

  test('orders articles by publication time with never-published drafts last', () => {
    const times = articles.map((article) => article.publishedAt);
    const firstDraft = times.indexOf(null);
    expect(firstDraft).toBeGreaterThan(0);
    expect(times.slice(firstDraft).every((time) => time === null)).toBe(true);
    const dated = times.slice(0, firstDraft) as string[];
    expect(dated).toEqual([...dated].sort());
  });

  test('reads one article per Markdown file, keyed by file name', () => {
    const files = readdirSync(join(__dirname, 'content', 'articles')).filter((name) =>
      name.endsWith('.md'),
    );
    expect(articles.map((article) => `${article.key}.md`).sort()).toEqual(files.sort());
  });
});

describe('users', () => {
  test('include the documented demo accounts ada (editor) and grace (author)', () => {
    expect(users.find((user) => user.handle === 'ada')).toMatchObject({
      name: 'Ada Lovelace',
      role: 'EDITOR',
    });
    expect(users.find((user) => user.handle === 'grace')).toMatchObject({
      name: 'Grace Hopper',
      role: 'AUTHOR',
    });
  });

  test('add three or four more authors', () => {
    const others = users.filter((user) => user.handle !== 'ada' && user.handle !== 'grace');
    expect(others.length).toBeGreaterThanOrEqual(3);
    expect(others.length).toBeLessThanOrEqual(4);
    expect(others.every((user) => user.role === 'AUTHOR')).toBe(true);
  });

  test('have valid, case-insensitively unique handles and names and bios within limits', () => {
    const lower = users.map((user) => user.handle.toLowerCase());
    expect(new Set(lower).size).toBe(users.length);
    for (const user of users) {
      expect(user.handle).toMatch(HANDLE);
      expect(user.name.trim().length).toBeGreaterThanOrEqual(1);
      expect(user.name.length).toBeLessThanOrEqual(80);
      // Demo profiles should look lived-in: every bio says something.
      expect(user.bio.length).toBeGreaterThan(40);
      expect(user.bio.length).toBeLessThanOrEqual(2000);
    }
  });

  test('each wrote at least one published article', () => {
    for (const user of users) {
      expect(published.some((article) => article.author === user.handle)).toBe(true);
    }
  });
});

describe('articles', () => {
  test('number 32 to 36, mostly published', () => {
    expect(articles.length).toBeGreaterThanOrEqual(32);
    expect(articles.length).toBeLessThanOrEqual(36);
    expect(published.length).toBe(articles.length - 3);
  });

  test('respect the validation limits of titles, summaries and bodies', () => {
    for (const article of articles) {
      const title = article.title.trim();
      expect(title.length).toBeGreaterThanOrEqual(1);
      expect(title.length).toBeLessThanOrEqual(140);
      expect(article.summary.length).toBeGreaterThan(0);
      expect(article.summary.length).toBeLessThanOrEqual(280);
      expect(article.body.trim().length).toBeGreaterThan(0);
      expect(article.body.length).toBeLessThanOrEqual(100_000);
    }
  });

  test('have titles that stay distinct after slugify, and unique keys', () => {
    const slugs = articles.map((article) => slugify(article.title));
    expect(new Set(slugs).size).toBe(articles.length);
    expect(slugs).not.toContain('article');
    expect(new Set(articles.map((article) => article.key)).size).toBe(articles.length);
  });

  test('are written by known users', () => {
    for (const article of articles) expect(handles).toContain(article.author);
  });

  test('vary in length: mostly 300–900 words, two long reads, one very short', () => {
    const counts = published.map(wordCount);
    const medium = counts.filter((count) => count >= 300 && count <= 900);
    expect(medium.length / counts.length).toBeGreaterThanOrEqual(0.7);
    expect(counts.filter((count) => count >= 2000 && count <= 3000)).toHaveLength(2);
    expect(counts.filter((count) => count < 150).length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(3000);
  });
});

describe('tags', () => {
  test('use the tag format, 1 to 4 per article, without duplicates', () => {
    for (const article of articles) {
      expect(article.tags.length).toBeGreaterThanOrEqual(1);
      expect(article.tags.length).toBeLessThanOrEqual(4);
      expect(new Set(article.tags).size).toBe(article.tags.length);
      for (const tag of article.tags) expect(tag).toMatch(TAG);
    }
  });

  test('number about ten and each appears on at least two published articles', () => {
    const counts = new Map<string, number>();
    for (const article of published) {
      for (const tag of article.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    expect(counts.size).toBeGreaterThanOrEqual(8);
    expect(counts.size).toBeLessThanOrEqual(12);
    for (const [tag, count] of counts) expect([tag, count >= 2]).toEqual([tag, true]);
    // A tag only drafts use would be an empty tag page.
    const allTags = new Set(articles.flatMap((article) => article.tags));
    expect(allTags.size).toBe(counts.size);
  });
});

describe('statuses and dates', () => {
  test('two drafts and one archived article, all by ada or grace, so /drafts has content', () => {
    const drafts = articles.filter((article) => article.status === 'DRAFT');
    const archived = articles.filter((article) => article.status === 'ARCHIVED');
    expect(drafts).toHaveLength(2);
    expect(archived).toHaveLength(1);
    for (const article of [...drafts, ...archived]) {
      expect(['ada', 'grace']).toContain(article.author);
    }
    for (const draft of drafts) expect(draft.publishedAt).toBeNull();
  });

  test('published articles fall between September 2025 and 15 November 2026', () => {
    for (const article of articles) {
      if (article.status === 'PUBLISHED') expect(article.publishedAt).not.toBeNull();
      if (article.publishedAt === null) continue;
      const time = Date.parse(article.publishedAt);
      expect(time).toBeGreaterThanOrEqual(FIRST_PUBLISHED);
      expect(time).toBeLessThan(LAST_PUBLISHED);
      expect(time).toBeGreaterThanOrEqual(Date.parse(article.createdAt));
    }
  });

  test('are spread over the period rather than bunched together', () => {
    const months = new Set(published.map((article) => article.publishedAt?.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  test('nothing is dated in the future', () => {
    const now = Date.now();
    for (const article of articles) {
      expect(Date.parse(article.createdAt)).toBeLessThanOrEqual(now);
      expect(Date.parse(article.createdAt)).toBeLessThan(LAST_PUBLISHED);
    }
    for (const comment of comments) expect(Date.parse(comment.createdAt)).toBeLessThanOrEqual(now);
  });
});

describe('comments', () => {
  test('number 40 or more, from at least four different people', () => {
    expect(comments.length).toBeGreaterThanOrEqual(40);
    expect(new Set(comments.map((comment) => comment.author)).size).toBeGreaterThanOrEqual(4);
  });

  test('one article has more than a page of comments, so pagination shows', () => {
    const most = Math.max(...articles.map((article) => article.comments.length));
    expect(most).toBeGreaterThanOrEqual(25);
    expect(most).toBeGreaterThan(COMMENTS_PAGE_SIZE);
  });

  test('are by known users, within the length limit, on published articles', () => {
    for (const comment of comments) {
      expect(handles).toContain(comment.author);
      expect(comment.body.trim().length).toBeGreaterThanOrEqual(1);
      expect(comment.body.length).toBeLessThanOrEqual(5000);
      expect(comment.article.status).toBe('PUBLISHED');
    }
  });

  test('are written after their article was published and come oldest first', () => {
    for (const article of articles) {
      const times = article.comments.map((comment) => comment.createdAt);
      expect(times).toEqual([...times].sort());
      for (const time of times) {
        expect(article.publishedAt).not.toBeNull();
        expect(Date.parse(time)).toBeGreaterThan(Date.parse(article.publishedAt ?? ''));
      }
    }
  });
});

describe('links and images', () => {
  const internal = links.filter((link) => link.href.startsWith('/articles/'));

  test('every /articles/ link resolves to a published article', () => {
    const broken = internal.filter(
      (link) => !publishedSlugs.has(link.href.slice('/articles/'.length)),
    );
    expect(broken).toEqual([]);
  });

  test('articles link to each other at least fifteen times', () => {
    const fromArticles = internal.filter((link) => link.where.startsWith('article '));
    expect(fromArticles.length).toBeGreaterThanOrEqual(15);
    expect(new Set(fromArticles.map((link) => link.href)).size).toBeGreaterThanOrEqual(10);
  });

  test('every /tags/ and /authors/ link points at an existing tag or author', () => {
    const tags = new Set(published.flatMap((article) => article.tags));
    const tagLinks = links.filter((link) => link.href.startsWith('/tags/'));
    const authorLinks = links.filter((link) => link.href.startsWith('/authors/'));
    expect(tagLinks.length).toBeGreaterThanOrEqual(2);
    expect(authorLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of tagLinks) expect(tags).toContain(link.href.slice('/tags/'.length));
    for (const link of authorLinks) expect(handles).toContain(link.href.slice('/authors/'.length));
  });

  test('every other app-relative link is a route that exists', () => {
    const others = links.filter(
      (link) =>
        link.href.startsWith('/') &&
        !/^\/(articles|tags|authors)\/[^/]+$/.test(link.href) &&
        !link.href.startsWith('/media/'),
    );
    for (const link of others) expect(['/', '/tags', '/search']).toContain(link.href);
  });

  test('every image is served from /media/, exists there and has meaningful alt text', () => {
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const image of images) {
      expect(image.href).toMatch(/^\/media\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(MEDIA_DIR, image.href.slice('/media/'.length)))).toBe(true);
      expect(image.alt.trim().split(/\s+/).length).toBeGreaterThanOrEqual(5);
    }
  });

  test('every SVG in server/db/seed/media is used by an article', () => {
    const used = new Set(images.map((image) => image.href.slice('/media/'.length)));
    const svgs = readdirSync(MEDIA_DIR).filter((name) => name.endsWith('.svg'));
    expect(svgs.filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('Markdown features', () => {
  const has = (predicate: (token: Token) => boolean): boolean => allTokens.some(predicate);

  test.each([
    ['h2 headings', (t: Token) => t.type === 'heading' && t.depth === 2],
    ['h3 headings', (t: Token) => t.type === 'heading' && t.depth === 3],
    ['ordered lists', (t: Token) => t.type === 'list' && t.ordered === true],
    ['unordered lists', (t: Token) => t.type === 'list' && t.ordered === false],
    [
      'nested lists',
      (t: Token) =>
        t.type === 'list_item' && (t.tokens ?? []).some((inner) => inner.type === 'list'),
    ],
    ['GFM tables', (t: Token) => t.type === 'table'],
    ['block quotes', (t: Token) => t.type === 'blockquote'],
    ['inline code', (t: Token) => t.type === 'codespan'],
    ['emphasis', (t: Token) => t.type === 'em'],
    ['strong emphasis', (t: Token) => t.type === 'strong'],
    ['strikethrough', (t: Token) => t.type === 'del'],
    ['unchecked task items', (t: Token) => t.type === 'list_item' && t.task && !t.checked],
    ['checked task items', (t: Token) => t.type === 'list_item' && t.task && t.checked === true],
    ['images', (t: Token) => t.type === 'image'],
    ['autolinks', (t: Token) => t.type === 'link' && t.raw.startsWith('<http')],
    ['external links', (t: Token) => t.type === 'link' && /^\[.*\]\(https:\/\//s.test(t.raw)],
  ])('the demo content uses %s', (_name, predicate) => {
    expect(has(predicate)).toBe(true);
  });

  test('fenced code appears in every language the highlighter should show', () => {
    const languages = new Set(
      allTokens
        .filter((token): token is Tokens.Code => token.type === 'code')
        .map((token) => token.lang ?? ''),
    );
    for (const lang of [
      'ts',
      'tsx',
      'js',
      'sql',
      'bash',
      'json',
      'css',
      'html',
      'graphql',
      'python',
      'rust',
      'go',
      'diff',
    ]) {
      expect([lang, languages.has(lang)]).toEqual([lang, true]);
    }
  });

  test('the long reads have enough headings for a table of contents', () => {
    const long = published.filter((article) => wordCount(article) >= 2000);
    for (const article of long) {
      const headings = tokensOf(article.body).filter(
        (token): token is Tokens.Heading => token.type === 'heading',
      );
      expect(headings.filter((token) => token.depth === 2).length).toBeGreaterThanOrEqual(5);
      expect(headings.some((token) => token.depth === 3)).toBe(true);
    }
  });
});

describe('safety samples', () => {
  test('an article shows attack strings inside fenced code and inline code', () => {
    const showsAttacks = articles.some((article) => {
      const tokens = tokensOf(article.body);
      return (
        tokens.some((t) => t.type === 'code' && /<script|onerror=/.test(t.text)) &&
        tokens.some((t) => t.type === 'codespan' && t.text.includes('<script'))
      );
    });
    expect(showsAttacks).toBe(true);
  });

  test('a comment quotes a <script> element inside inline code', () => {
    const quoted = comments.some((comment) =>
      tokensOf(comment.body).some((t) => t.type === 'codespan' && t.text.includes('<script')),
    );
    expect(quoted).toBe(true);
  });

  test('no attack string is ever outside code, so the content never relies on the sanitizer', () => {
    for (const doc of documents) {
      const rawHtml = doc.tokens.filter((t) => t.type === 'html').map((t) => t.raw);
      const hrefs = doc.tokens
        .filter((t): t is Tokens.Link | Tokens.Image => t.type === 'link' || t.type === 'image')
        .map((t) => t.href);
      expect([doc.where, rawHtml.filter((html) => /<script|\son\w+\s*=/i.test(html))]).toEqual([
        doc.where,
        [],
      ]);
      expect([doc.where, hrefs.filter((href) => /^\s*(javascript|data):/i.test(href))]).toEqual([
        doc.where,
        [],
      ]);
    }
  });
});

describe('media', () => {
  const svgs = readdirSync(MEDIA_DIR).filter((name) => name.endsWith('.svg'));

  test('holds 6 to 10 SVG images and a README', () => {
    expect(svgs.length).toBeGreaterThanOrEqual(6);
    expect(svgs.length).toBeLessThanOrEqual(10);
    expect(existsSync(join(MEDIA_DIR, 'README.md'))).toBe(true);
  });

  test.each(svgs)('%s is small, titled, self-contained and has its own background', (name) => {
    const file = join(MEDIA_DIR, name);
    const svg = readFileSync(file, 'utf8');
    expect(statSync(file).size).toBeLessThan(8 * 1024);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/<foreignObject/i);
    expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
    // Only fragment references (#id) are allowed: no external href, image or stylesheet.
    expect(svg).not.toMatch(/href\s*=\s*["'](?!#)/i);
    expect(svg).not.toMatch(/url\(\s*(?!#)/i);
    expect(svg).not.toMatch(/@import/i);
    // A full-size background keeps the drawing legible on both the light and the dark theme.
    const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    expect(viewBox).not.toBeNull();
    const [, width, height] = viewBox ?? [];
    expect(svg).toContain(`<rect width="${width}" height="${height}"`);
    // Its name gives its size (src/markdown/mediaImages.ts), so a page lays it out before it loads.
    expect(name.endsWith(`-${width}x${height}.svg`)).toBe(true);
  });
});

describe('the loader on malformed content', () => {
  let dir: string;

  const article = (frontMatter: string, body = 'Some text.'): string =>
    `---\n${frontMatter}\n---\n\n${body}\n`;
  const validFrontMatter = [
    'title: A valid article',
    'summary: Fine.',
    'author: ada',
    'tags: writing, teamwork',
    'status: PUBLISHED',
    'createdAt: 2025-09-01T10:00:00Z',
    'publishedAt: 2025-09-02T10:00:00Z',
  ].join('\n');

  function writeContent(files: Record<string, string>): void {
    const all: Record<string, string> = {
      'users.json': JSON.stringify([{ handle: 'ada', name: 'Ada', role: 'EDITOR', bio: '' }]),
      'comments.json': '{}',
      'articles/valid.md': article(validFrontMatter),
      ...files,
    };
    for (const [name, text] of Object.entries(all)) writeFileSync(join(dir, name), text);
  }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'folio-seed-'));
    mkdirSync(join(dir, 'articles'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('parses a well-formed directory: tags split, times normalized, drafts last', () => {
    writeContent({
      'articles/draft.md': article(
        validFrontMatter
          .replace('status: PUBLISHED', 'status: DRAFT')
          .replace('publishedAt: 2025-09-02T10:00:00Z', 'publishedAt: null'),
      ),
      'articles/folded.md': article(
        validFrontMatter
          .replace('summary: Fine.', 'summary: A summary that prettier\n  folded onto two lines.')
          .replace('2025-09-02T10:00:00Z', '2025-09-01T12:00:00Z'),
        '## Heading\n\nBody text.',
      ),
      'comments.json': JSON.stringify({
        valid: [{ author: 'ada', body: 'Nice.', createdAt: '2025-09-03T08:00:00Z' }],
      }),
    });
    const loaded = loadSeedContent(dir);
    expect(loaded.articles.map((a) => a.key)).toEqual(['folded', 'valid', 'draft']);
    const [folded, valid, draft] = loaded.articles;
    expect(folded?.summary).toBe('A summary that prettier folded onto two lines.');
    expect(folded?.body).toBe('## Heading\n\nBody text.');
    expect(valid?.tags).toEqual(['writing', 'teamwork']);
    expect(valid?.publishedAt).toBe('2025-09-02T10:00:00.000Z');
    expect(valid?.comments).toEqual([
      { author: 'ada', body: 'Nice.', createdAt: '2025-09-03T08:00:00.000Z' },
    ]);
    expect(draft?.publishedAt).toBeNull();
  });

  test.each([
    ['no front matter at all', 'Just a body.'],
    ['an unclosed front matter block', '---\ntitle: Oops\n\nBody'],
    ['a missing title', article(validFrontMatter.replace('title: A valid article\n', ''))],
    ['an unknown key', article(`${validFrontMatter}\ncolour: blue`)],
    ['a line that is not key: value', article(`${validFrontMatter}\njust words`)],
    ['an unknown status', article(validFrontMatter.replace('PUBLISHED', 'LIVE'))],
    [
      'a date that is not ISO UTC',
      article(validFrontMatter.replace('2025-09-01T10:00:00Z', '1 Sep 2025')),
    ],
    ['a duplicated key', article(`${validFrontMatter}\ntitle: Again`)],
  ])('an article file with %s is refused, naming the file', (_case, text) => {
    writeContent({ 'articles/broken-one.md': text });
    expect(() => loadSeedContent(dir)).toThrow(/broken-one\.md/);
  });

  test('comments for an article that does not exist are refused, naming comments.json', () => {
    writeContent({
      'comments.json': JSON.stringify({
        nowhere: [{ author: 'ada', body: 'Hi', createdAt: '2025-09-03T08:00:00Z' }],
      }),
    });
    expect(() => loadSeedContent(dir)).toThrow(/comments\.json.*"nowhere"/);
  });

  test('a comment without a body is refused, naming comments.json', () => {
    writeContent({
      'comments.json': JSON.stringify({
        valid: [{ author: 'ada', createdAt: '2025-09-03T08:00:00Z' }],
      }),
    });
    expect(() => loadSeedContent(dir)).toThrow(/comments\.json.*"body"/);
  });

  test('users.json that is not valid JSON or has a bad role is refused, naming the file', () => {
    writeContent({ 'users.json': '[{ "handle": "ada", ' });
    expect(() => loadSeedContent(dir)).toThrow(/users\.json/);
    writeContent({
      'users.json': JSON.stringify([{ handle: 'ada', name: 'Ada', role: 'ADMIN', bio: '' }]),
    });
    expect(() => loadSeedContent(dir)).toThrow(/users\.json.*role/);
  });
});
