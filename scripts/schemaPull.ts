import fs from 'node:fs';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, printSchema } from 'graphql';
import type { IntrospectionQuery } from 'graphql';

/**
 * `npm run schema:pull -- <url>`: replaces schema/schema.graphql with the SDL
 * of the GraphQL server at <url> (by introspection), so the client can be
 * compiled against a server other than the embedded one. Run `npm run relay`
 * afterwards; `npm run relay:check` fails until then if anything changed.
 */
async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url || !/^https?:\/\//.test(url)) {
    console.error('usage: npm run schema:pull -- <http(s) URL of a GraphQL endpoint>');
    process.exit(2);
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      accept: 'application/graphql-response+json, application/json;q=0.9',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      operationName: 'IntrospectionQuery',
      query: getIntrospectionQuery({ descriptions: true }),
      variables: {},
    }),
  });
  const text = await response.text();
  let result: { data?: IntrospectionQuery; errors?: { message: string }[] };
  try {
    result = JSON.parse(text);
  } catch {
    throw new Error(`${url} answered ${response.status} with a body that is not JSON`);
  }
  if (!result.data) {
    const reasons = result.errors?.map((e) => e.message).join('; ') ?? `status ${response.status}`;
    throw new Error(`introspection of ${url} failed: ${reasons}`);
  }
  const file = path.resolve(__dirname, '..', 'schema', 'schema.graphql');
  fs.writeFileSync(file, `${printSchema(buildClientSchema(result.data))}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)} from ${url}. Now run: npm run relay`);
}

main().catch((err: unknown) => {
  console.error(`schema:pull: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
