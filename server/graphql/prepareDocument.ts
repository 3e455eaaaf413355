import { GraphQLError, specifiedRules, validate } from 'graphql';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { LIMITS } from '../../schema/rules';
import { depthLimit } from './depthLimit';
import type { OperationCache } from './runOperation';
import { expandsTooFar, explainValidationErrors, readDocument } from './documentLimits';

/** Longer documents are not cached: the app's largest query is about 1 KB. */
const CACHEABLE_DOCUMENT_LENGTH = 16 * 1024;
/** graphql-js's own rules and the depth limit (12) every client is told of (schema/rules.ts). */
const RULES = [...specifiedRules, depthLimit(LIMITS.queryDepth)];

/**
 * The document `text` holds, parsed within the token and nesting limits and validated, or why
 * it is refused. Parsing and validating are pure functions of the text, and clients (and the
 * page renderer) send the same few documents over and over: each is done once, and only
 * documents that validated and are of an ordinary size are kept, so no client can fill the
 * cache with junk.
 */
export function prepareDocument(
  schema: GraphQLSchema,
  documents: OperationCache,
  text: string,
): DocumentNode | readonly GraphQLError[] {
  const cached = documents.get(text);
  if (cached) return cached;
  let document: DocumentNode;
  try {
    document = readDocument(text);
  } catch (error) {
    if (error instanceof GraphQLError) return [error];
    throw error;
  }
  const expanded = expandsTooFar(document);
  if (expanded) return [expanded];
  const errors = explainValidationErrors(validate(schema, document, RULES));
  if (errors.length > 0) return errors;
  if (text.length <= CACHEABLE_DOCUMENT_LENGTH) documents.add(text, document);
  return document;
}
