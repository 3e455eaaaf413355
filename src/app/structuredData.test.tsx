import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { SITE_ORIGIN, nextOperation } from '../../test/renderRoute';
import { createAppRouter } from '../router/createAppRouter';
import { App } from './App';

// JSON-LD exists only in server-rendered HTML (DocumentHead's useServerRendered): these tests
// render the app's route tree to a string as a server does, with the route's data in the store.

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** The app's router at `path`, loaded: its one query answered from `resolvers`. */
async function loadedRouter(environment: MockEnvironment, path: string, resolvers: MockResolvers) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({
    relayEnvironment: environment,
    history,
    siteOrigin: SITE_ORIGIN,
  });
  const loading = router.load();
  const operation = await nextOperation(environment);
  environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  await loading;
  return router;
}

/** The server render of `path`, and the JSON-LD it carries (parsed), with its raw text. */
async function serverRender(path: string, resolvers: MockResolvers) {
  const environment = createMockEnvironment();
  const router = await loadedRouter(environment, path, resolvers);
  const html = renderToString(<App router={router} relayEnvironment={environment} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const text = scripts[0]!.textContent!;
  const { '@graph': graph } = JSON.parse(text) as { '@graph': Record<string, unknown>[] };
  const node = (type: string) => graph.find((entry) => entry['@type'] === type);
  return { html, text, graph, node, environment };
}

const hostileTitle = 'Engines </script><script>alert(1)</script> <!-- \u2028 & more';
const articleResolvers: MockResolvers = {
  Article: () => ({
    slug: 'analytical-engine',
    title: 'The Analytical Engine',
    summary: 'How the engine weaves algebraic patterns.',
    body: 'Intro text.',
    status: 'PUBLISHED',
    publishedAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-22T08:30:00.000Z',
    tags: [{ name: 'engines' }],
    cover: { url: '/media/0123456789abcdef0123456789abcdef-1600x900.jpg', variants: [] },
  }),
  User: () => ({ handle: 'ada', name: 'Ada Lovelace', bio: 'Writes about *engines*.' }),
  Tag: () => ({ name: 'engines', articleCount: 2 }),
  ArticleConnection: () => ({ edges: [{}], pageInfo: { hasNextPage: false } }),
  CommentConnection: () => ({ edges: [], pageInfo: { hasNextPage: false } }),
};

test("an article's server render carries a BlogPosting with its author and a BreadcrumbList", async () => {
  const { node } = await serverRender('/articles/analytical-engine', articleResolvers);
  const url = `${SITE_ORIGIN}/articles/analytical-engine`;
  expect(node('BlogPosting')).toEqual({
    '@type': 'BlogPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: 'The Analytical Engine',
    description: 'How the engine weaves algebraic patterns.',
    datePublished: '2026-11-21T12:00:00.000Z',
    dateModified: '2026-11-22T08:30:00.000Z',
    author: { '@type': 'Person', name: 'Ada Lovelace', url: `${SITE_ORIGIN}/authors/ada` },
    keywords: ['engines'],
    image: `${SITE_ORIGIN}/media/0123456789abcdef0123456789abcdef-1600x900.jpg`,
  });
  expect(node('BreadcrumbList')).toEqual({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Folio', item: `${SITE_ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'The Analytical Engine', item: url },
    ],
  });
});

test('no title can end the JSON-LD script or open a comment in it', async () => {
  const { text, node, html } = await serverRender('/articles/analytical-engine', {
    ...articleResolvers,
    Article: () => ({
      slug: 'analytical-engine',
      title: hostileTitle,
      status: 'PUBLISHED',
      tags: [],
    }),
  });
  expect(text).not.toMatch(/[<>&\u2028]/);
  expect((node('BlogPosting') as { headline: string }).headline).toBe(hostileTitle);
  // The one script element in the whole page is the JSON-LD (no title made another).
  expect(html.match(/<script/g)).toHaveLength(1);
});

test("an author's server render carries a ProfilePage about the Person", async () => {
  const { node } = await serverRender('/authors/ada', articleResolvers);
  const url = `${SITE_ORIGIN}/authors/ada`;
  expect(node('ProfilePage')).toEqual({
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Person',
      '@id': url,
      name: 'Ada Lovelace',
      alternateName: '@ada',
      url,
      description: 'Writes about engines.',
    },
  });
  expect(node('BreadcrumbList')).toBeDefined();
});

test("a tag's server render carries its BreadcrumbList: home, tags, the tag", async () => {
  const { node } = await serverRender('/tags/engines', articleResolvers);
  const crumbs = (node('BreadcrumbList') as { itemListElement: { item: string }[] })
    .itemListElement;
  expect(crumbs.map((crumb) => crumb.item)).toEqual([
    `${SITE_ORIGIN}/`,
    `${SITE_ORIGIN}/tags`,
    `${SITE_ORIGIN}/tags/engines`,
  ]);
});

test('the home page describes the WebSite and its search', async () => {
  const { node } = await serverRender('/', articleResolvers);
  expect(node('WebSite')).toMatchObject({
    url: `${SITE_ORIGIN}/`,
    name: 'Folio',
    potentialAction: {
      '@type': 'SearchAction',
      target: `${SITE_ORIGIN}/search?q={search_term_string}`,
    },
  });
});

test('hydration keeps the served JSON-LD; a page reached by client navigation has none', async () => {
  const { html, environment } = await serverRender('/articles/analytical-engine', articleResolvers);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const served = container.querySelector('script[type="application/ld+json"]');
  const errors = jest.spyOn(console, 'error');
  const history = createMemoryHistory({ initialEntries: ['/articles/analytical-engine'] });
  const router = createAppRouter({
    relayEnvironment: environment,
    history,
    siteOrigin: SITE_ORIGIN,
  });
  await router.load();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <App router={router} relayEnvironment={environment} />);
  });
  await screen.findByRole('heading', { level: 1, name: 'The Analytical Engine' });
  // The very element the server sent, adopted rather than made again.
  expect(document.querySelector('script[type="application/ld+json"]')).toBe(served);

  await userEvent.click(screen.getAllByRole('link', { name: 'Ada Lovelace' })[0]!);
  const operation = await nextOperation(environment);
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, articleResolvers));
  });
  await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
  expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  expect(errors).not.toHaveBeenCalled();
  act(() => root!.unmount());
  container.remove();
  errors.mockRestore();
});
