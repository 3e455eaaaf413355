import { GraphQLError, GraphQLScalarType, Kind, print, type GraphQLSchema } from 'graphql';

const EXPECTED = 'DateTime must be a string: a date and time such as 2026-05-01T09:00:00Z.';

/**
 * Gives the schema's `DateTime` its rule for input: a string, refused otherwise before any
 * resolver runs. A scalar built from SDL takes any value as is, so an array or an object
 * reached the resolvers (whose rules, e.g. publishAtRule, then read them as strings). Whether
 * the string is a valid time is each field's rule, said in its userErrors.
 */
export function attachDateTime(schema: GraphQLSchema): GraphQLSchema {
  const type = schema.getType('DateTime');
  if (!(type instanceof GraphQLScalarType)) throw new Error('The schema has no DateTime scalar');
  type.parseValue = (value) => {
    if (typeof value !== 'string') throw new GraphQLError(EXPECTED);
    return value;
  };
  type.parseLiteral = (node) => {
    if (node.kind !== Kind.STRING) {
      throw new GraphQLError(`${EXPECTED} Got ${print(node).slice(0, 40)}.`, { nodes: node });
    }
    return node.value;
  };
  return schema;
}
