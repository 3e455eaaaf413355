import { useEffect, useState } from 'react';
import type { Highlighter, RenderedMarkdown } from './renderMarkdown';
import { hasFencedCode, renderMarkdown } from './renderMarkdown';

let loaded: Highlighter | null = null;
let loading: Promise<Highlighter> | null = null;

/**
 * Loads the highlighter chunk once; every caller shares the one promise. A failed load is
 * forgotten so a later render may try again (code then simply stays plain).
 */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "highlighter" */ './highlighter').then(
    (module) => (loaded = module.highlight),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Renders `source` at once without highlighting and again, highlighted, once the highlighter
 * chunk has loaded. The chunk is requested only for sources with fenced code.
 */
export function useRenderedMarkdown(source: string): RenderedMarkdown {
  const needsHighlighter = hasFencedCode(source);
  const [highlighter, setHighlighter] = useState<Highlighter | null>(() => loaded);

  useEffect(() => {
    if (!needsHighlighter || highlighter) return;
    let current = true;
    loadHighlighter().then(
      (loadedHighlighter) => {
        if (current) setHighlighter(() => loadedHighlighter);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [needsHighlighter, highlighter]);

  // renderMarkdown is memoized per source and highlighter, so this is a lookup on re-render.
  return renderMarkdown(source, highlighter ? { highlighter } : undefined);
}
