import type { SearchResultResolvers } from '../__generated__/resolvers';

export const SearchResult = {
  snippet: (result) => result.text,
} satisfies SearchResultResolvers;
