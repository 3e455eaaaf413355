// Covers and avatars on a page of cards: loaded for the whole page at once (db/loaders.ts), so a
// page of 50 articles costs the statements a page of 5 does, and each card still gets its own.
import { storeArticle } from '../../testing/fixtures';
import { signedIn } from '../../testing/harness';
import { tempStore } from '../../testing/testStore';

interface Page {
  articles: {
    edges: {
      node: {
        title: string;
        cover: { alt: string } | null;
        author: { avatar: { alt: string } | null };
      };
    }[];
  };
}

const QUERY = `query ($first: Int) { articles(first: $first) { edges { node {
  title cover { alt url } author { avatar { alt url } } } } } }`;

test('a page costs the same number of SQL statements with 5 and with 50 covers', async () => {
  const t = await tempStore();
  try {
    const now = new Date().toISOString();
    const writers = [
      await t.createUser('w_one'),
      await t.createUser('w_two'),
      await t.createUser('w_three'),
    ];
    const image = async (n: number) => {
      const id = n.toString(16).padStart(32, '0');
      await t.store.images.recordUpload(writers[0]!.id, { id, width: 1200, height: 675, fallback: 'jpg', placeholder: '#336699', bytes: 1 }, now); // prettier-ignore
      return id;
    };
    // Two of three writers have an avatar; every other article has a cover.
    await t.store.images.setAvatar(writers[0]!.id, await image(1));
    await t.store.images.setAvatar(writers[1]!.id, await image(2));
    for (let i = 0; i < 50; i += 1) {
      const row = await storeArticle(t.store, writers[i % 3]!.id, `Card ${i}`);
      if (i % 2 === 0)
        await t.store.images.setCover(row.id, await image(100 + i), `Cover of card ${i}`, now);
    }
    const client = await signedIn(t.store, 'w_one');
    const count = async (first: number) => {
      const before = t.statements.length;
      const data = await client.data<Page>(QUERY, { first });
      expect(data.articles.edges).toHaveLength(first);
      return { statements: t.statements.length - before, data };
    };

    await count(1); // The session's first request does its own bookkeeping.
    const small = await count(5);
    const large = await count(50);
    expect(large.statements).toBe(small.statements);
    // Batched, and still each card's own cover and its own author's avatar.
    for (const { node } of large.data.articles.edges) {
      const i = Number(node.title.replace('Card ', ''));
      expect(node.cover).toEqual(i % 2 === 0 ? expect.objectContaining({ alt: `Cover of card ${i}` }) : null); // prettier-ignore
      expect(node.author.avatar).toEqual(i % 3 === 2 ? null : expect.objectContaining({ alt: expect.any(String) })); // prettier-ignore
    }
  } finally {
    await t.close();
  }
});
