import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SubscriberCounts_subscribers$key } from '../../__generated__/SubscriberCounts_subscribers.graphql';

/** How many confirmed subscribers the site, each author and each tag has, most first. */
export function SubscriberCounts(props: {
  subscribers: SubscriberCounts_subscribers$key;
}): JSX.Element {
  const subscribers = useFragment(
    graphql`
      fragment SubscriberCounts_subscribers on Subscribers {
        total
        targets {
          author {
            handle
            name
          }
          tag {
            name
          }
          count
        }
      }
    `,
    props.subscribers,
  );
  return (
    <section aria-labelledby="subscriber-counts">
      <h2 id="subscriber-counts">
        {subscribers.total === 1 ? '1 subscriber' : `${subscribers.total} subscribers`}
      </h2>
      {subscribers.targets.length > 0 ? (
        <table className="subscriber-table">
          <caption>Subscribers per subscription</caption>
          <thead>
            <tr>
              <th scope="col">Subscribed to</th>
              <th scope="col">Subscribers</th>
            </tr>
          </thead>
          <tbody>
            {subscribers.targets.map((target) => {
              const label = target.author
                ? `${target.author.name} (@${target.author.handle})`
                : target.tag
                  ? `#${target.tag.name}`
                  : 'The whole site';
              return (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{target.count}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>No one has subscribed yet.</p>
      )}
    </section>
  );
}
