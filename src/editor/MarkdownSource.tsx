import { useLayoutEffect, useRef, useState } from 'react';
import type { ClipboardEvent, DragEvent, JSX, KeyboardEvent } from 'react';
import { Field } from '../ui/Field';
import { ImageUploads } from './ImageUploads';
import { useImageUploads } from './useImageUploads';
import { FormatToolbar } from './FormatToolbar';
import type { ToolbarFormat } from './FormatToolbar';
import type { MarkdownEdit } from './markdownShortcuts';
import {
  HEADING_KEYS,
  SHORTCUT_KEYS,
  continueBlock,
  headingEdit,
  markdownEdit,
} from './markdownShortcuts';

const isApple =
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const MOD = isApple ? '⌘' : 'Ctrl+';

/** The one-line list of the editor's shortcuts. */
export const SHORTCUT_HINT = `${MOD}B bold · ${MOD}I italic · ${MOD}K link · ${MOD}E code · ${MOD}Alt+1–3 heading · ${MOD}S save`;

/**
 * The Markdown source with its formatting toolbar and shortcuts: Ctrl/⌘ with B, I, K or E
 * wraps the selection in bold, italic, a link or inline code and leaves the
 * wrapped text (or the link's URL) selected, Ctrl/⌘+Alt with 1, 2 or 3 makes the line a
 * heading; Enter continues a list or a quote.
 * Images pasted or dropped into it, or chosen with "Insert image", are uploaded
 * where the selection is (useImageUploads). It grows with its content (CSS
 * `field-sizing`, where the browser has it).
 */
export function MarkdownSource(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  describedBy?: string;
  inputRef: (element: HTMLTextAreaElement | null) => void;
}): JSX.Element {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const pendingSelection = useRef<[number, number] | null>(null);

  // A wrap made without execCommand arrives as a new value; select once it is in the DOM.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !textarea.current) return;
    pendingSelection.current = null;
    textarea.current.setSelectionRange(selection[0], selection[1]);
  }, [props.value]);

  const [asking, setAsking] = useState<string | null>(null);
  const images = useImageUploads({
    text: () => textarea.current?.value ?? props.value,
    selection: () => {
      const element = textarea.current;
      return element ? [element.selectionStart, element.selectionEnd] : [props.value.length, props.value.length]; // prettier-ignore
    },
    edit: (edit) => {
      const element = textarea.current;
      if (element) {
        pendingSelection.current = [
          edit.map(element.selectionStart),
          edit.map(element.selectionEnd),
        ];
      }
      props.onChange(edit.text);
    },
  });
  const addImages = (files: File[]) => {
    const ids = images.add(files);
    if (ids.length) setAsking(ids[0]!);
    return ids.length > 0;
  };
  // Only files: text pasted or dropped is the browser's to insert, as before.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (event.target !== textarea.current) return;
    if (addImages(Array.from(event.clipboardData.files))) event.preventDefault();
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (event.target === textarea.current && event.dataTransfer.types.includes('Files')) {
      event.preventDefault();
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const element = textarea.current;
    if (!element || event.target !== element || !event.dataTransfer.files.length) return;
    event.preventDefault();
    element.focus();
    addImages(Array.from(event.dataTransfer.files));
  };

  const apply = (element: HTMLTextAreaElement, edit: MarkdownEdit) => {
    const value = element.value;
    const expected = value.slice(0, edit.start) + edit.text + value.slice(edit.end);
    element.setSelectionRange(edit.start, edit.end);
    // insertText (delete, for an empty replacement, which insertText may ignore) goes through
    // the browser's own editing, so Ctrl/⌘-Z undoes the edit like any typing (setting the value
    // would wipe the undo history). It fires the input event React listens to. Where it is
    // missing or refused (jsdom, some engines) the new value is set instead, losing only undo.
    const edited =
      typeof document.execCommand === 'function' &&
      document.execCommand(edit.text ? 'insertText' : 'delete', false, edit.text);
    if (edited && element.value === expected) {
      element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
      return;
    }
    pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
    props.onChange(expected);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = textarea.current;
    if (!element || event.target !== element) return;
    const { value, selectionStart, selectionEnd } = element;
    const modified = event.ctrlKey || event.metaKey || event.altKey || event.shiftKey;
    if (event.key === 'Enter' && !modified && !event.nativeEvent.isComposing) {
      const edit = continueBlock(value, selectionStart, selectionEnd);
      if (!edit) return;
      event.preventDefault();
      apply(element, edit);
      return;
    }
    const level = HEADING_KEYS[event.nativeEvent.code];
    if ((event.ctrlKey || event.metaKey) && event.altKey && !event.shiftKey && level) {
      event.preventDefault();
      apply(element, headingEdit(value, selectionStart, selectionEnd, level));
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const format = SHORTCUT_KEYS[event.key.toLowerCase()];
    if (!format) return;
    event.preventDefault();
    apply(element, markdownEdit(value, selectionStart, selectionEnd, format));
  };

  const format = (kind: ToolbarFormat) => {
    const element = textarea.current;
    if (!element) return;
    element.focus();
    const { value, selectionStart, selectionEnd } = element;
    apply(
      element,
      kind === 'heading'
        ? headingEdit(value, selectionStart, selectionEnd, 2)
        : markdownEdit(value, selectionStart, selectionEnd, kind),
    );
  };

  // Field types its ref for an input or a textarea; with `multiline` it is the textarea.
  const setRef = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    const area = element instanceof HTMLTextAreaElement ? element : null;
    textarea.current = area;
    props.inputRef(area);
  };

  return (
    // The keys are handled here, where they bubble from the textarea inside Field.
    <div
      className="editor-source"
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      <ImageUploads
        uploads={images.uploads}
        asking={asking}
        onFiles={addImages}
        onDescribe={images.describe}
        onDismiss={images.dismiss}
        onDone={() => {
          setAsking(null);
          textarea.current?.focus();
        }}
      />
      <FormatToolbar onFormat={format} />
      <Field
        label="Body (Markdown)"
        name="body"
        value={props.value}
        onChange={props.onChange}
        hint={SHORTCUT_HINT}
        error={props.error}
        describedBy={props.describedBy}
        multiline
        rows={24}
        spellCheck
        inputRef={setRef}
        className="editor-source-field"
      />
    </div>
  );
}
