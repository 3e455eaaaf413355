/**
 * The attacks the hostile bench's load part runs one at a time beside ordinary readers (issue
 * 25: "p99 of ordinary cached and uncached pages under each attack ≤ 2× quiet"). Each attack is
 * one round of requests a single attacker sends back to back, repeated until its window ends.
 */
import { BODY_LIMIT, type HostileShape } from '../../test/hostile/markdown';
import { graphqlPost, type HostileRequest, HOSTILE_QUERIES } from '../../test/hostile/queries';
import type { Answer } from '../../test/load/watch';

export const CREATE = `mutation HostileCreateArticleMutation($input: CreateArticleInput!) {
  createArticle(input: $input) { article { id slug revision } userErrors { field message } } }`;
export const PUBLISH = `mutation HostilePublishArticleMutation($input: PublishArticleInput!) {
  publishArticle(input: $input) { article { id slug } userErrors { field message } } }`;
const ADD_COMMENT = `mutation HostileAddCommentMutation($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;
/** The search screen's query, in the shape relay-compiler gives it (as operations.ts copies). */
export const SEARCH_SCREEN_QUERY = `query SearchScreenQuery($query: String!) {
  viewer { handle name id }
  search(query: $query, first: 10) {
    edges { cursor node { snippet highlights { start length }
      article { slug title publishedAt author { name id } id } __typename } }
    pageInfo { endCursor hasNextPage } } }`;
/** The longest comment (LENGTHS in schema/rules.ts). */
const COMMENT_LIMIT = 5000;
const HTML = { accept: 'text/html' };

/** Sends one request as the attacker (`cookie`: the writer's session, or none). */
export type AttackSend = (request: HostileRequest, cookie?: string | null) => Promise<Answer>;

export interface AttackTargets {
  shapes: HostileShape[];
  /** The writer's session cookie. */
  writer: string;
  /** The readers' article, which the comment flood targets. */
  articleId: string;
  slug: string;
  /** A 27 KB GIF that decodes to 65535×600 pixels. */
  gifBomb: Buffer;
  /** Bodies slow to render, each as long as the save check accepts. */
  slowBodies: { name: string; body: string }[];
}

export interface Attack {
  name: string;
  /** One round; `round` numbers them, so titles and hosts differ between rounds. */
  run(send: AttackSend, targets: AttackTargets, round: number): Promise<void>;
}

const page = (path: string, host?: string): HostileRequest => ({
  method: 'GET',
  path,
  contentType: null,
  body: null,
  headers: host ? { ...HTML, host } : HTML,
});

/** Creates and publishes an article as the writer; its published slug, or null if refused. */
async function publish(send: AttackSend, writer: string, input: object): Promise<string | null> {
  const created = await send(graphqlPost(CREATE, { input }), writer);
  const id = (created.json?.data?.createArticle as { article?: { id: string } })?.article?.id;
  if (!id) return null;
  const published = await send(graphqlPost(PUBLISH, { input: { id } }), writer);
  return (
    (published.json?.data?.publishArticle as { article?: { slug: string } })?.article?.slug ?? null
  );
}

export const ATTACKS: Attack[] = [
  {
    name: 'Markdown at the size limit: saves and searches',
    async run(send, { shapes, writer }, round) {
      for (const shape of shapes) {
        const input = { title: `Attack ${shape.name} ${round}`, body: shape.make(BODY_LIMIT) };
        await send(graphqlPost(CREATE, { input }), writer);
        await send(
          graphqlPost(SEARCH_SCREEN_QUERY, { query: shape.make(200) }, 'SearchScreenQuery'),
        );
      }
    },
  },
  {
    // Accepted at save, so published and rendered for readers: the render budget's worst case.
    name: 'bodies slow to render: published and read',
    async run(send, { slowBodies, writer }, round) {
      for (const { name, body } of slowBodies) {
        const slug = await publish(send, writer, { title: `Slow ${name} ${round}`, body });
        if (slug) await send(page(`/articles/${slug}`));
      }
    },
  },
  {
    name: 'GraphQL query corpus (depth, cost, aliases, fragments, huge documents)',
    async run(send) {
      for (const shape of HOSTILE_QUERIES)
        for (const request of shape.requests()) await send(request);
    },
  },
  {
    // Each comment makes the article's cached pages stale until the write budgets hold it.
    name: 'flood of the longest comments on the readers’ article',
    async run(send, { writer, articleId }, round) {
      for (let i = 0; i < 20; i++) {
        const body = `Flood ${round}.${i} `.repeat(COMMENT_LIMIT).slice(0, COMMENT_LIMIT);
        await send(graphqlPost(ADD_COMMENT, { input: { articleId, body } }), writer);
      }
    },
  },
  {
    name: 'image bombs: a 27 KB GIF of 65535×600',
    async run(send, { writer, gifBomb }) {
      const body = new Uint8Array(gifBomb);
      await send({ method: 'POST', path: '/media', contentType: 'image/gif', body }, writer);
    },
  },
  {
    // With FOLIO_PUBLIC_URL unset a loopback server takes its origin from Host: each new Host
    // asks for pages, feeds and the sitemap it has not made yet.
    name: 'a new Host header on every page, feed and sitemap',
    async run(send, { slug }, round) {
      const host = `h${round}.example`;
      for (const path of ['/', `/articles/${slug}`, '/feed.xml', '/sitemap.xml']) {
        await send(page(path, host));
      }
    },
  },
  {
    name: 'path variants and missing pages',
    async run(send, { slug }, round) {
      for (const path of [
        `/Articles/${slug}`,
        `//articles/${slug}`,
        `/articles/${slug}/`,
        `/articles/${slug}?v=${round}`,
        `/articles/missing-${round}`,
        `/tags/missing-${round}`,
        `/authors/missing-${round}`,
        `/?after=${'x'.repeat(round % 500)}`,
      ]) {
        await send(page(path));
      }
    },
  },
];
