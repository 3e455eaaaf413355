/**
 * The server half of the hostile bench section: Folio's real server as a child process (so that
 * a save that takes hours can be cut off with kill -9, and a new server started on the same
 * file), timed on saves and reads of hostile Markdown, and measured on ordinary readers' p99
 * while one attacker sends the whole hostile corpus.
 */
import Database from 'better-sqlite3';
import { BODY_LIMIT, type HostileShape } from '../../test/hostile/markdown';
import {
  AUTHOR_ARTICLES,
  AUTHOR_TAG,
  authorArticleBody,
  graphqlPost,
  type HostileRequest,
  HOSTILE_QUERIES,
} from '../../test/hostile/queries';
import { flatGif } from '../../server/testing/uploads';
import { graphqlClient, signUp } from '../../test/load/support';
import { send, type ServerKeeper, watch, type WatchFigures } from '../../test/load/watch';
import { ARTICLE_SCREEN_QUERY } from '../operations';
import { busiestArticleSlug, screenRequests } from './demoScreens';
import { drive } from './drive';
import type { LoadResult } from './loadgen';

/** The search screen's query, in the shape relay-compiler gives it (as operations.ts copies). */
const SEARCH_SCREEN_QUERY = `query SearchScreenQuery($query: String!) {
  viewer { handle name id }
  search(query: $query, first: 10) {
    edges { cursor node { snippet highlights { start length }
      article { slug title publishedAt author { name id } id } __typename } }
    pageInfo { endCursor hasNextPage } } }`;
const CREATE = `mutation HostileCreateArticleMutation($input: CreateArticleInput!) {
  createArticle(input: $input) { article { id slug revision } userErrors { field message } } }`;
