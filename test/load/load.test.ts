/**
 * Mixed reads and writes from 200 concurrent clients against the real server
 * process for FOLIO_LOAD_SECONDS (30 by default, as CI runs it): no answer may
 * be a 5xx, no request may fail below HTTP, and every write the server
 * acknowledged must be readable afterwards.
 */
import {
  envNumber,
  type GraphQLClient,
  graphqlClient,
  type ServerProcess,
  signUp,
} from './support';
import { tempSite } from './site';

const CLIENTS = envNumber('FOLIO_LOAD_CLIENTS', 200);
const SECONDS = envNumber('FOLIO_LOAD_SECONDS', 30);
const ACCOUNTS = 5;

jest.setTimeout((SECONDS + 120) * 1000);

const HOME = `query LoadHomeQuery { viewer { id handle } articles(first: 10) {
  edges { cursor node { id slug title summary readingMinutes author { id handle name } tags { id name } } }
  pageInfo { endCursor hasNextPage } } }`;
const ARTICLE = `query LoadArticleQuery($slug: String!) { viewer { id handle }
  article(slug: $slug) { id slug title body readingMinutes revision viewerCanEdit commentCount
    author { id handle name } tags { id name }
    comments(first: 20) { edges { cursor node { id body createdAt author { id handle name } } }
      pageInfo { endCursor hasNextPage } } } }`;
const SEARCH = `query LoadSearchQuery($q: String!) { search(query: $q, first: 10) {
  edges { node { snippet highlights { start length } article { id slug title } } } } }`;
const TAG = `query LoadTagQuery($name: String!) { tag(name: $name) { id name articleCount
  articles(first: 10) { edges { node { id slug title } } } } }`;
const CREATE = `mutation LoadCreateArticleMutation($input: CreateArticleInput!) {
  createArticle(input: $input) { article { id slug title revision } userErrors { field message } } }`;
const UPDATE = `mutation LoadUpdateArticleMutation($input: UpdateArticleInput!) {
  updateArticle(input: $input) { article { id slug title revision } userErrors { field message code } } }`;
const ADD_COMMENT = `mutation LoadAddCommentMutation($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } userErrors { field message } } }`;
const COMMENTS_PAGE = `query LoadCommentsQuery($slug: String!, $after: String) {
  article(slug: $slug) { comments(first: 50, after: $after) {
    edges { node { id } } pageInfo { endCursor hasNextPage } } } }`;
const OWN_ARTICLE = `query LoadOwnArticleQuery($slug: String!) { article(slug: $slug) { id title revision } }`;

interface CreatedArticle {
  id: string;
  slug: string;
  title: string;
  revision: number;
  cookie: string;
  /** An update is in flight: its outcome is unknown until it answers. */
  busy: boolean;
}

