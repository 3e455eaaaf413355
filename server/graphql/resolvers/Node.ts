import type { NodeResolvers } from '../__generated__/resolvers';

/** Every row carries its type name as `kind` (selected as a SQL literal). */
export const Node = {
  __resolveType: (value) => value.kind,
} satisfies NodeResolvers;
