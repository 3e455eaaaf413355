import type { MutationResolvers } from '../__generated__/resolvers';

/** A mutation's resolver as the schema types it (codegen), by field name. */
export type MutationResolver<Name extends keyof MutationResolvers> = NonNullable<
  MutationResolvers[Name]
>;
