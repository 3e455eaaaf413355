/**
 * What the throughput sections (server, scale, ssr) and the hostile section's readers share: how
 * long and how hard to drive a server, which demo article is the heaviest, and the screen queries
 * as the client sends them.
 */
import type Database from 'better-sqlite3';
import {
  ARTICLE_SCREEN_QUERY,
  CLIENT_HEADERS,
  HOME_SCREEN_QUERY,
  requestBody,
} from '../operations';
import { envNumber } from './clientBuild';
import type { LoadRequest } from './loadgen';

/** Seconds measured, seconds of warm-up first, keep-alive connections: env or the defaults. */
export function loadSettings(): { seconds: number; warmup: number; connections: number } {
  return {
    seconds: envNumber('FOLIO_BENCH_SECONDS', 8),
    warmup: envNumber('FOLIO_BENCH_WARMUP', 2),
    connections: envNumber('FOLIO_BENCH_CONNECTIONS', 50),
  };
}

/** The published demo article with the most comments: the heaviest ordinary article screen. */
export function busiestArticleSlug(db: Database.Database): string {
  const row = db
    .prepare(
      `SELECT a.slug FROM articles a LEFT JOIN comments c ON c.article_id = a.id
       WHERE a.status = 'PUBLISHED' GROUP BY a.id ORDER BY COUNT(c.id) DESC, a.id LIMIT 1`,
    )
    .get() as { slug: string };
  return row.slug;
}

/** The home and article screens' queries (for article `slug`), as the client POSTs them. */
export function screenRequests(slug: string): { home: LoadRequest; article: LoadRequest } {
  const post = (body: string): LoadRequest => ({
    method: 'POST',
    path: '/graphql',
    headers: CLIENT_HEADERS,
    body,
  });
  return {
    home: post(requestBody('HomeScreenQuery', HOME_SCREEN_QUERY, { tag: null })),
    article: post(requestBody('ArticleScreenQuery', ARTICLE_SCREEN_QUERY, { slug })),
  };
}
