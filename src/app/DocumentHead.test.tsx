import { screen, within } from '@testing-library/react';
import { SITE_ORIGIN, renderRoute, resolveNext } from '../../test/renderRoute';

/** The content of every `<meta>` in the head with this name or property. */
function metas(key: string): string[] {
  return [...document.head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map(
    (meta) => meta.getAttribute('content') ?? '',
  );
}

/** The one `<meta>` with this name or property, or null; fails when there are several. */
function meta(key: string): string | null {
  const found = metas(key);
  if (found.length > 1) throw new Error(`${found.length} <meta> ${key} in the head`);
  return found[0] ?? null;
}

function canonical(): string | null {
  const links = document.head.querySelectorAll('link[rel="canonical"]');
  if (links.length > 1) throw new Error(`${links.length} canonical links in the head`);
  return links[0]?.getAttribute('href') ?? null;
}

function feeds(): string[] {
  return [...document.head.querySelectorAll('link[rel="alternate"]')].map(
    (link) =>
      `${link.getAttribute('type')} ${link.getAttribute('title')} ${link.getAttribute('href')}`,
  );
}

const article = {
  id: 'article-1',
  slug: 'analytical-engine',
  title: 'The Analytical Engine',
  summary: 'How the engine weaves algebraic patterns.',
  body: 'Intro text.',
  status: 'PUBLISHED',
  publishedAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-22T08:30:00.000Z',
};
const resolvers = {
  Article: () => article,
  User: () => ({ id: 'user-ada', handle: 'ada', name: 'Ada Lovelace', bio: '' }),
  Tag: () => ({ name: 'engines' }),
  CommentConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
};

beforeEach(() => {
  // The shell's own title (src/index.html): the page's must win over it.
  const shellTitle = document.createElement('title');
  shellTitle.textContent = 'Folio';
  document.head.replaceChildren(shellTitle);
});

test("an article's head: title, summary, canonical URL, Open Graph article and Twitter card", async () => {
  const tagNames = ['engines', 'history'];
  const { environment } = renderRoute('/articles/analytical-engine');
  await resolveNext(environment, {
    ...resolvers,
    Article: () => ({ ...article, tags: [{}, {}] }),
    Tag: () => ({ name: tagNames.shift() }),
  });
  await screen.findByRole('heading', { level: 1, name: 'The Analytical Engine' });

  expect(document.title).toBe('The Analytical Engine · Folio');
  const url = `${SITE_ORIGIN}/articles/analytical-engine`;
  expect(meta('description')).toBe('How the engine weaves algebraic patterns.');
  expect(canonical()).toBe(url);
  expect(meta('og:type')).toBe('article');
  expect(meta('og:title')).toBe('The Analytical Engine');
  expect(meta('og:description')).toBe('How the engine weaves algebraic patterns.');
  expect(meta('og:url')).toBe(url);
  expect(meta('og:site_name')).toBe('Folio');
  expect(meta('article:published_time')).toBe('2026-11-21T12:00:00.000Z');
  expect(meta('article:modified_time')).toBe('2026-11-22T08:30:00.000Z');
  expect(meta('article:author')).toBe(`${SITE_ORIGIN}/authors/ada`);
  expect(metas('article:tag')).toEqual(['engines', 'history']);
  expect(meta('twitter:card')).toBe('summary');
  expect(meta('twitter:title')).toBe('The Analytical Engine');
  expect(meta('robots')).toBeNull();
  // Made on the client, a JSON-LD script would break Trusted Types: only a server render has it.
  expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
});

test('without a summary, the description is the opening words of the text, cut at a word', async () => {
  const prose =
    'The engine **weaves** algebraic patterns just as the Jacquard loom weaves flowers and ' +
    'leaves, and it holds a store of numbers, a mill that works on them, and cards that say how.';
  const { environment } = renderRoute('/articles/analytical-engine');
  await resolveNext(environment, {
    ...resolvers,
    Article: () => ({
      ...article,
      summary: '',
      body: `## Design\n\n\`\`\`js\nconst code = 'not prose';\n\`\`\`\n\n${prose}`,
    }),
  });
  await screen.findByRole('heading', { level: 1, name: 'The Analytical Engine' });

  const description = meta('description')!;
  expect(description).toBe(
    'Design The engine weaves algebraic patterns just as the Jacquard loom weaves flowers and ' +
      'leaves, and it holds a store of numbers, a mill that works on them…',
  );
  expect(description.length).toBeLessThanOrEqual(160);
  expect(meta('og:description')).toBe(description);
});

test('a draft the viewer may see is not for search engines', async () => {
  const { environment } = renderRoute('/articles/analytical-engine');
  await resolveNext(environment, {
    ...resolvers,
    Article: () => ({ ...article, status: 'DRAFT', publishedAt: null }),
  });
  await screen.findByRole('heading', { level: 1, name: 'The Analytical Engine' });
  expect(meta('robots')).toBe('noindex');
  expect(meta('article:published_time')).toBeNull();
});

test('the head follows a client navigation: article, then its author, then a tag', async () => {
  const { environment, user } = renderRoute('/articles/analytical-engine');
  await resolveNext(environment, resolvers);
  const header = (await screen.findByRole('heading', { level: 1 })).closest('header')!;
  expect(meta('og:type')).toBe('article');

  await user.click(within(header).getByRole('link', { name: 'Ada Lovelace' }));
  await resolveNext(environment, {
    User: () => ({ id: 'user-ada', handle: 'ada', name: 'Ada Lovelace', bio: 'Writes *poems*.' }),
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
    Tag: () => ({ name: 'engines', articleCount: 1 }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
  expect(document.title).toBe('Ada Lovelace · Folio');
  expect(meta('og:type')).toBe('profile');
  expect(meta('og:title')).toBe('Ada Lovelace');
  expect(meta('profile:username')).toBe('ada');
  expect(meta('description')).toBe('Writes poems.');
  expect(canonical()).toBe(`${SITE_ORIGIN}/authors/ada`);
  expect(metas('article:tag')).toEqual([]);
  expect(meta('article:author')).toBeNull();
  expect(feeds()).toEqual([
    'application/rss+xml Folio: Ada Lovelace /authors/ada/feed.xml',
    'application/atom+xml Folio: Ada Lovelace /authors/ada/atom.xml',
  ]);

  await user.click(screen.getAllByRole('link', { name: '#engines' })[0]!);
  await resolveNext(environment, {
    Tag: () => ({ name: 'engines', articleCount: 3 }),
    ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  });
  await screen.findByRole('heading', { level: 1, name: '#engines' });
  expect(document.title).toBe('#engines · Folio');
  expect(meta('og:type')).toBe('website');
  expect(meta('description')).toBe('3 articles tagged #engines on Folio.');
  expect(canonical()).toBe(`${SITE_ORIGIN}/tags/engines`);
  expect(meta('profile:username')).toBeNull();
  expect(feeds()).toEqual([
    'application/rss+xml Folio: #engines /tags/engines/feed.xml',
    'application/atom+xml Folio: #engines /tags/engines/atom.xml',
  ]);
});

test('an author with nothing published advertises no feed (it would answer 404)', async () => {
  const { environment } = renderRoute('/authors/ada');
  await resolveNext(environment, {
    User: () => ({ id: 'user-ada', handle: 'ada', name: 'Ada Lovelace', bio: '' }),
    ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
  expect(feeds()).toEqual([]);
  expect(meta('description')).toBe('Articles by Ada Lovelace on Folio.');
});

test("the home page's head: the site's description and its own URL, per tag filter", async () => {
  const { environment } = renderRoute('/?tag=engines');
  await resolveNext(environment, {
    ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Articles tagged #engines' });
  expect(document.title).toBe('Articles tagged #engines · Folio');
  expect(meta('description')).toBe(
    "Folio: a team's knowledge base and publication, written in Markdown.",
  );
  expect(canonical()).toBe(`${SITE_ORIGIN}/?tag=engines`);
  expect(meta('og:type')).toBe('website');
  expect(meta('robots')).toBeNull();
});

test.each([
  ['/search?q=engines', 'Search: engines · Folio'],
  ['/search', 'Search · Folio'],
  ['/signin', 'Sign in · Folio'],
  ['/signup', 'Create an account · Folio'],
])('%s is not for search engines', async (path, title) => {
  const { environment } = renderRoute(path);
  if (path !== '/search') {
    await resolveNext(environment, {
      Query: () => ({ viewer: null }),
      SearchResultConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
    });
  }
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toBe(title);
  expect(meta('robots')).toBe('noindex');
  expect(canonical()).toBeNull();
});

test('the editor, the drafts and the settings are not for search engines', async () => {
  for (const [path, title] of [
    ['/write', 'New article · Folio'],
    ['/drafts', 'Drafts · Folio'],
    ['/settings/profile', 'Profile settings · Folio'],
  ] as const) {
    const { environment, unmount } = renderRoute(path);
    await resolveNext(environment, {
      User: () => ({ id: 'user-ada', handle: 'ada', name: 'Ada Lovelace', bio: '' }),
      ArticleConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(title);
    expect(meta('robots')).toBe('noindex');
    unmount();
  }
});

test('an unknown article: "Page not found", no canonical URL, not for search engines', async () => {
  const { environment } = renderRoute('/articles/nothing-here');
  await resolveNext(environment, { Query: () => ({ article: null }) });
  await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  expect(document.title).toBe('Page not found · Folio');
  expect(canonical()).toBeNull();
  expect(meta('robots')).toBe('noindex');
});
