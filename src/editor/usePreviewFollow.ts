import { useCallback, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Keeps the preview (a pane that scrolls on its own) at the part of the text being edited:
 * after a key, a click or an input in the source, the preview is scrolled to the same fraction
 * of its height as the caret's line is of the source's lines. Proportional rather than block by
 * block: headings and code make it approximate, but it costs one count of line breaks up to the
 * caret (linear, once a frame at most) and never reads the rendered HTML.
 */
export function usePreviewFollow(preview: RefObject<HTMLElement | null>): {
  follow: (source: HTMLTextAreaElement) => void;
} {
  const frame = useRef(0);
  const follow = useCallback(
    (source: HTMLTextAreaElement) => {
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        const pane = preview.current;
        if (!pane || pane.scrollHeight <= pane.clientHeight) return;
        const text = source.value;
        let line = 0;
        let lines = 1;
        for (let i = 0; i < text.length; i++) {
          if (text.charCodeAt(i) !== 10) continue;
          lines++;
          if (i < source.selectionStart) line++;
        }
        const fraction = lines > 1 ? line / (lines - 1) : 0;
        pane.scrollTop = fraction * (pane.scrollHeight - pane.clientHeight);
      });
    },
    [preview],
  );
  return { follow };
}