const ADD_COMMENT = `mutation HostileAddCommentMutation($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
const ARTICLE_ID = `query HostileArticleIdQuery($slug: String!) { article(slug: $slug) { id } }`;
/** The longest comment (LENGTHS in schema/rules.ts). */
const COMMENT_LIMIT = 5000;
const PUBLISH = `mutation HostilePublishArticleMutation($input: PublishArticleInput!) {
  publishArticle(input: $input) { article { id slug } userErrors { field message } } }`;

/**
 * What one shape cost the server: medians over the runs, in ms; `cutOff` when a request got no
 * answer; `refused`, the first message of a save the server refused (a fast refusal is fine).
 */
export interface ServerTiming {
  shape: string;
  saveMs: number;
  readMs: number;
  cutOff: boolean;
  refused: string | null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/** Signs up a writer on the kept server and returns its session cookie. */
export async function signUpWriter(keeper: ServerKeeper, handle: string): Promise<string> {
  const client = graphqlClient(keeper.server!.origin, 1);
  try {
    return await signUp(keeper.server!, client, handle);
  } finally {
    client.close();
  }
}

/**
 * Per shape, `runs` times: a writer saves the body at BODY_LIMIT and publishes it (the save is
 * the slower of the two requests), then a reader opens the article screen and searches for the
 * shape's own text (the read is the slower of those). A request with no answer ends the shape
 * (its figure is then the abort time) and the server is replaced.
 */
export async function timeSavesAndReads(
  keeper: ServerKeeper,
  writer: string,
  shapes: HostileShape[],
  runs: number,
  onTiming: (timing: ServerTiming) => void,
): Promise<ServerTiming[]> {
  const results: ServerTiming[] = [];
  for (const shape of shapes) {
    const body = shape.make(BODY_LIMIT);
    const saves: number[] = [];
    const reads: number[] = [];
    let cutOff = false;
    let refused: string | null = null;
    for (let run = 0; run < runs && !cutOff; run++) {
      const origin = keeper.server!.origin;
      const timed = async (request: HostileRequest, cookie: string | null = null) => {
        const answer = await send(origin, request, { cookie });
        if (answer.status === 0) cutOff = true;
        return answer;
      };
      const created = await timed(
        graphqlPost(CREATE, { input: { title: `Hostile ${shape.name} ${run}`, body } }),
        writer,
      );
      const payload = created.json?.data?.createArticle as
        { article?: { id: string; slug: string }; userErrors?: { message: string }[] } | undefined;
      const article = payload?.article;
      refused ??= payload?.userErrors?.[0]?.message ?? created.json?.errors?.[0]?.message ?? null;
      let save = created.ms;
      let read = 0;
      let slug = article?.slug;
      if (article && !cutOff) {
        const published = await timed(graphqlPost(PUBLISH, { input: { id: article.id } }), writer);
        save = Math.max(save, published.ms);
        // A draft's slug may differ from the published one.
        slug = (published.json?.data?.publishArticle as { article?: { slug: string } })?.article
          ?.slug;
      }
      if (slug && !cutOff) {
        read = (await timed(graphqlPost(ARTICLE_SCREEN_QUERY, { slug }, 'ArticleScreenQuery'))).ms;
      }
      if (!cutOff) {
        const search = graphqlPost(
          SEARCH_SCREEN_QUERY,
          { query: shape.make(200) },
          'SearchScreenQuery',
        );
        read = Math.max(read, (await timed(search)).ms);
      }
      saves.push(save);
      reads.push(cutOff ? Math.max(save, read) : read);
    }
    if (cutOff) await keeper.replace();
    const timing = {
      shape: shape.name,
      saveMs: median(saves),
      readMs: median(reads),
      cutOff,
      refused,
    };
    results.push(timing);
    onTiming(timing);
  }
  return results;
}

/** Publishes AUTHOR_ARTICLES long articles as one writer: what the corpus's cost bombs feed on. */
export async function publishAuthorArticles(keeper: ServerKeeper, cookie: string): Promise<void> {
  for (let n = 0; n < AUTHOR_ARTICLES; n++) {
    const created = await send(
      keeper.server!.origin,
      graphqlPost(CREATE, {
        input: { title: `Bulk ${n}`, body: authorArticleBody(n), tags: [AUTHOR_TAG] },
      }),
      { cookie },
    );
    const id = (created.json?.data?.createArticle as { article?: { id: string } })?.article?.id;
    if (!id) throw new Error(`bulk article ${n}: ${created.status} ${created.text.slice(0, 200)}`);
    await send(keeper.server!.origin, graphqlPost(PUBLISH, { input: { id } }), { cookie });
  }
}

/**
 * Every hostile request the attacker cycles through: saves and searches of each shape, the query
 * corpus, then (issue 25) a flood of the longest comments on the readers' article, each of which
 * made every cached page stale until the write budgets held it, and a 27 KB GIF bomb.
 */
function* attack(
  shapes: HostileShape[],
  writer: string,
  writes: { articleId: string; gifBomb: Buffer },
): Generator<[HostileRequest, string | null]> {
  for (const shape of shapes) {
    const input = { title: `Attack ${shape.name}`, body: shape.make(BODY_LIMIT) };
    yield [graphqlPost(CREATE, { input }), writer];
    yield [graphqlPost(SEARCH_SCREEN_QUERY, { query: shape.make(200) }, 'SearchScreenQuery'), null];
  }
  for (const shape of HOSTILE_QUERIES)
    for (const request of shape.requests()) yield [request, null];
  for (let i = 0; i < 50; i++) {
    const body = `Flood ${i} `.repeat(COMMENT_LIMIT).slice(0, COMMENT_LIMIT);
    yield [graphqlPost(ADD_COMMENT, { input: { articleId: writes.articleId, body } }), writer];
  }
  const gif = new Uint8Array(writes.gifBomb);
  yield [{ method: 'POST', path: '/media', contentType: 'image/gif', body: gif }, writer];
}

export interface UnderAttack {
  quiet: { home: LoadResult; article: LoadResult };
  attacked: { home: LoadResult; article: LoadResult };
  attackRequests: number;
  watched: WatchFigures;
}

/**
 * Readers on the home and article screens (a load generator each, in its own process), first
 * alone, then while one attacker sends hostile requests back to back; the watch probes the
 * event loop and kills the server if its memory runs away.
 */
export async function ordinaryUnderAttack(
  keeper: ServerKeeper,
  dbFile: string,
  writer: string,
  shapes: HostileShape[],
  { seconds, connections }: { seconds: number; connections: number },
): Promise<UnderAttack> {
  const db = new Database(dbFile, { readonly: true });
  let slug: string;
  try {
    slug = busiestArticleSlug(db);
  } finally {
    db.close();
  }
  const { home, article } = screenRequests(slug);
  const readers = async () => {
    const config = {
      origin: keeper.server!.origin,
      connections,
      warmupMs: 1000,
      durationMs: seconds * 1000,
    };
    const [h, a] = await Promise.all([
      drive({ ...config, requests: [home] }),
      drive({ ...config, requests: [article] }),
    ]);
    return { home: h, article: a };
  };

  const found = await send(keeper.server!.origin, graphqlPost(ARTICLE_ID, { slug }));
  const articleId = (found.json?.data?.article as { id: string }).id;
  const writes = { articleId, gifBomb: await flatGif(65535, 600) };
  const quiet = await readers();
  const watcher = watch(keeper.server!);
  let done = false;
  let attackRequests = 0;
  const attacker = (async () => {
    const origin = keeper.server!.origin;
    // Bounded by the readers' time, and each request by the abort time.
    while (!done) {
      for (const [hostile, cookie] of attack(shapes, writer, writes)) {
        if (done) break;
        const answer = await send(origin, hostile, { cookie });
        attackRequests++;
        // A server the watch killed refuses at once: stop rather than spin.
        const { exitCode, signalCode } = keeper.server!.child;
        if (answer.status === 0 && (exitCode !== null || signalCode !== null)) done = true;
      }
    }
  })();
  const attacked = await readers().finally(() => {
    done = true;
  });
  await attacker;
  const watched = watcher.stop();
  return { quiet, attacked, attackRequests, watched };
}
