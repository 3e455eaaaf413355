import { useEffect, useState } from 'react';
import type { Highlighter, RenderedMarkdown } from './renderMarkdown';
import { useMarkdownPipeline } from './useMarkdownPipeline';

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
  const { hasFencedCode, renderMarkdown } = useMarkdownPipeline();
  const needsHighlighter = hasFencedCode(source);
  const [highlighter, setHighlighter] = useState<Highlighter | null>(() => loaded);

  useEffect(() => {
    if (!needsHighlighter || highlighter) return;
    let current = true;
    const load = () =>
      loadHighlighter().then(
        (loadedHighlighter) => {
          if (current) setHighlighter(() => loadedHighlighter);
        },
        () => {},
      );
    // Colour is an enhancement: ask for the chunk once the page is idle, so its download and
    // evaluation never compete with the first paint of the text.
    const cancel = whenIdle(load);
    return () => {
      current = false;
      cancel();
    };
  }, [needsHighlighter, highlighter]);

  // renderMarkdown is memoized per source and highlighter, so this is a lookup on re-render.
  return renderMarkdown(source, highlighter ? { highlighter } : undefined);
}

/** Runs `task` when the browser is idle (soon, at the latest); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
