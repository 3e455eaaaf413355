import { Link, useLocation, useRouter, useSearch } from '@tanstack/react-router';
import type { JSX } from 'react';

/**
 * The address of the list's next page: this route with `?after=<the last item's cursor>`, which
 * its loader passes to the query (src/router/). Undefined when there is no cursor.
 */
export function useNextPageHref(endCursor: string | null | undefined): string | undefined {
  const router = useRouter();
  // Subscribed so that the address follows the location (another filter, another query).
  useLocation({ select: (location) => location.href });
  if (!endCursor) return undefined;
  return router.buildLocation({
    to: '.',
    search: (previous) => ({ ...previous, after: endCursor }),
  }).href;
}

/** On a later page of a list (`?after=`), the link back to its first page; nothing on the first. */
export function FirstPageLink(props: { label?: string }): JSX.Element | null {
  const after = useSearch({ strict: false, select: (search) => search.after });
  if (!after) return null;
  return (
    <p>
      <Link to="." search={(previous) => ({ ...previous, after: undefined })}>
        {props.label ?? 'Back to the first page'}
      </Link>
    </p>
  );
}
