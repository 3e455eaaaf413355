// FTS5 itself: the MATCH expression a search becomes, and the index a migration rebuilds. The
// search contract both engines keep is in server/db/search*.test.ts.
import { Client, createUser, tempDatabase } from '../../testing/harness';
import { article } from '../../testing/fixtures';
import { BLOCK_BREAK } from '../searchSnippet';
import { searchTerms } from '../searchTokens';
import { closeDatabase, openDatabase } from './database';
import { toMatchExpression } from './search';
import { sqliteStore } from './sqliteStore';

const SEARCH = `query ($q: String!) { search(query: $q) { edges { node { snippet } } } }`;

test('toMatchExpression quotes every term and makes the last a prefix', () => {
  expect(toMatchExpression(searchTerms('foo "bar" OR baz'))).toBe('"foo" "bar" "or" "baz"*');
  expect(toMatchExpression(searchTerms('?!'))).toBe('');
});

test('a database from before migration 004 gets its index rebuilt with blocks and symbols', async () => {
  const old = tempDatabase();
  article(old.db, createUser(old.db, 'old').id, 'Old article', {
    body: '# Heading\n\nWritten in C++ long ago.',
  });
  // The index as migration 001 made it, holding what it held then; no tables of later migrations.
  old.db.exec(`DROP TABLE article_search;
    CREATE VIRTUAL TABLE article_search USING fts5 (title, body, tokenize = 'unicode61 remove_diacritics 2');
    INSERT INTO article_search (rowid, title, body)
      SELECT id, title, 'Heading Written in C++ long ago.' FROM articles;
    DELETE FROM schema_migrations WHERE version = 4;`);
  closeDatabase(old.db);
  const reopened = openDatabase(old.file);
  try {
    const data = await new Client(sqliteStore(reopened)).data<{
      search: { edges: { node: { snippet: string } }[] };
    }>(SEARCH, { q: 'c++' });
    expect(data.search.edges[0]!.node.snippet).toBe(
      `Heading${BLOCK_BREAK}Written in C++ long ago.`,
    );
  } finally {
    closeDatabase(reopened);
    old.close();
  }
});
