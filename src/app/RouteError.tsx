import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { JSX } from 'react';
import { errorCode } from '../relay/errors';
import { PageHeading } from '../ui/PageHeading';
import { describeError } from './describeError';
import { DocumentHead } from './DocumentHead';
import { usePageStatus } from './pageStatus';

/**
 * Every route's error view: what went wrong in plain words, the technical
 * message under "Details", and Retry, which runs the route's request again.
 * A signed-out refusal goes to sign-in and comes back here afterwards.
 */
export function RouteError({ error, reset }: ErrorComponentProps): JSX.Element {
  const router = useRouter();
  // The page that failed, kept from the first render: the location moves on
  // while this view is still mounted during the redirect.
  const [failedHref] = useState(() => router.state.location.href);
  const [retrying, setRetrying] = useState(false);
  const code = errorCode(error);
  const unauthenticated = code === 'UNAUTHENTICATED';
  // A request the server refused as malformed (a page link with a bad cursor) is the link's
  // fault, not the server's: a crawler must not take it for an outage.
  usePageStatus(code === 'BAD_USER_INPUT' ? 400 : 500);

  useEffect(() => {
    if (!unauthenticated) return;
    void router.navigate({ to: '/signin', search: { redirect: failedHref }, replace: true });
  }, [unauthenticated, router, failedHref]);

  if (unauthenticated) {
    return (
      <p className="page">
        <DocumentHead title="Sign in" noindex />
        Sign in to see this page.
      </p>
    );
  }

  const { summary, details } = describeError(error);
  const retry = () => {
    setRetrying(true);
    // invalidate() re-runs the loaders (Relay fetches what the store lacks,
    // which is what failed); the boundary resets when the match changes, and
    // reset() covers an error thrown while rendering.
    void router.invalidate().finally(() => {
      setRetrying(false);
      reset();
    });
  };

  return (
    <section className="page message-page">
      <DocumentHead title="Something went wrong" noindex />
      <PageHeading>This page could not be loaded</PageHeading>
      <p role="alert">{summary}</p>
      <p>
        <button type="button" className="button" onClick={retry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </p>
      <details className="error-details">
        <summary>Details</summary>
        <pre>{details}</pre>
      </details>
    </section>
  );
}
