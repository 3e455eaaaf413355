import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { PageHeading } from '../ui/PageHeading';
import { DocumentHead } from './DocumentHead';
import { usePageStatus } from './pageStatus';

/** The page for an unknown URL and for an article, author or tag that does not exist. */
export function NotFound(): JSX.Element {
  usePageStatus(404);
  return (
    <section className="page message-page">
      <DocumentHead title="Page not found" noindex />
      <PageHeading>Page not found</PageHeading>
      <p>There is nothing here. The address may be mistyped, or the page was moved or withdrawn.</p>
      <p>
        <Link to="/">Go to the latest articles</Link>
      </p>
    </section>
  );
}
