/**
 * Hostile requests to /graphql: documents that are cheap to send and expensive to parse,
 * validate, execute or answer, variables built to make coercion work hard, and bodies that are
 * not JSON at all. Shared by the fuzz suite (test/load/fuzz.test.ts) and the bench's hostile
 * section. Each shape yields its requests lazily, so a shape of 1,000 requests holds one at a
 * time; every count here is fixed, so a run is bounded and reproducible.
 */

/** One HTTP request, as it goes on the wire to /graphql. */
export interface HostileRequest {
  method: 'GET' | 'POST';
  /** Path and query string, e.g. `/graphql` or `/graphql?query=…`. */
  path: string;
  contentType: string | null;
  body: string | Uint8Array | null;
  /** Headers beside the client's own, e.g. `accept` for a page or a forged `host`. */
  headers?: Record<string, string>;
}

export interface HostileQueryShape {
  name: string;
  /**
   * `author`: the shape is only a threat once a writer has published many long articles
   * (AUTHOR_ARTICLES of AUTHOR_ARTICLE_LENGTH characters, tagged AUTHOR_TAG); the sender
   * prepares that first. `none`: it works on an empty database.
   */
  needs: 'none' | 'author';
  requests(): Iterable<HostileRequest>;
}

/** How many long articles the `author` shapes expect one writer to have published. */
export const AUTHOR_ARTICLES = 50;
/** The body limit (LENGTHS.body in schema/rules.ts): the longest article a writer may publish. */
export const AUTHOR_ARTICLE_LENGTH = 100_000;
/** The tag those articles carry, so that `tag.articles` fans out too. */
export const AUTHOR_TAG = 'bulk';

/** A POST of `{query, variables, operationName}` in the client's JSON shape (src/relay/README.md). */
export function graphqlPost(
  query: string,
  variables: Record<string, unknown> = {},
  operationName: string | null = null,
): HostileRequest {
  return {
    method: 'POST',
    path: '/graphql',
    contentType: 'application/json',
    body: JSON.stringify({ operationName, variables, query }),
  };
}

function raw(contentType: string | null, body: string | Uint8Array): HostileRequest {
  return { method: 'POST', path: '/graphql', contentType, body };
}

/** `n` copies of `make(i)`, joined with spaces. */
const times = (n: number, make: (i: number) => string): string =>
  Array.from({ length: n }, (_, i) => make(i)).join(' ');

/** The published-article list at its largest page, with every body. */
const ALL_BODIES = 'articles(first: 50) { edges { node { body } } }';

/** The issue's cost bomb: 20 aliases × 50 articles × their author's 50 articles × 100 KB. */
const COST_BOMB = `{ ${times(
  20,
  (i) =>
    `a${i}: articles(first: 50) { edges { node { body author { articles(first: 50) { edges { node { body } } } } } } }`,
)} }`;

/** A valid document just under the server's cacheable size (16 KB), unique by its number. */
export function uniqueLargeDocument(n: number, length = 16_000): string {
  const head = `query Fill${n} { `;
  const fields: string[] = [];
  let size = head.length + 2;
  for (let i = 0; size < length - 40; i++) {
    const field = `f${n}_${i}: __typename`;
    fields.push(field);
    size += field.length + 1;
  }
  return `${head}${fields.join(' ')} }`;
}

/** Nested arrays `depth` deep, as JSON text (JSON.stringify would recurse as deep). */
const nestedJsonArray = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

