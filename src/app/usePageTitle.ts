import { useEffect } from 'react';

/** The site name, the suffix of every document title. */
export const SITE_NAME = 'Folio';

/**
 * Sets the document title to "<title> · Folio" while the calling screen is
 * shown; the route announcer reads it to tell screen-reader users where they
 * arrived.
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
