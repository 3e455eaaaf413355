import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ReviewScreenQuery as ReviewScreenQueryType } from '../../__generated__/ReviewScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { ReviewList } from './ReviewList';
import './review.css';

/** The route query of `/review`: whether the viewer reviews, and the first submitted drafts. */
export const ReviewScreenQuery = graphql`
  query ReviewScreenQuery {
    viewer {
      capabilities {
        canReview
      }
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    ...ReviewList_query
  }
`;

/** `/review`: editors publish contributors' submitted drafts, or return them with a note. */
export function ReviewScreen(props: {
  queryRef: PreloadedQuery<ReviewScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<ReviewScreenQueryType>(ReviewScreenQuery, props.queryRef);
  return (
    <section className="page">
      <DocumentHead title="Review queue" noindex />
      <div className="page-header">
        <PageHeading>Review queue</PageHeading>
        <p className="muted">Drafts contributors submitted, most recently submitted first.</p>
      </div>
      {data.viewer?.capabilities?.canReview ? (
        <ReviewList query={data} />
      ) : (
        <p role="alert">Only editors and owners review submitted drafts.</p>
      )}
    </section>
  );
}
