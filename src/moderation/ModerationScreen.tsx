import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ModerationScreenQuery as ModerationScreenQueryType } from '../../__generated__/ModerationScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { ModerationList } from './ModerationList';
import '../review/review.css';

/** The route query of `/moderation`: whether the viewer moderates, and the first comments. */
export const ModerationScreenQuery = graphql`
  query ModerationScreenQuery {
    viewer {
      capabilities {
        canReview
      }
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    ...ModerationList_query
  }
`;

/** `/moderation`: editors hide or restore the comments readers reported and those they hid. */
export function ModerationScreen(props: {
  queryRef: PreloadedQuery<ModerationScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<ModerationScreenQueryType>(ModerationScreenQuery, props.queryRef);
  return (
    <section className="page">
      <DocumentHead title="Moderation" noindex />
      <div className="page-header">
        <PageHeading>Moderation</PageHeading>
        <p className="muted">Reported and hidden comments, newest first.</p>
      </div>
      {data.viewer?.capabilities?.canReview ? (
        <ModerationList query={data} />
      ) : (
        <p role="alert">Only editors and owners moderate comments.</p>
      )}
    </section>
  );
}
