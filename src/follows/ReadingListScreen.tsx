import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ReadingListScreenQuery as ReadingListScreenQueryType } from '../../__generated__/ReadingListScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { ReadingList } from './ReadingList';

/** The route query of `/reading-list`: the viewer with the first articles they saved. */
export const ReadingListScreenQuery = graphql`
  query ReadingListScreenQuery($after: String) {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
      ...ReadingList_user @arguments(cursor: $after, start: $after)
    }
  }
`;

/** `/reading-list`: the articles the signed-in reader saved for later. */
export function ReadingListScreen(props: {
  queryRef: PreloadedQuery<ReadingListScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<ReadingListScreenQueryType>(ReadingListScreenQuery, props.queryRef);
  return (
    <section className="page">
      <DocumentHead title="Reading list" noindex />
      <div className="page-header">
        <PageHeading>Reading list</PageHeading>
        <p className="muted">Articles you saved for later, newest saved first.</p>
      </div>
      {data.viewer ? (
        <ReadingList user={data.viewer} />
      ) : (
        <p className="empty">Sign in to see your reading list.</p>
      )}
    </section>
  );
}
