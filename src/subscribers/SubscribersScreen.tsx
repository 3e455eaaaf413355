import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { SubscribersScreenQuery as SubscribersScreenQueryType } from '../../__generated__/SubscribersScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { SubscriberCounts } from './SubscriberCounts';
import { SubscriberErase } from './SubscriberErase';
import { SubscriberGrowth } from './SubscriberGrowth';
import { SubscriberImport } from './SubscriberImport';
import { SubscriberTestEmail } from './SubscriberTestEmail';
import '../accounts/accounts.css';
import './subscribers.css';

/** The route query of `/subscribers`: the counts and growth, for editors and owners. */
export const SubscribersScreenQuery = graphql`
  query SubscribersScreenQuery {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    subscribers {
      ...SubscriberCounts_subscribers
      ...SubscriberGrowth_subscribers
    }
  }
`;

/**
 * `/subscribers`: the publication's email subscribers as its own data: how many per target and
 * how the list grew, the CSV export and import, a test email, and erasing one address.
 */
export function SubscribersScreen(props: {
  queryRef: PreloadedQuery<SubscribersScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<SubscribersScreenQueryType>(SubscribersScreenQuery, props.queryRef);
  return (
    <section className="page subscribers-page">
      <DocumentHead title="Subscribers" noindex />
      <div className="page-header">
        <PageHeading>Subscribers</PageHeading>
        <p className="muted">Readers who confirmed an email subscription.</p>
      </div>
      {data.subscribers ? (
        <>
          <SubscriberCounts subscribers={data.subscribers} />
          <SubscriberGrowth subscribers={data.subscribers} />
          <section aria-labelledby="subscribers-files">
            <h2 id="subscribers-files">Export and import</h2>
            <p>
              <a href="/subscribers/export.csv" download>
                Export subscribers as CSV
              </a>{' '}
              (email, target, confirmed_at, consent).
            </p>
            <SubscriberImport />
          </section>
          <SubscriberTestEmail />
          <SubscriberErase />
        </>
      ) : (
        <p role="alert">Only editors and owners see the subscribers.</p>
      )}
    </section>
  );
}
