import type { AbstractResolvers } from './types';

/** Every row carries its type name as `kind` (selected as a SQL literal). */
export const Node: AbstractResolvers = {
  __resolveType: (value: { kind: string }) => value.kind,
};
