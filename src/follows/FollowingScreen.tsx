import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { FollowingScreenQuery as FollowingScreenQueryType } from '../../__generated__/FollowingScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { FollowingList } from './FollowingList';

/** The route query of `/following`: the viewer with the first articles they follow. */
export const FollowingScreenQuery = graphql`
  query FollowingScreenQuery($after: String) {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
      ...FollowingList_user @arguments(cursor: $after, start: $after)
    }
  }
`;

/** `/following`: new articles from the authors and tags the signed-in reader follows. */
export function FollowingScreen(props: {
  queryRef: PreloadedQuery<FollowingScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<FollowingScreenQueryType>(FollowingScreenQuery, props.queryRef);
  return (
    <section className="page">
      <DocumentHead title="Following" noindex />
      <div className="page-header">
        <PageHeading>Following</PageHeading>
        <p className="muted">New articles from the authors and tags you follow, newest first.</p>
      </div>
      {data.viewer ? (
        <FollowingList user={data.viewer} />
      ) : (
        <p className="empty">Sign in to see who you follow.</p>
      )}
    </section>
  );
}
