import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { SearchGuidance } from './SearchGuidance';
import { SearchScreen } from './SearchScreen';

const route = getRouteApi('/search');

/**
 * The lazy route component of `/search`: results when the loader sent the
 * query, otherwise the rule the query broke (no request was made).
 */
export function SearchRoute(): JSX.Element {
  const queryRef = route.useLoaderData();
  const { q = '' } = route.useSearch();
  return queryRef ? <SearchScreen query={q} queryRef={queryRef} /> : <SearchGuidance query={q} />;
}