export const HOSTILE_QUERIES: HostileQueryShape[] = [
  {
    // Past the depth rule (12) through real fields, so each level is a list that could fan out.
    name: 'deep nesting through real fields',
    needs: 'none',
    *requests() {
      let selection = 'id';
      for (let i = 0; i < 60; i++) {
        selection = `author { articles(first: 50) { edges { node { ${selection} } } } }`;
      }
      yield graphqlPost(`{ articles(first: 50) { edges { node { ${selection} } } } }`);
    },
  },
  {
    // As deep as the token limit allows: recursion in the parser and in every validation rule.
    name: 'deep nesting of unknown fields',
    needs: 'none',
    *requests() {
      yield graphqlPost(`${'{ a '.repeat(3000)}${'}'.repeat(3000)}`);
    },
  },
  {
    name: 'deep nesting through fragments',
    needs: 'none',
    *requests() {
      const fragments = Array.from(
        { length: 200 },
        (_, i) =>
          `fragment D${i} on User { articles(first: 50) { edges { node { author { ...D${i + 1} } } } } }`,
      );
      fragments.push('fragment D200 on User { id }');
      yield graphqlPost(
        `{ articles(first: 50) { edges { node { author { ...D0 } } } } } ${fragments.join(' ')}`,
      );
    },
  },
  {
    // As many as fit under the parser's token limit (10,000): 16 tokens each.
    name: 'wide aliases of the longest list',
    needs: 'author',
    *requests() {
      yield graphqlPost(`{ ${times(500, (i) => `a${i}: ${ALL_BODIES}`)} }`);
    },
  },
  {
    name: 'cost bomb: 20 aliases of articles → author → articles, with bodies',
    needs: 'author',
    *requests() {
      yield graphqlPost(COST_BOMB);
    },
  },
  {
    name: 'cost bomb: articles → tags → articles → author → articles, no aliases',
    needs: 'author',
    *requests() {
      // Exactly 12 fields deep: the depth rule lets it through.
      yield graphqlPost(
        `{ articles(first: 50) { edges { node { tags { articles(first: 50) { edges { node {
          author { articles(first: 50) { edges { node { body } } } } } } } } } } } }`,
      );
    },
  },
  {
    // Issue 25: 79 bytes, priced under the budget while `Query.tags` counted as 100 tags; with
    // one account's 4,800 tags it ran 2.6 s and took 970 MB. Now priced at the 1,000 it can list.
    name: 'cost bomb: every tag → its articles → their tags',
    needs: 'author',
    *requests() {
      yield graphqlPost(
        '{tags{name articles(first:6){edges{node{title slug tags{name articleCount}}}}}}',
      );
    },
  },
  {
    // Each fragment spreads the next twice: 2^40 paths to the same leaf if anything expands them.
    name: 'fragment fan (each spreads the next twice)',
    needs: 'author',
    *requests() {
      const fragments = Array.from(
        { length: 40 },
        (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
      );
      yield graphqlPost(
        `query Fan { ...F0 } ${fragments.join(' ')} fragment F40 on Query { ${ALL_BODIES} }`,
        {},
        'Fan',
      );
    },
  },
  {
    // Each fragment spreads all the later ones: every pair of fragments meets in validation.
    name: 'fragment fan (each spreads every later one)',
    needs: 'author',
    *requests() {
      const n = 80;
      const fragments = Array.from(
        { length: n },
        (_, i) =>
          `fragment W${i} on Query { w${i}: ${ALL_BODIES} ${times(n - i - 1, (j) => `...W${i + j + 1}`)} }`,
      );
      yield graphqlPost(`query Wide { ...W0 } ${fragments.join(' ')}`, {}, 'Wide');
    },
  },
  {
    // Identical fields must be merged: the overlap check compares every pair.
    name: 'repeated identical fields',
    needs: 'author',
    *requests() {
      yield graphqlPost(`{ ${times(800, () => 'articles(first: 50) { edges { node { id } } }')} }`);
      // As many as the token limit allows.
      yield graphqlPost(`{ ${'__typename '.repeat(9990)}}`);
    },
  },
  {
    // One response name for different fields: the overlap check compares every pair (about
    // 150 ms for 1,500 of them on the server of issue 10), and reports over 100 conflicts.
    name: 'repeated fields that conflict',
    needs: 'none',
    *requests() {
      yield graphqlPost(
        `{ ${times(2000, (i) => (i % 2 ? 'x: __typename' : 'x: viewer { id }'))} }`,
      );
      yield graphqlPost(
        `{ ${times(700, (i) => `x: articles(first: ${i % 50}) { edges { cursor } }`)} }`,
      );
    },
  },
  {
    // Half the token limit: at the limit (2,000) validating them all takes 50 to 120 ms of CPU
    // on the shared 2-core machine, right at the probe's limit, which would make a flaky case.
    name: 'many operations in one document',
    needs: 'none',
    *requests() {
      const ops = times(1000, (i) => `query Op${i} { __typename }`);
      yield graphqlPost(ops, {}, 'Op999');
      yield graphqlPost(ops, {}, null);
      yield graphqlPost(ops, {}, 'NoSuchOperation');
    },
  },
  {
    // Only documents that validate are cached; each of these does, and is seen once. On the
    // server of issue 10, 1,000 of them held 1.5 GB; 600 are enough to show it, in half the time.
    name: 'unique large documents (parse cache)',
    needs: 'none',
    *requests() {
      for (let n = 0; n < 600; n++) yield graphqlPost(uniqueLargeDocument(n));
    },
  },
  {
    name: 'huge variables',
    needs: 'none',
    *requests() {
      const search = 'query HugeSearch($q: String!) { search(query: $q) { edges { cursor } } }';
      yield graphqlPost(search, { q: 'a '.repeat(450_000) }, 'HugeSearch');
      const tags =
        'query HugeTag($n: String!) { tag(name: $n) { articles(first: 50) { edges { cursor } } } }';
      yield graphqlPost(tags, { n: Array.from({ length: 150_000 }, () => 'x') }, 'HugeTag');
      // 30,000 unknown input fields: refused by the pipeline's bound on variables before
      // graphql-jit, whose refusal quoted the whole object (529 KB, over 100 ms).
      const create =
        'mutation HugeInput($i: CreateArticleInput!) { createArticle(input: $i) { userErrors { message } } }';
      const input: Record<string, string> = { title: 't', body: 'b' };
      for (let i = 0; i < 30_000; i++) input[`titl${i}`] = 'x';
      yield graphqlPost(create, { i: input }, 'HugeInput');
      // Variables nested 100,000 arrays deep, in JSON text (see the bodies below for why not more).
      yield raw(
        'application/json',
        `{"query":"query Deep($n: String!) { tag(name: $n) { id } }","operationName":"Deep","variables":{"n":${nestedJsonArray(100_000)}}}`,
      );
    },
  },
  {
    name: 'bodies that are not GraphQL-over-HTTP JSON',
    needs: 'none',
    *requests() {
      yield raw('text/plain', '{ __typename }');
      yield raw('application/x-www-form-urlencoded', 'query=%7B__typename%7D');
      yield raw(
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ __typename }\r\n--x--\r\n',
      );
      yield raw(null, '{"query":"{ __typename }"}');
      yield raw('application/json', 'this is not JSON');
      yield raw('application/json', '');
      yield raw('application/json', '"a string"');
      yield raw('application/json', '{"query": 42}');
      yield raw('application/json', '{"query": "{ __typename }", "variables": "not an object"}');
      yield raw(
        'application/json',
        Uint8Array.from({ length: 4096 }, (_, i) => (i * 37) % 256),
      );
      yield raw('application/json', `\ufeff{"query":"{ __typename }"}`);
      // Deeply nested JSON: the body parser, not the GraphQL layer, meets it. Not a stack
      // overflow in V8, but not free: 500,000 deep (1 MB) takes JSON.parse 110 to 150 ms of CPU,
      // just over the probe's limit; 100,000 deep checks the robustness without the flakiness.
      yield raw('application/json', nestedJsonArray(100_000));
      yield raw(
        'application/json',
        `{"query":"{ __typename }","extensions":${nestedJsonArray(100_000)}}`,
      );
      yield {
        method: 'GET',
        path: `/graphql?query=${encodeURIComponent(`{ ${times(500, (i) => `a${i}: __typename`)} }`)}`,
        contentType: null,
        body: null,
      };
      yield {
        method: 'GET',
        path: `/graphql?query=${encodeURIComponent('mutation { signOut { viewer { id } } }')}`,
        contentType: null,
        body: null,
      };
    },
  },
];

const WORDS = ['the', 'reader', 'keeps', 'a', 'request', 'small', 'server', 'answers', 'every'];

/**
 * The body of the author's `n`th article: AUTHOR_ARTICLE_LENGTH characters of plain prose in
 * paragraphs, cheap for any parser, so that only the queries that read it are hostile.
 */
export function authorArticleBody(n: number): string {
  const paragraphs: string[] = [];
  let size = 0;
  for (let p = 0; size < AUTHOR_ARTICLE_LENGTH; p++) {
    const words = Array.from({ length: 60 }, (_, i) => WORDS[(n + p * 7 + i * 3) % WORDS.length]);
    const paragraph = `${words.join(' ')}.`;
    paragraphs.push(paragraph);
    size += paragraph.length + 2;
  }
  return paragraphs.join('\n\n').slice(0, AUTHOR_ARTICLE_LENGTH);
}
