import { useEffect, useState } from 'react';
import type { Highlighter, RenderedMarkdown } from './renderMarkdown';
import { useMarkdownPipeline } from './useMarkdownPipeline';
import type * as HighlighterChunk from './highlighter';

type HighlighterModule = typeof HighlighterChunk;

let loaded: { module: HighlighterModule; latest: Highlighter } | null = null;
let loading: Promise<HighlighterModule> | null = null;

/**
 * A highlighter with the grammars `source`'s fenced code needs: loads the highlighter chunk once
 * (every caller shares the one promise), then each grammar not loaded yet. A failed load is
 * forgotten so a later render may try again (code then simply stays plain).
 */
export function loadHighlighter(source: string): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "highlighter" */ './highlighter').catch(
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading.then(async (module) => {
    const latest = await module.highlighterFor(source);
    loaded = { module, latest };
    return latest;
  });
}

/** Whether `highlighter` (null: none yet) has the grammars `source` needs. */
function isEnough(highlighter: Highlighter | null, source: string): boolean {
  return highlighter !== null && loaded !== null && loaded.module.covers(highlighter, source);
}

/**
 * Renders `source` at once without highlighting and again, highlighted, once the highlighter
 * chunk has loaded. The chunk is requested only for sources with fenced code, and the
 * highlighted version is rendered ahead in slices (prepareMarkdown), so the swap is one cheap
 * render.
 *
 * A long source nobody prepared is lexed in the lexer's thread first (see lexer.ts): until it
 * has been, this keeps what it last showed (the editor preview as it was before the last
 * keystrokes), or the text unformatted the first time; `pending` says so.
 */
export function useRenderedMarkdown(source: string): {
  rendered: RenderedMarkdown;
  pending: boolean;
} {
  const {
    hasFencedCode,
    isHighlightedByServer,
    isMarkdownPlaceholder,
    prepareMarkdown,
    renderMarkdown,
  } = useMarkdownPipeline();
  const needsHighlighter = hasFencedCode(source);
  // The latest highlighter at once, even if this source needs more grammars: they follow.
  const [highlighter, setHighlighter] = useState<Highlighter | null>(() => loaded?.latest ?? null);
  const [prepared, setPrepared] = useState(0);
  // renderMarkdown is memoized per source and highlighter, so this is a lookup on re-render.
  const rendered = renderMarkdown(source, highlighter ? { highlighter } : undefined);
  const pending = isMarkdownPlaceholder(rendered);
  const [shown, setShown] = useState(() => (pending ? null : rendered));
  // What was last shown, kept as state is kept "from the previous render" (React's own
  // pattern for it): shown again while the next source is being lexed.
  if (!pending && rendered !== shown) setShown(rendered);

  useEffect(() => {
    if (!pending) return;
    const abort = new AbortController();
    prepareMarkdown(source, {
      ...(highlighter ? { highlighter } : {}),
      signal: abort.signal,
    })
      .then(() => {
        if (!abort.signal.aborted) setPrepared((count) => count + 1);
      })
      .catch(() => {});
    return () => abort.abort();
    // `prepared`: should the result be gone from the memo before this renders it, again.
  }, [pending, source, highlighter, prepareMarkdown, prepared]);

  // What the server rendered came highlighted: loading grammars would only make it again.
  const highlightedAlready = isHighlightedByServer(rendered);
  useEffect(() => {
    if (!needsHighlighter || pending || highlightedAlready || isEnough(highlighter, source)) return;
    const abort = new AbortController();
    const load = () =>
      loadHighlighter(source)
        .then(async (loadedHighlighter) => {
          await prepareMarkdown(source, { highlighter: loadedHighlighter, signal: abort.signal });
          if (!abort.signal.aborted) setHighlighter(() => loadedHighlighter);
        })
        .catch(() => {});
    // Colour is an enhancement: ask for the chunk once the page is idle, so its download and
    // evaluation never compete with the first paint of the text.
    const cancel = whenIdle(load);
    return () => {
      abort.abort();
      cancel();
    };
  }, [needsHighlighter, highlightedAlready, highlighter, pending, source, prepareMarkdown]);

  return { rendered: pending && shown ? shown : rendered, pending };
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
