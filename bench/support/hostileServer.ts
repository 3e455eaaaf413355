/**
 * The server half of the hostile bench section: Folio's real server as a child process (so that
 * a save that takes hours can be cut off with kill -9, and a new server started on the same
 * file), timed on saves and reads of hostile Markdown, and the long articles the query corpus's cost
 * bombs feed on.
 */
import { BODY_LIMIT, type HostileShape } from '../../test/hostile/markdown';
import {
  AUTHOR_ARTICLES,
  AUTHOR_TAG,
  authorArticleBody,
  graphqlPost,
  type HostileRequest,
} from '../../test/hostile/queries';
import { graphqlClient, signUp } from '../../test/load/support';
import { send, type ServerKeeper } from '../../test/load/watch';
import { ARTICLE_SCREEN_QUERY } from '../operations';
import { CREATE, PUBLISH, SEARCH_SCREEN_QUERY } from './hostileAttacks';

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
