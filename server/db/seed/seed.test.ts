import { verifyPassword } from '../../auth/passwords';
import { Client } from '../../testing/harness';
import { tempStore } from '../../testing/testStore';
import { DEMO_PASSWORD, insertSeedContent } from './seed';

// A tiny fixture in the loader's shape: the real demo content belongs to the content loader's tests.
const fixture = {
  users: [
    { handle: 'ada', name: 'Ada Lovelace', role: 'EDITOR' as const, bio: 'Notes.' },
    { handle: 'grace', name: 'Grace Hopper', role: 'AUTHOR' as const, bio: '' },
  ],
  articles: [
    {
      key: 'one',
      title: 'Same title',
      summary: 'First.',
      body: 'Searchable engines.',
      tags: ['Analytical Engine', 'math'],
      author: 'ada',
      status: 'PUBLISHED' as const,
      createdAt: '2024-01-01T10:00Z',
      publishedAt: '2024-01-02T10:00Z',
      comments: [{ author: 'grace', body: 'Lovely.', createdAt: '2024-01-03T10:00:00Z' }],
    },
    {
      key: 'two',
      title: 'Same title',
      summary: '',
      body: 'A draft.',
      tags: [],
      author: 'grace',
      status: 'DRAFT' as const,
      createdAt: '2024-02-01T10:00:00.000Z',
      publishedAt: null,
      comments: [],
    },
  ],
};

test('seed content is inserted with unique slugs, tags, comments, search and per-user salted hashes', async () => {
  const t = await tempStore();
  try {
    await insertSeedContent(t.store, fixture);
    const data = await new Client(t.store).data<{
      articles: { edges: { node: Record<string, unknown> }[] };
      search: { edges: unknown[] };
      user: { role: string };
    }>(`{ articles { edges { node { slug publishedAt tags { name } commentCount } } }
         search(query: "engine") { edges { cursor } } user(handle: "ada") { role } }`);
    expect(data.articles.edges.map((e) => e.node)).toEqual([
      {
        slug: 'same-title',
        publishedAt: '2024-01-02T10:00:00.000Z',
        tags: [{ name: 'analytical-engine' }, { name: 'math' }],
        commentCount: 1,
      },
    ]);
    expect(data.search.edges).toHaveLength(1);
    expect(data.user.role).toBe('EDITOR');
    // A draft's slug never competes with a public one (server/README.md "Slugs").
    const drafts = await t.sql<{ slug: string }>(
      "SELECT slug FROM articles WHERE status = 'DRAFT'",
    );
    expect(drafts.map((row) => row.slug)).toEqual([
      expect.stringMatching(/^same-title--[0-9a-f]{8}$/),
    ]);
    const ada = (await t.store.users.credentialsByHandle('ada'))!;
    const grace = (await t.store.users.credentialsByHandle('grace'))!;
    expect(ada.passwordHash).not.toBe(grace.passwordHash);
    expect(await verifyPassword(DEMO_PASSWORD, grace.passwordHash)).toBe(true);
  } finally {
    await t.close();
  }
});

test('seed content naming an unknown author is refused and leaves nothing behind', async () => {
  const t = await tempStore();
  try {
    const broken = { ...fixture, articles: [{ ...fixture.articles[0]!, author: 'nobody' }] };
    await expect(insertSeedContent(t.store, broken)).rejects.toThrow(/unknown user "nobody"/);
    expect(await t.count('SELECT COUNT(*) FROM users')).toBe(0);
    expect(await t.count('SELECT COUNT(*) FROM articles')).toBe(0);
  } finally {
    await t.close();
  }
});

test('a new demo database signs in the documented accounts: ada (EDITOR) and grace (AUTHOR)', async () => {
  const t = await tempStore({ demo: true });
  try {
    for (const [handle, role] of [
      ['ada', 'EDITOR'],
      ['grace', 'AUTHOR'],
    ] as const) {
      const client = new Client(t.store);
      const data = await client.data<{ signIn: { viewer: { role: string } | null } }>(
        `mutation { signIn(input: { handle: "${handle}", password: "${DEMO_PASSWORD}" }) {
           viewer { role } } }`,
      );
      expect(data.signIn.viewer).toEqual({ role });
    }
    const counts = await new Client(t.store).data<{
      articles: { edges: unknown[] };
      tags: unknown[];
    }>('{ articles(first: 50) { edges { cursor } } tags { name } }');
    expect(counts.articles.edges.length).toBeGreaterThanOrEqual(30);
    expect(counts.tags.length).toBeGreaterThanOrEqual(8);
  } finally {
    await t.close();
  }
});
