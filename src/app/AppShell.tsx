import { Link, Outlet } from '@tanstack/react-router';
import type { JSX } from 'react';
import { AppHeader } from './AppHeader';
import { RouteAnnouncer } from './RouteAnnouncer';

/** The frame of every page: header, the one <main> landmark, footer. */
export function AppShell(): JSX.Element {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader />
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <footer className="app-footer">
        <p>
          Folio — written in Markdown. <Link to="/tags">Browse tags</Link>
        </p>
      </footer>
      <RouteAnnouncer />
    </div>
  );
}
