// Covers and avatars on a page of cards: loaded for the whole page at once (db/loaders.ts), so a
// page of 50 articles costs the statements a page of 5 does, and each card still gets its own.
import { recordUpload, setAvatar, setCover } from '../db/sqlite/images';
import { article } from '../testing/fixtures';
import { createUser, signedIn, tempDatabase } from '../testing/harness';

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
  const t = tempDatabase();
  try {
    const now = new Date().toISOString();
    const writers = [
      createUser(t.db, 'w_one'),
      createUser(t.db, 'w_two'),
      createUser(t.db, 'w_three'),
    ];
    const image = (n: number) => {
      const id = n.toString(16).padStart(32, '0');
      recordUpload(t.db, writers[0]!.id, { id, width: 1200, height: 675, fallback: 'jpg', placeholder: '#336699', bytes: 1 }, now); // prettier-ignore
      return id;
    };
    // Two of three writers have an avatar; every other article has a cover.
    setAvatar(t.db, writers[0]!.id, image(1));
    setAvatar(t.db, writers[1]!.id, image(2));
    for (let i = 0; i < 50; i += 1) {
      const row = article(t.db, writers[i % 3]!.id, `Card ${i}`);
      if (i % 2 === 0) setCover(t.db, row.id, image(100 + i), `Cover of card ${i}`, now);
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
    t.close();
  }
});
