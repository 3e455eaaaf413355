import type { JSX } from 'react';
import { SearchBox } from './SearchBox';
import './header.css';

/**
 * The header's search: the box itself on a wide screen; on a phone a "Search" button that opens
 * it under the header, so the header keeps to one row. One `<details>` that CSS keeps open when
 * wide (header.css): right before any script runs, the same markup on the server.
 */
export function HeaderSearch(): JSX.Element {
  return (
    // Closed once a search is sent: on a phone the open box would cover the results' heading.
    <details
      className="header-search"
      onSubmit={(event) => {
        event.currentTarget.open = false;
      }}
    >
      <summary className="header-search-toggle">
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12.5 12.5 17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </summary>
      <SearchBox />
    </details>
  );
}
