import { useDeferredValue } from 'react';
import type { JSX } from 'react';
import { Markdown } from '../markdown/Markdown';
import { useDebouncedValue } from '../ui/useDebouncedValue';

/** How long typing must pause before the preview follows. */
export const PREVIEW_DELAY_MS = 150;

/**
 * The body as readers will see it, through the reader's own pipeline
 * (`<Markdown>`, the same HTML as the published page). Typing is never held
 * up by it: the source updates at once, the preview follows once typing
 * pauses for 150 ms, and as a deferred value React renders it in the
 * background, dropping a render a newer keystroke has made stale. The
 * pipeline re-renders only the blocks that changed (src/markdown/README.md).
 */
export function EditorPreview(props: { source: string; id?: string }): JSX.Element {
  const settled = useDebouncedValue(props.source, PREVIEW_DELAY_MS);
  const source = useDeferredValue(settled);
  return (
    <div id={props.id} className="editor-preview" aria-busy={source !== props.source}>
      {source.trim() === '' ? (
        <p className="muted">Nothing to preview yet.</p>
      ) : (
        <Markdown source={source} className="article-text" />
      )}
    </div>
  );
}
