import { useId, useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SubscriberGrowth_subscribers$key } from '../../__generated__/SubscriberGrowth_subscribers.graphql';

// The growth chart: a line of today's subscribers at the end of each period, drawn as SVG in
// the text colour (right in both themes), with the same figures in a table beside it for
// screen readers and anyone who wants the numbers. No chart library: a polyline is enough.

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 8;

type Point = { readonly start: string; readonly added: number; readonly total: number };

/** The period's first day as YYYY-MM-DD (UTC): the same on the server and in every browser. */
function label(start: string, weekly: boolean): string {
  const day = start.slice(0, 10);
  return weekly ? `Week of ${day}` : day;
}

function Chart(props: { points: readonly Point[]; titleId: string }): JSX.Element {
  const { points } = props;
  const top = Math.max(1, ...points.map((point) => point.total));
  const step = (WIDTH - 2 * PAD) / Math.max(1, points.length - 1);
  const y = (total: number) => HEIGHT - PAD - (total / top) * (HEIGHT - 2 * PAD);
  const line = points.map((point, i) => `${PAD + i * step},${y(point.total)}`).join(' ');
  return (
    <svg
      className="subscriber-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={props.titleId}
      focusable="false"
    >
      <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke="currentColor" />
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth={2} />
    </svg>
  );
}

/** Subscribers over the last 30 days or 26 weeks, as a chart and a table. */
export function SubscriberGrowth(props: {
  subscribers: SubscriberGrowth_subscribers$key;
}): JSX.Element {
  const subscribers = useFragment(
    graphql`
      fragment SubscriberGrowth_subscribers on Subscribers {
        daily: growth(period: DAY) {
          start
          added
          total
        }
        weekly: growth(period: WEEK) {
          start
          added
          total
        }
      }
    `,
    props.subscribers,
  );
  const [weekly, setWeekly] = useState(false);
  const titleId = useId();
  const points = weekly ? subscribers.weekly : subscribers.daily;
  const first = points[0];
  const last = points[points.length - 1];
  const title =
    first && last
      ? `Subscribers from ${first.total} to ${last.total} over the last ${weekly ? '26 weeks' : '30 days'}`
      : 'No subscribers yet';
  return (
    <section aria-labelledby="subscriber-growth">
      <h2 id="subscriber-growth">Growth</h2>
      <div role="group" aria-label="Step" className="subscriber-period">
        <button type="button" aria-pressed={!weekly} onClick={() => setWeekly(false)}>
          Days
        </button>
        <button type="button" aria-pressed={weekly} onClick={() => setWeekly(true)}>
          Weeks
        </button>
      </div>
      <p id={titleId}>{title}</p>
      <Chart points={points} titleId={titleId} />
      <details>
        <summary>The figures</summary>
        <table className="subscriber-table">
          <caption>Subscribers per {weekly ? 'week' : 'day'}</caption>
          <thead>
            <tr>
              <th scope="col">{weekly ? 'Week' : 'Day'}</th>
              <th scope="col">New</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.start}>
                <th scope="row">{label(point.start, weekly)}</th>
                <td>{point.added}</td>
                <td>{point.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
