import { useId, useLayoutEffect, useState } from 'react';
import type { JSX, ReactNode } from 'react';
import { ImageUploads } from './ImageUploads';
import { useImageUploads } from './useImageUploads';
import { FormatToolbar } from './FormatToolbar';
import { formatCommand } from './sourceEditor';
import { textChange } from './sourceEdits';
import { useSourceEditor } from './useSourceEditor';
import './SourceEditor.css';

const isApple =
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const MOD = isApple ? '⌘' : 'Ctrl+';

/** The one-line list of the editor's shortcuts. */
export const SHORTCUT_HINT = `${MOD}B bold · ${MOD}I italic · ${MOD}K link · ${MOD}E code · ${MOD}Alt+1–3 heading · ${MOD}F find · ${MOD}S save`;

/**
 * The Markdown source: a CodeMirror editor (sourceEditor.ts) under its formatting toolbar, with
 * its label, shortcut hint and error as a field's. Images pasted or dropped into it, or chosen
 * with "Insert image", are uploaded where the selection is (useImageUploads). Until the page's
 * script has run (and on the server) it is a plain textarea holding the same text.
 */
export function MarkdownSource(props: {
  value: string;
  onChange: (value: string) => void;
  /**
   * Where the writer is, as a line of the text's lines: the caret's, or as the page scrolls the
   * line at the top of the screen (the preview follows it).
   */
  onCaret?: (line: number, lines: number) => void;
  error?: string | null;
  describedBy?: string;
  inputRef: (element: HTMLElement | null) => void;
  /** More controls for the toolbar's row, after the formatting buttons. */
  tools?: ReactNode;
}): JSX.Element {
  const ids = useId();
  const labelId = `${ids}-label`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const describedBy = [hintId, props.error ? errorId : null, props.describedBy ?? null]
    .filter((part) => part !== null)
    .join(' ');
  const attributes: Record<string, string> = {
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    spellcheck: 'true',
    autocapitalize: 'sentences',
  };
  if (props.error) attributes['aria-invalid'] = 'true';

  const [asking, setAsking] = useState<string | null>(null);
  const addImages = (files: File[]) => {
    const ids = images.add(files);
    if (ids.length) setAsking(ids[0]!);
    return ids.length > 0;
  };
  const { mounted, hostRef, viewRef, fallbackRef } = useSourceEditor({
    value: props.value,
    onChange: props.onChange,
    onCaret: (line, lines) => props.onCaret?.(line, lines),
    attributes,
    files: { onFiles: addImages },
  });
  const images = useImageUploads({
    text: () => viewRef.current?.state.doc.toString() ?? props.value,
    selection: () => {
      const main = viewRef.current?.state.selection.main;
      return main ? [main.from, main.to] : [props.value.length, props.value.length];
    },
    edit: (edit) => {
      const view = viewRef.current;
      if (!view) return props.onChange(edit.text);
      const change = textChange(view.state.doc.toString(), edit.text);
      if (!change) return;
      const { anchor, head } = view.state.selection.main;
      view.dispatch({
        changes: change,
        selection: { anchor: edit.map(anchor), head: edit.map(head) },
        userEvent: 'input.image',
      });
    },
  });

  const { inputRef } = props;
  useLayoutEffect(() => {
    inputRef(viewRef.current?.contentDOM ?? null);
  }, [mounted, viewRef, inputRef]);

  const focus = () => viewRef.current?.focus();
  return (
    <div className="editor-source">
      <ImageUploads
        uploads={images.uploads}
        asking={asking}
        onFiles={addImages}
        onDescribe={images.describe}
        onDismiss={images.dismiss}
        onDone={() => {
          setAsking(null);
          focus();
        }}
      />
      <div className="editor-source-tools">
        <FormatToolbar
          onFormat={(format) => {
            const view = viewRef.current;
            if (!view) return;
            view.focus();
            formatCommand(format)(view);
          }}
        />
        {props.tools}
      </div>
      <div className="field editor-source-field">
        {/* Labels the editor's content (aria-labelledby); a click on it goes to the text. */}
        <span id={labelId} className="field-label" onClick={focus}>
          Body (Markdown)
        </span>
        <p id={hintId} className="field-hint">
          {SHORTCUT_HINT}
        </p>
        {mounted ? (
          <div ref={hostRef} className="editor-source-host" />
        ) : (
          <textarea
            ref={fallbackRef}
            name="body"
            className="field-control"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={props.error ? true : undefined}
            spellCheck
            rows={24}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )}
        {props.error ? (
          <p id={errorId} className="field-error">
            {props.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
