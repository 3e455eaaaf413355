import { useSyncExternalStore } from 'react';

/** Where the source and the preview fit side by side (matches ArticleEditor.css). */
const WIDE = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// Without matchMedia (jsdom) the editor lays out as on a wide screen.
function isWide(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;
}

/**
 * Whether the screen is wide enough for source and preview side by side; on
 * narrower ones the editor shows them as Write / Preview tabs. Decided in
 * script rather than CSS alone so the tab roles exist only when there are tabs.
 */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
