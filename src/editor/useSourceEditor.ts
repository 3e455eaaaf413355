import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import { EditorView } from '@codemirror/view';
import { contentAttributes, fromForm, sourceState } from './sourceEditor';
import type { SourceListener } from './sourceEditor';
import { textChange } from './sourceEdits';

/** What the body's editor does with files pasted, dropped or dragged over it. */
export interface FileHandlers {
  /** Takes the images among `files`; true when there were any (the event is then handled). */
  onFiles: (files: File[]) => boolean;
}

const noSubscription = () => () => {};

/**
 * The body's CodeMirror view, the view of the form's `value` (the editor's reducer stays the
 * source of truth): every change the writer makes goes to `onChange` in the same transaction,
 * and a value the form sets (a restored revision, their version, a local copy) is brought into
 * the view as the one change between the two.
 *
 * CodeMirror needs a DOM, so the server and hydration render a plain textarea with the same
 * text (`mounted` false, `fallbackRef` on it); once hydrated, the view is made in its place from
 * what the textarea holds then, so text typed before the page's script ran is kept.
 */
export function useSourceEditor(options: {
  value: string;
  onChange: (value: string) => void;
  onCaret: SourceListener['onCaret'];
  attributes: Record<string, string>;
  files: FileHandlers;
}): {
  mounted: boolean;
  hostRef: RefObject<HTMLDivElement | null>;
  viewRef: RefObject<EditorView | null>;
  fallbackRef: (element: HTMLTextAreaElement | null) => () => void;
} {
  // False on the server and while hydrating, true from the render after (and at once on a
  // client-side navigation, with nothing from the server to take over).
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // What the server's textarea held when it was replaced: typed before the script ran, maybe.
  const handedOver = useRef<string | null>(null);
  const host = useRef<HTMLDivElement | null>(null);
  const view = useRef<EditorView | null>(null);
  // The text the view and the form last agreed on: a render with it needs no change to the view.
  const agreed = useRef(options.value);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  // Stable, so its cleanup runs once: when the textarea goes as the view comes, and what it
  // holds then is the text to go on from.
  const fallbackRef = useCallback(
    (element: HTMLTextAreaElement | null) => () => {
      if (element && element.value !== latest.current.value) {
        handedOver.current = element.value;
        latest.current.onChange(element.value);
      }
    },
    [],
  );

  useLayoutEffect(() => {
    const parent = host.current;
    if (!mounted || !parent) return;
    const { attributes } = latest.current;
    const value = handedOver.current ?? latest.current.value;
    handedOver.current = null;
    agreed.current = value;
    const files = EditorView.domEventHandlers({
      paste: (event) => {
        const files = Array.from(event.clipboardData?.files ?? []);
        // Only files: pasted text is CodeMirror's to insert, as any paste.
        if (!latest.current.files.onFiles(files)) return false;
        event.preventDefault();
        return true;
      },
      dragover: (event) => {
        if (!event.dataTransfer?.types.includes('Files')) return false;
        event.preventDefault();
        return true;
      },
      drop: (event, editor) => {
        const dropped = Array.from(event.dataTransfer?.files ?? []);
        if (dropped.length === 0) return false;
        event.preventDefault();
        editor.focus();
        latest.current.files.onFiles(dropped);
        return true;
      },
    });
    const created = new EditorView({
      parent,
      state: sourceState(
        value,
        attributes,
        {
          onText: (text) => {
            agreed.current = text;
            latest.current.onChange(text);
          },
          onCaret: (line, lines) => latest.current.onCaret(line, lines),
        },
        files,
      ),
    });
    view.current = created;
    return () => {
      view.current = null;
      created.destroy();
    };
  }, [mounted]);

  // A value set by the form rather than typed: the view follows it.
  useLayoutEffect(() => {
    const editor = view.current;
    if (!editor || options.value === agreed.current) return;
    agreed.current = options.value;
    const change = textChange(editor.state.doc.toString(), options.value);
    if (change) editor.dispatch({ changes: change, annotations: fromForm.of(true) });
  }, [options.value, mounted]);

  // The page scrolls the source (it grows with its text): the line at the top of the screen is
  // where the writer is reading, and what the preview follows while no key moves the caret.
  useLayoutEffect(() => {
    if (!mounted) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const editor = view.current;
        if (!editor) return;
        const { doc } = editor.state;
        const top = Math.min(Math.max(0, -editor.documentTop), editor.contentHeight);
        const line = doc.lineAt(editor.lineBlockAtHeight(top).from).number - 1;
        latest.current.onCaret(line, doc.lines);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [mounted]);

  const attributesKey = JSON.stringify(options.attributes);
  useLayoutEffect(() => {
    view.current?.dispatch({
      effects: contentAttributes.reconfigure(
        EditorView.contentAttributes.of(latest.current.attributes),
      ),
    });
  }, [attributesKey]);

  return { mounted, hostRef: host, viewRef: view, fallbackRef };
}
