import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AppHeaderQuery } from '../../__generated__/AppHeaderQuery.graphql';
import { HeaderSearch } from './HeaderSearch';
import { ViewerMenu } from './ViewerMenu';

/**
 * The site header. It makes no request of its own: every route query selects
 * `viewer { ...ViewerMenu_viewer }`, and this store-only query reads that
 * `viewer` from the Relay store. So each page costs exactly one request, the
 * header stays current whenever any route refreshes the viewer, and a page
 * can never show a header from a different request than its content.
 */
export function AppHeader(): JSX.Element {
  const data = useLazyLoadQuery<AppHeaderQuery>(
    graphql`
      query AppHeaderQuery {
        viewer {
          capabilities {
            canWrite
          }
          ...ViewerMenu_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-only' },
  );
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to="/" className="site-name">
          Folio
        </Link>
        <HeaderSearch />
        <nav aria-label="Site" className="app-nav">
          <Link to="/tags">Tags</Link>
          {/* Where the welcome article tells a new writer to look; the menu keeps its own link. */}
          {data.viewer?.capabilities?.canWrite ? (
            <Link to="/write" className="button">
              Write
            </Link>
          ) : null}
          <ViewerMenu viewer={data.viewer ?? null} />
        </nav>
      </div>
    </header>
  );
}
