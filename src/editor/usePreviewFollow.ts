import { useCallback, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Keeps the preview (a pane that scrolls on its own) in step with the source: whenever the caret
 * moves, the text changes or the page scrolls the source, the preview is scrolled to the same
 * fraction of its height as the writer's line (the caret's, or the one at the top of the screen)
 * is of the source's lines (CodeMirror knows both without a scan of the text). Proportional rather than block by block: headings and code make it
 * approximate, but it never reads the rendered HTML, and it runs once a frame at most.
 */
export function usePreviewFollow(preview: RefObject<HTMLElement | null>): {
  follow: (line: number, lines: number) => void;
} {
  const frame = useRef(0);
  const caret = useRef<[number, number]>([0, 1]);
  const follow = useCallback(
    (line: number, lines: number) => {
      caret.current = [line, lines];
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        const pane = preview.current;
        if (!pane || pane.scrollHeight <= pane.clientHeight) return;
        const [at, of] = caret.current;
        const fraction = of > 1 ? at / (of - 1) : 0;
        pane.scrollTop = fraction * (pane.scrollHeight - pane.clientHeight);
      });
    },
    [preview],
  );
  return { follow };
}
