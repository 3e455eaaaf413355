import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { SearchScreenQuery as SearchScreenQueryType } from '../../__generated__/SearchScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { SearchResults } from './SearchResults';

/** The route query of `/search?q=`: the first hits and the header's viewer. */
export const SearchScreenQuery = graphql`
  query SearchScreenQuery($query: String!, $after: String) {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    ...SearchResults_query @arguments(query: $query, cursor: $after, start: $after)
  }
`;

/** `/search?q=` with a valid query: what matches it. */
export function SearchScreen(props: {
  query: string;
  queryRef: PreloadedQuery<SearchScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<SearchScreenQueryType>(SearchScreenQuery, props.queryRef);
  return (
    <div className="page">
      <DocumentHead title={`Search: ${props.query}`} noindex />
      <div className="page-header">
        <PageHeading>Results for “{props.query}”</PageHeading>
      </div>
      <SearchResults query={data} text={props.query} />
    </div>
  );
}
