import type { JSX } from 'react';
import { DocumentHead } from '../app/DocumentHead';
import { PageHeading } from '../ui/PageHeading';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from './searchQuery';

/** `/search` without a usable query: how to search, instead of a request the server would refuse. */
export function SearchGuidance(props: { query: string }): JSX.Element {
  const tooLong = props.query.length > SEARCH_QUERY_MAX_LENGTH;
  return (
    <div className="page message-page">
      <DocumentHead title="Search" noindex />
      <PageHeading>Search</PageHeading>
      <p>
        {props.query === ''
          ? 'Type what you are looking for in the search box above.'
          : tooLong
            ? `That search is too long: use at most ${SEARCH_QUERY_MAX_LENGTH} characters.`
            : `That search is too short: use at least ${SEARCH_QUERY_MIN_LENGTH} characters.`}
      </p>
      <p className="muted">Search looks through the titles and text of every published article.</p>
    </div>
  );
}
