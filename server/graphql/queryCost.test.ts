import fs from 'node:fs';
import path from 'node:path';
import { Kind, buildSchema, getNamedType, parse, typeFromAST } from 'graphql';
import type { DocumentNode, SelectionSetNode } from 'graphql';
import type { ConcreteRequest } from 'relay-runtime';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { postGraphQL } from '../testing/harness';
import { LIMITS } from '../../schema/rules';
import { MAX_PAGE_SIZE } from './connections';
import { costModel } from './costModel';
import { QUERY_COST_BUDGET, operationCost } from './queryCost';
import { createSchema } from './schema';

/** The request that ran the server out of memory (issue 10): 20 aliases, 1.6 KB. */
const NESTED_PAGES = `{${Array.from(
  { length: 20 },
  (_, i) => `a${i}:articles(first:50){edges{node{author{articles(first:50){edges{node{body}}}}}}}`,
).join(' ')}}`;

describe("Folio's own operations", () => {
  it('each cost at most a quarter of the budget, at the largest page their variables may ask for', async () => {
    const schema = createSchema();
    const generated = path.join(__dirname, '..', '..', '__generated__');
    const operations: ConcreteRequest[] = [];
    for (const file of fs.readdirSync(generated)) {
      const artifact = (await import(path.join(generated, file))).default;
      if (artifact?.kind === 'Request') operations.push(artifact);
    }
    expect(operations.length).toBeGreaterThan(20);

    const overQuarter: string[] = [];
    for (const { params } of operations) {
      const document = parse(params.text!);
      const variables: Record<string, number> = {};
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const { variable, type } of definition.variableDefinitions ?? []) {
          // Every Int a Folio operation takes is a page size (`first`, `count`).
          const named = getNamedType(typeFromAST(schema, type as never));
          if (named?.name === 'Int') variables[variable.name.value] = MAX_PAGE_SIZE;
        }
      }
      const { cost } = operationCost(schema, document, params.name, variables);
      if (cost > QUERY_COST_BUDGET / 4) overQuarter.push(`${params.name} costs ${cost}`);
    }
    expect(overQuarter).toEqual([]);
  });
});

