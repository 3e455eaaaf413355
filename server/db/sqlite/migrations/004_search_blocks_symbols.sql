-- The search index keeps each block of an article's plain text on its own line, so that a
-- snippet shows where a heading ends (server/db/searchSnippet.ts), and stores the symbols of
-- titles and bodies (`C++`, `C#`, `.NET`, `node.js`) whole in two more columns
-- (server/db/searchSymbols.ts). FTS5 tables cannot gain columns: the table is made anew, and
-- this migration's step in server/db/migrations.ts (rebuildSearchIndex) refills it from the
-- published articles in the same transaction.
DROP TABLE article_search;
CREATE VIRTUAL TABLE article_search USING fts5 (
  title,
  body,
  title_symbols,
  body_symbols,
  tokenize = 'unicode61 remove_diacritics 2'
);
