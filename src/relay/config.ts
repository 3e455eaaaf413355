/**
 * Build settings for the transport. webpack's DefinePlugin replaces the two
 * `process.env.*` expressions with literals at build time, so they must stay
 * written out in full (no destructuring, no `typeof process` guard); under
 * jest they are simply unset and the defaults apply.
 */

/** The HTTP method the transport uses for queries; mutations are always POST. */
export type GraphQLMethod = 'POST' | 'GET';

/** The GraphQL endpoint: same-origin `/graphql` unless the build says otherwise. */
export const graphqlEndpoint: string = process.env.FOLIO_GRAPHQL_ENDPOINT || '/graphql';

/** POST unless the build asks for GET (src/relay/README.md, "Requests"). */
export const graphqlMethod: GraphQLMethod = parseMethod(process.env.FOLIO_GRAPHQL_METHOD);

function parseMethod(value: string | undefined): GraphQLMethod {
  return value?.toUpperCase() === 'GET' ? 'GET' : 'POST';
}
