import { execute } from 'graphql';
import type { DocumentNode, ExecutionResult, GraphQLError, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { CompiledQuery } from 'graphql-jit';
import { COMPILED_BYTES_PER_FIELD, type DocumentCache } from './documentCache';
import { QUERY_COST_BUDGET, operationCost, queryTooComplex } from './queryCost';

/** Parsed documents with their operations as graphql-jit compiled them, by operation name. */
export type OperationCache = DocumentCache<CompiledQuery | ExecutionResult>;

/**
 * graphql-jit compiles only operations of at most this many fields (fragments written out):
 * compiling costs 40–140 µs a field, once per document, and the app's largest operation has
 * 50. Larger ones run on graphql-js.
 */
const MAX_COMPILED_FIELDS = 250;

export interface OperationRun {
  schema: GraphQLSchema;
  documents: OperationCache;
  /** A validated document. */
  document: DocumentNode;
  operationName: string | null | undefined;
  variables: Record<string, unknown> | null | undefined;
  contextValue: unknown;
}

/**
 * Runs an operation within the cost budget; over it, `refusal` says why nothing ran. A cached
 * document's operation runs as graphql-jit compiled it: the same resolvers, without graphql-js
 * re-walking the document on every request (bench/README.md has the figures that justified
 * it); the compiled function is attached to the document, so the cache's bound covers it.
 */
export async function runOperation(
  run: OperationRun,
): Promise<{ result: ExecutionResult; refusal: GraphQLError | null }> {
  const { schema, document, operationName: name, variables } = run;
  const { cost, fields } = operationCost(schema, document, name, variables);
  if (cost > QUERY_COST_BUDGET) {
    const refusal = queryTooComplex(cost);
    return { result: { errors: [refusal] }, refusal };
  }
  return { result: await execution(run, fields), refusal: null };
}

async function execution(run: OperationRun, fields: number): Promise<ExecutionResult> {
  const { schema, documents, document, operationName: name, variables, contextValue } = run;
  if (fields > MAX_COMPILED_FIELDS || !documents.has(document)) {
    return execute({
      schema,
      document,
      operationName: name,
      variableValues: variables,
      contextValue,
    });
  }
  let query = documents.attachment(document, name ?? '');
  if (!query) {
    query = compileQuery(schema, document, name ?? undefined);
    documents.attach(document, name ?? '', query, fields * COMPILED_BYTES_PER_FIELD);
  }
  if (!isCompiledQuery(query)) return query;
  return query.query(undefined, contextValue, variables);
}
