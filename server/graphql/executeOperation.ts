// The one way Folio runs a GraphQL operation, whoever asks: /graphql (http/routes/graphql.ts) and the
// page renderer (render/pageRenderer.ts) alike, so a limit, a cache or a masking rule holds for
// both. What is particular to a door (HTTP statuses, caching headers, a page failing whole)
// stays in that door, which reads the outcome.
import { GraphQLError, getOperationAST } from 'graphql';
import type { ExecutionResult, GraphQLSchema, OperationTypeNode } from 'graphql';
import { isStoreUnavailable } from '../db/storeUnavailable';
import { DocumentCache } from './documentCache';
import { variablesTooLarge } from './documentLimits';
import { type InternalErrorSink, maskErrors } from './maskErrors';
import { prepareDocument } from './prepareDocument';
import { oversizedResponse } from './responseSize';
import { type OperationCache, runOperation } from './runOperation';

/**
 * The heap that parsed documents and their compiled operations may hold, as DocumentCache
 * estimates it: Folio's own operations take about 2 MB of it.
 */
export const DOCUMENT_CACHE_BYTES = 16 * 1024 * 1024;

/** A schema and the documents parsed, validated and compiled for it: one per server. */
export interface GraphQLPipeline {
  schema: GraphQLSchema;
  documents: OperationCache;
}

export function createGraphQLPipeline(
  schema: GraphQLSchema,
  documents: OperationCache = new DocumentCache(DOCUMENT_CACHE_BYTES),
): GraphQLPipeline {
  return { schema, documents };
}

export interface Operation<TContext> {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  /** Made once the document is known to be valid. */
  context(): TContext;
  /** Whether a valid operation of this type may run here (GET takes no mutation); all by default. */
  admit?(type: OperationTypeNode): boolean;
  onInternalError: InternalErrorSink;
}

export type OperationOutcome =
  /** The document is not one this schema runs (syntax, limits, validation): nothing ran. */
  | { kind: 'invalid'; errors: readonly GraphQLError[] }
  /** `admit` refused the operation's type: nothing ran. */
  | { kind: 'not admitted'; type: OperationTypeNode }
  /** The store could not be reached: whatever else the result said is beside the point. */
  | { kind: 'unavailable'; cause: Error }
  | {
      kind: 'answered';
      /** Masked, and within the size cap. */
      result: ExecutionResult;
      /** Whether the result carried errors (as executed, before masking or the size cap). */
      hadErrors: boolean;
      /** The limit (cost, size) that answered in the operation's place, if one did. */
      refusal: GraphQLError | null;
    };

/**
 * Bounds the variables, parses (through the byte-bounded document cache), validates (depth limit included), checks
 * the cost budget, runs the operation (JIT-compiled when cached), masks the errors not written
 * for the client and caps the answer's size.
 */
export async function executeOperation<TContext>(
  pipeline: GraphQLPipeline,
  operation: Operation<TContext>,
): Promise<OperationOutcome> {
  const { schema, documents } = pipeline;
  const tooLarge = variablesTooLarge(operation.variables);
  if (tooLarge) return { kind: 'invalid', errors: [tooLarge] };
  const document = prepareDocument(schema, documents, operation.query);
  if (!('kind' in document)) return { kind: 'invalid', errors: document };
  // The words of graphql-http, which /graphql answered with before this pipeline was its own.
  const ast = getOperationAST(document, operation.operationName);
  if (!ast) return invalid('Unable to detect operation AST');
  if (ast.operation === 'subscription') return invalid('Subscriptions are not supported');
  if (operation.admit && !operation.admit(ast.operation)) {
    return { kind: 'not admitted', type: ast.operation };
  }

  const { result, refusal } = await runOperation({
    schema,
    documents,
    document,
    operationName: operation.operationName,
    variables: operation.variables,
    contextValue: operation.context(),
  });
  const unavailable = result.errors?.find((error) => isStoreUnavailable(error.originalError));
  if (unavailable) return { kind: 'unavailable', cause: unavailable.originalError! };
  const masked = maskErrors(result, operation.onInternalError);
  const oversized = oversizedResponse(masked);
  return {
    kind: 'answered',
    result: oversized ?? masked,
    hadErrors: result.errors !== undefined,
    refusal: oversized ? oversized.errors![0]! : refusal,
  };
}

function invalid(message: string): OperationOutcome {
  return { kind: 'invalid', errors: [new GraphQLError(message)] };
}