describe('under load', () => {
  let server: ServerProcess;
  let client: GraphQLClient;
  const tmp = tempSite('folio-load-');

  beforeAll(async () => {
    // 200 clients on five accounts from one address write far past any person's budget
    // (server/auth/writeLimits.ts); the budgets are measured on their own (fuzz, hostile bench).
    server = await tmp.start({ FOLIO_SEED: 'demo', FOLIO_WRITE_LIMIT_FACTOR: '1000' });
    client = graphqlClient(server.origin, CLIENTS);
  });
  afterAll(async () => {
    client?.close();
    await server?.stop();
    tmp.remove();
  });

  it(`answers ${CLIENTS} concurrent clients for ${SECONDS}s with no 5xx and keeps every acknowledged write`, async () => {
    const cookies: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) cookies.push(await signUp(server, client, `load_${i}`));

    const home = await client.request<{
      articles: { edges: { node: { id: string; slug: string; tags: { name: string }[] } }[] };
    }>(HOME);
    const published = home.json!.data!.articles.edges.map((e) => e.node);
    const tags = [...new Set(published.flatMap((a) => a.tags.map((t) => t.name)))];
    expect(published.length).toBeGreaterThan(0);

    const created: CreatedArticle[] = [];
    const comments: { articleSlug: string; commentId: string }[] = [];
    const counts = { requests: 0, status5xx: 0, non200: 0, transport: 0, graphqlErrors: 0 };
    const problems: string[] = [];
    const note = (
      what: string,
      res: { status: number; json: unknown; transportError?: string },
    ) => {
      counts.requests++;
      if (res.status === 0) counts.transport++;
      else if (res.status >= 500) counts.status5xx++;
      else if (res.status !== 200) counts.non200++;
      else if ((res.json as { errors?: unknown })?.errors) counts.graphqlErrors++;
      else return true;
      if (problems.length < 10)
        problems.push(
          `${what}: ${res.status} ${res.transportError ?? JSON.stringify(res.json).slice(0, 200)}`,
        );
      return false;
    };
    const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
    const words = ['sqlite', 'relay', 'markdown', 'search', 'review', 'team', 'deploy', 'cache'];

    const deadline = Date.now() + SECONDS * 1000;
    let sequence = 0;
    const worker = async (n: number) => {
      const cookie = cookies[n % ACCOUNTS]!;
      const signedIn = n % 2 === 0; // half the readers are signed in
      while (Date.now() < deadline) {
        const roll = Math.random();
        if (roll < 0.25) {
          note('home', await client.request(HOME, {}, signedIn ? cookie : null));
        } else if (roll < 0.5) {
          const slug = pick(published).slug;
          note('article', await client.request(ARTICLE, { slug }, signedIn ? cookie : null));
        } else if (roll < 0.62) {
          note('search', await client.request(SEARCH, { q: pick(words) }));
        } else if (roll < 0.72) {
          note('tag', await client.request(TAG, { name: pick(tags) }));
        } else if (roll < 0.82) {
          const title = `Load article ${n}-${++sequence}`;
          const res = await client.request<{
            createArticle: {
              article: { id: string; slug: string; title: string; revision: number } | null;
            };
          }>(
            CREATE,
            { input: { title, body: `Written under load by client ${n}.`, tags: ['load'] } },
            cookie,
          );
          const article = res.json?.data?.createArticle.article;
          if (note('createArticle', res) && article)
            created.push({ ...article, cookie, busy: false });
        } else if (roll < 0.9) {
          // Only the client's own account's articles, one update at a time each, so no CONFLICT is expected.
          const mine = created.filter((a) => a.cookie === cookie && !a.busy);
          if (mine.length === 0) continue;
          const target = pick(mine);
          target.busy = true;
          const title = `${target.title.split(' (rev')[0]} (rev ${target.revision + 1})`;
          const res = await client.request<{
            updateArticle: {
              article: { slug: string; title: string; revision: number } | null;
              userErrors: unknown[];
            };
          }>(UPDATE, { input: { id: target.id, revision: target.revision, title } }, cookie);
          const payload = res.json?.data?.updateArticle;
          if (note('updateArticle', res) && payload?.article && payload.userErrors.length === 0) {
            Object.assign(target, payload.article);
          } else if (payload?.userErrors.length) {
            problems.push(`updateArticle refused: ${JSON.stringify(payload.userErrors)}`);
          }
          target.busy = false;
        } else {
          const article = pick(published);
          const res = await client.request<{ addComment: { comment: { id: string } | null } }>(
            ADD_COMMENT,
            { input: { articleId: article.id, body: `Comment under load from client ${n}.` } },
            cookie,
          );
          const comment = res.json?.data?.addComment.comment;
          if (note('addComment', res) && comment)
            comments.push({ articleSlug: article.slug, commentId: comment.id });
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => worker(n)));

    expect({ ...counts, problems }).toEqual({
      requests: counts.requests,
      status5xx: 0,
      non200: 0,
      transport: 0,
      graphqlErrors: 0,
      problems: [],
    });
    expect(created.length).toBeGreaterThan(0);
    expect(comments.length).toBeGreaterThan(0);

    // Every acknowledged article reads back (drafts: as their author) with its last acknowledged revision.
    const missingArticles: string[] = [];
    for (const article of created) {
      const res = await client.request<{
        article: { id: string; title: string; revision: number } | null;
      }>(OWN_ARTICLE, { slug: article.slug }, article.cookie);
      const row = res.json?.data?.article;
      if (
        !row ||
        row.id !== article.id ||
        row.title !== article.title ||
        row.revision !== article.revision
      ) {
        missingArticles.push(`${article.slug}: ${JSON.stringify(row)}`);
      }
    }
    expect(missingArticles).toEqual([]);

    // Every acknowledged comment is in its article's comment list.
    const missingComments: string[] = [];
    const bySlug = new Map<string, Set<string>>();
    for (const c of comments)
      bySlug.set(c.articleSlug, (bySlug.get(c.articleSlug) ?? new Set()).add(c.commentId));
    for (const [slug, expected] of bySlug) {
      const seen = new Set<string>();
      let after: string | null = null;
      for (let page = 0; page < 10_000; page++) {
        const res: Awaited<
          ReturnType<
            typeof client.request<{
              article: {
                comments: {
                  edges: { node: { id: string } }[];
                  pageInfo: { endCursor: string | null; hasNextPage: boolean };
                };
              };
            }>
          >
        > = await client.request(COMMENTS_PAGE, { slug, after });
        const connection = res.json!.data!.article.comments;
        for (const edge of connection.edges) seen.add(edge.node.id);
        if (!connection.pageInfo.hasNextPage) break;
        after = connection.pageInfo.endCursor;
      }
      for (const id of expected) if (!seen.has(id)) missingComments.push(`${slug}: ${id}`);
    }
    expect(missingComments).toEqual([]);
    process.stderr.write(
      `load: ${counts.requests} requests in ${SECONDS}s from ${CLIENTS} clients ` +
        `(${Math.round(counts.requests / SECONDS)}/s), ${created.length} articles, ${comments.length} comments\n`,
    );
  });
});
