// Which schema fields nothing would resolve: graphql-js's default resolver reads a field's
// property off the parent value, so a field that is neither a property of the type's mapped row
// (scripts/codegen.ts `mappers`) nor in the resolver map answers null, and a non-null one fails
// only when queried ("Cannot return null for non-nullable field"). schema.ts turns that into a
// type error naming each such field, so `npm run typecheck` (and CI) fail instead.
import type { GraphQLScalarType } from 'graphql';

/**
 * "Type.field" for every field of every object type in `TResolvers` (the generated
 * `Resolvers`) that is neither a key of its parent type (`TParents`, the generated
 * `ResolversParentTypes`: the mapped row, or the plain type) nor a key of `TMap` (the resolver
 * map); never when there is none.
 */
export type UnresolvedFields<TResolvers, TParents, TMap> = {
  [T in keyof TResolvers & keyof TParents & string]-?: NonNullable<
    TResolvers[T]
  > extends GraphQLScalarType
    ? never
    : '__resolveType' extends keyof NonNullable<TResolvers[T]>
      ? never // an interface or union: its object types are checked
      : `${T}.${Exclude<
          keyof NonNullable<TResolvers[T]>,
          '__isTypeOf' | keyof TParents[T] | (T extends keyof TMap ? keyof TMap[T] : never)
        > &
          string}`;
}[keyof TResolvers & keyof TParents & string];

/** `true` when no field is unresolved; otherwise a type that names them (and `true` is not). */
export type EveryFieldResolved<TUnresolved> = [TUnresolved] extends [never]
  ? true
  : { fieldsWithoutResolverOrRowProperty: TUnresolved };
