import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context';

/** A field resolver with typed parent and arguments. */
export type FieldResolver<TParent, TArgs = Record<string, never>, TResult = unknown> = (
  parent: TParent,
  args: TArgs,
  context: Context,
  info: GraphQLResolveInfo,
) => TResult;

/**
 * The resolvers of one object type, by field name. `never` parameters let any
 * typed resolver be stored here; the schema decides what they receive.
 */
export type ObjectResolvers = Record<string, FieldResolver<never, never>>;

/** How an interface or union picks the concrete type of a value. */
export interface AbstractResolvers {
  __resolveType: (value: never) => string;
}

/** Resolvers by type name, as `attachResolvers` takes them. */
export type ResolverMap = Record<string, ObjectResolvers | AbstractResolvers>;

/** Arguments of a paginated field. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
}
