import type { JSX, ReactNode } from 'react';

/**
 * A page's one <h1>. tabIndex -1 lets the route announcer move focus here
 * after a navigation without adding the heading to the tab order.
 */
export function PageHeading(props: { children: ReactNode }): JSX.Element {
  return (
    <h1 className="page-heading" tabIndex={-1}>
      {props.children}
    </h1>
  );
}
