import type { SearchResultResolvers } from '../__generated__/resolvers';

export const SearchResult: SearchResultResolvers = {
  snippet: (result) => result.text,
};
