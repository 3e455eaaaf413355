import { createContext, useContext } from 'react';

/** On the server renderer: records the HTTP status of the page being rendered. Absent in the browser. */
export const PageStatusContext = createContext<((status: number) => void) | null>(null);

/**
 * Tells the server renderer the page it renders answers `status` (404 from NotFound, 500 from
 * RouteError). Called during render, which only the server's single pass reads.
 */
export function usePageStatus(status: number): void {
  useContext(PageStatusContext)?.(status);
}