// One server for the file: the budget's cases pass whatever the store holds, so Query.tags adds
// its articles to the same store.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the query cost budget', () => {
  it('refuses the request that ran the server out of memory, saying its cost and the limit', async () => {
    expect(NESTED_PAGES.length).toBeLessThan(1700);
    const res = await postGraphQL(server.endpoint, { query: NESTED_PAGES });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/graphql-response+json');
    const body = await res.json();
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    const [error] = body.errors;
    expect(error.extensions).toEqual({
      code: 'QUERY_TOO_COMPLEX',
      cost: expect.any(Number),
      limit: QUERY_COST_BUDGET,
    });
    expect(error.extensions.cost).toBeGreaterThan(QUERY_COST_BUDGET);
    expect(error.message).toBe(
      `This query would cost ${error.extensions.cost}; the limit is ${QUERY_COST_BUDGET}. ` +
        'Ask for fewer fields, smaller pages (first), or fewer nested lists.',
    );
  });

  it('answers a client that accepts only application/json with 200 and the same error', async () => {
    const res = await postGraphQL(
      server.endpoint,
      { query: NESTED_PAGES },
      { accept: 'application/json' },
    );
    expect(res.status).toBe(200);
    expect((await res.json()).errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('takes `first` from the variables: the same document is refused with 50 and runs with 10', async () => {
    const query = `query Bodies($n: Int) { ${Array.from(
      { length: 8 },
      (_, i) => `a${i}: articles(first: $n) { edges { node { body } } }`,
    ).join(' ')} }`;
    const refused = await postGraphQL(server.endpoint, { query, variables: { n: 50 } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    const runs = await postGraphQL(server.endpoint, { query, variables: { n: 10 } });
    expect(runs.status).toBe(200);
    const ran = await runs.json();
    expect(ran.errors).toBeUndefined();
    expect(ran.data.a0.edges.length).toBeLessThanOrEqual(10);
  });

  it('counts the rows a page reads even when none of its fields is selected', async () => {
    const query = `{ ${Array.from(
      { length: 20 },
      (_, i) => `a${i}: articles(first: 50) { pageInfo { hasNextPage } }`,
    ).join(' ')} }`;
    const res = await postGraphQL(server.endpoint, { query });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });
});

describe('Query.tags', () => {
  // One account's 130 articles with 8 new tags each (1,015 tags): more than `tags` lists.
  const ARTICLES = 130;
  beforeAll(async () => {
    const author = await server.createUser('tagger', 'AUTHOR');
    const at = '2026-01-01T00:00:00.000Z';
    for (let n = 0; n < ARTICLES; n++) {
      const tags = Array.from({ length: 8 }, (_, i) => `t${String(n * 8 + i).padStart(4, '0')}`);
      // The first article's tags are on every fifth article too: the most used.
      if (n % 5 === 0 && n > 0) tags[7] = 't0000';
      await server.store.articles.insertArticle({
        authorId: author.id,
        ...{ title: `Tagged ${n}`, summary: '', body: 'Text.', tags },
        ...{ status: 'PUBLISHED', createdAt: at, publishedAt: at },
      });
    }
  }, 60_000);

  it('lists at most 1,000 tags, the most used among them, by name', async () => {
    const res = await postGraphQL(server.endpoint, { query: '{ tags { name articleCount } }' });
    const { tags } = (await res.json()).data as { tags: { name: string; articleCount: number }[] };
    expect(tags).toHaveLength(LIMITS.tagsListed);
    expect(tags.map((t) => t.name)).toEqual(tags.map((t) => t.name).sort());
    expect(tags[0]).toEqual({ name: 't0000', articleCount: 26 });
  });

  // The attack (163 bytes, priced as 100 tags at 67,402) ran 2.6 s over 4,800 tags.
  it('prices the list at the 1,000 it can return: the nested tags query is refused', async () => {
    // Priced as 100 tags this cost 72,801, under the budget.
    const query = '{tags{name articles(first:6){edges{node{title slug tags{name articleCount}}}}}}';
    const { cost } = operationCost(createSchema(), parse(query), undefined, {});
    expect(cost).toBeGreaterThan(QUERY_COST_BUDGET);
    const res = await postGraphQL(server.endpoint, { query });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions).toEqual({
      code: 'QUERY_TOO_COMPLEX',
      cost,
      limit: QUERY_COST_BUDGET,
    });
  });
});

describe('the cost model', () => {
  it('knows a bound for every list the schema exposes, or refuses to build', () => {
    const schema = createSchema();
    expect(() => costModel(schema)).not.toThrow();
    const unbounded = buildSchema('type Query { names: [String!]! }');
    expect(() => costModel(unbounded)).toThrow(
      'Query.names is a list with no bound in server/costModel.ts',
    );
  });
});

describe('the cost walk', () => {
  // ASTs no parser would build (the HTTP layer refuses nesting past 32):
  // whatever reaches the walk, it must neither overflow the stack nor stall.
  const schema = createSchema();
  const name = (value: string) => ({ kind: Kind.NAME, value }) as const;
  const typename = { kind: Kind.FIELD, name: name('__typename') } as const;
  const document = (definitions: unknown[]) =>
    ({ kind: Kind.DOCUMENT, definitions }) as DocumentNode;
  const operation = (selectionSet: SelectionSetNode) => ({
    kind: Kind.OPERATION_DEFINITION,
    operation: 'query',
    selectionSet,
  });

  it('walks inline fragments nested 100,000 deep without overflowing the stack', () => {
    let set: SelectionSetNode = { kind: Kind.SELECTION_SET, selections: [typename] };
    for (let i = 0; i < 100_000; i++) {
      set = {
        kind: Kind.SELECTION_SET,
        selections: [typename, { kind: Kind.INLINE_FRAGMENT, selectionSet: set }],
      };
    }
    expect(operationCost(schema, document([operation(set)]), null, {})).toEqual({
      cost: 100_001,
      fields: 100_001,
    });
  });

  it('walks a chain of 20,000 fragments once each', () => {
    const spread = (i: number) => ({ kind: Kind.FRAGMENT_SPREAD, name: name(`F${i}`) }) as const;
    const fragments = Array.from({ length: 20_000 }, (_, i) => ({
      kind: Kind.FRAGMENT_DEFINITION,
      name: name(`F${i}`),
      typeCondition: { kind: Kind.NAMED_TYPE, name: name('Query') },
      selectionSet: {
        kind: Kind.SELECTION_SET,
        selections: i + 1 < 20_000 ? [typename, spread(i + 1), spread(i + 1)] : [typename],
      },
    }));
    const root = operation({ kind: Kind.SELECTION_SET, selections: [spread(0)] });
    expect(operationCost(schema, document([root, ...fragments]), null, {})).toEqual({
      cost: 20_000,
      fields: 20_000,
    });
  });
});
