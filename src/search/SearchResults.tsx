import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { DataID, RecordSourceSelectorProxy } from 'relay-runtime';
import type { SearchResultsPaginationQuery } from '../../__generated__/SearchResultsPaginationQuery.graphql';
import type { SearchResults_query$key } from '../../__generated__/SearchResults_query.graphql';
import { ARTICLES_PAGE_SIZE } from '../app/pageSizes';
import { FirstPageLink, useNextPageHref } from '../app/pageLinks';
import { useLoadMore } from '../app/useLoadMore';
import { isPublished } from '../articles/articleChange';
import type { ArticleChange } from '../articles/articleChange';
import { PagedList } from '../ui/PagedList';
import { SearchResultItem } from './SearchResultItem';

/**
 * After a write that changes what is published: every search in the store
 * asks the server again on its next visit. Which searches a text matches,
 * and with which snippet, only the server knows, so these lists cannot be
 * edited in place; and their keys are the queries typed, which a write does
 * not know, hence the walk over the store's records (`recordIds`) for the
 * search connections.
 */
export function updateSearchResults(
  store: RecordSourceSelectorProxy,
  change: ArticleChange,
  recordIds: ReadonlyArray<DataID>,
): void {
  if (!isPublished(change.before) && !isPublished(change.after)) return;
  for (const id of recordIds) {
    const record = store.get(id);
    if (record?.getType() === 'SearchResultConnection') record.invalidateRecord();
  }
}

/** The hits of one search, best first, 10 at a time. */
export function SearchResults(props: {
  query: SearchResults_query$key;
  text: string;
}): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SearchResultsPaginationQuery,
    SearchResults_query$key
  >(
    graphql`
      fragment SearchResults_query on Query
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(
        query: { type: "String!" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        start: { type: "String" }
      ) {
        # A page reached by its link (?after=) is a list of its own: in the first page's
        # connection its results would be dropped as out of order, or shown as the first page.
        search(query: $query, first: $count, after: $cursor)
          @connection(key: "SearchResults_search", dynamicKey_UNSTABLE: $start) {
          totalCount
          pageInfo {
            endCursor
          }
          totalCountCapped
          edges {
            cursor
            node {
              ...SearchResultItem_result
            }
          }
        }
      }
    `,
    props.query,
  );
  const { loadMore, failed } = useLoadMore(loadNext, ARTICLES_PAGE_SIZE);
  const nextHref = useNextPageHref(data.search.pageInfo.endCursor);
  const edges = data.search.edges;
  if (edges.length === 0) {
    return <p className="empty">Nothing matches “{props.text}”. Try other words.</p>;
  }
  return (
    <>
      {/* The heading above names the query: the count alone, not "… for “query”" again. */}
      <p className="meta result-count">
        {resultCount(data.search.totalCount, data.search.totalCountCapped)}
      </p>
      <PagedList
        ordered
        hasMore={hasNext}
        isLoading={isLoadingNext}
        failed={failed}
        onLoadMore={loadMore}
        label="Load more results"
        nextHref={nextHref}
        lead={<FirstPageLink />}
      >
        {edges.map((edge) => (
          // SearchResult has no id; the cursor identifies the hit.
          <li key={edge.cursor}>
            <SearchResultItem result={edge.node} />
          </li>
        ))}
      </PagedList>
    </>
  );
}

const countFormat = new Intl.NumberFormat('en');

/** "1 result", "12 results", "1,000+ results": the server counts up to 1,000 and says when there are more. */
function resultCount(count: number, capped: boolean): string {
  const figure = `${countFormat.format(count)}${capped ? '+' : ''}`;
  return `${figure} ${count === 1 && !capped ? 'result' : 'results'}`;
}
