import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { DraftsScreenQuery as DraftsScreenQueryType } from '../../__generated__/DraftsScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { DraftList } from './DraftList';
import './drafts.css';

/**
 * The route query of `/drafts`: the viewer with their first drafts. A null
 * viewer never reaches this screen: the route's guard sends it to sign in.
 */
export const DraftsScreenQuery = graphql`
  query DraftsScreenQuery($after: String) {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
      ...DraftList_user @arguments(cursor: $after, start: $after)
    }
  }
`;

/** `/drafts`: the signed-in user's drafts and archived articles. */
export function DraftsScreen(props: {
  queryRef: PreloadedQuery<DraftsScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<DraftsScreenQueryType>(DraftsScreenQuery, props.queryRef);
  return (
    <section className="page">
      <DocumentHead title="Drafts" noindex />
      <div className="page-header">
        <PageHeading>Drafts</PageHeading>
        <p className="muted">Your drafts and archived articles, most recently updated first.</p>
      </div>
      {/* Signing out on this page empties the viewer before the way home. */}
      {data.viewer ? (
        <DraftList user={data.viewer} />
      ) : (
        <p>
          <Link to="/signin" search={{ redirect: '/drafts' }}>
            Sign in
          </Link>{' '}
          to see your drafts.
        </p>
      )}
    </section>
  );
}
