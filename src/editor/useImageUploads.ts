import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { Spacing, TextEdit } from './imageUploads';
import {
  imageMarkdown,
  imageUploadsReducer,
  insertPlaceholder,
  placeholderText,
  redescribe,
  replacePlaceholder,
} from './imageUploads';
import { ImageUploadError, uploadImage } from '../media/uploadImage';

/** How the uploads reach the Markdown source: its current text and selection, and edits to it. */
export interface SourceAccess {
  /** What is in the textarea now (typed a moment ago included). */
  text: () => string;
  selection: () => [number, number];
  /** Puts `text` in the source; `map` moves the caret/selection along with the edit. */
  edit: (edit: TextEdit) => void;
}

/**
 * The editor's image uploads (imageUploads.ts): `add` puts a placeholder where the selection
 * is for each image among `files` and sends them, all at once; each placeholder becomes its
 * image, or goes, when its upload ends. Uploads still running are abandoned on unmount.
 */
export function useImageUploads(source: SourceAccess) {
  const [uploads, dispatch] = useReducer(imageUploadsReducer, []);
  // Read when an upload ends, long after the render that started it.
  const latest = useRef(uploads);
  const sourceRef = useRef(source);
  useLayoutEffect(() => {
    latest.current = uploads;
    sourceRef.current = source;
  });
  const aborts = useRef(new Set<AbortController>());
  // The line breaks each placeholder was given: a failed upload takes them back.
  const spacings = useRef(new Map<string, Spacing>());
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const replace = (id: string, replacement: string) => {
    const spacing = replacement === '' ? spacings.current.get(id) : undefined;
    const edit = replacePlaceholder(sourceRef.current.text(), id, replacement, spacing);
    if (edit) sourceRef.current.edit(edit);
    return edit !== null;
  };

  const send = (id: string, name: string, file: File) => {
    const controller = new AbortController();
    aborts.current.add(controller);
    let shown = 0;
    uploadImage(file, {
      signal: controller.signal,
      onProgress: (percent) => {
        dispatch({ type: 'progressed', id, progress: percent });
        // The placeholder's text follows in steps of 10%: each change is an edit of the body.
        const step = percent - (percent % 10);
        if (step > shown && step < 100) {
          shown = step;
          replace(id, placeholderText({ id, name, progress: step }));
        }
      },
    })
      .then((image) => {
        const alt = latest.current.find((upload) => upload.id === id)?.alt ?? '';
        // A deleted placeholder means the writer gave this image up.
        if (!replace(id, imageMarkdown(alt, image.url))) dispatch({ type: 'dismissed', id });
        else dispatch({ type: 'succeeded', id, url: image.url });
      })
      .catch((error: unknown) => {
        replace(id, '');
        const message =
          error instanceof ImageUploadError ? error.message : 'The image could not be uploaded.';
        dispatch({ type: 'failed', id, error: message });
      })
      .finally(() => {
        aborts.current.delete(controller);
        spacings.current.delete(id);
      });
  };

  return {
    uploads,
    /** Starts uploading every image among `files`; returns the ids of the uploads started. */
    add(files: readonly File[]): string[] {
      const images = files.filter((file) => file.type.startsWith('image/'));
      if (images.length === 0) return [];
      let text = sourceRef.current.text();
      let [start, end] = sourceRef.current.selection();
      const started = images.map((file) => {
        const id = randomId();
        const name = file.name || 'pasted image';
        const inserted = insertPlaceholder(text, start, end, { id, name, progress: 0 });
        text = inserted.text;
        start = end = inserted.caret;
        spacings.current.set(id, inserted.spacing);
        dispatch({ type: 'started', id, name });
        return { id, name, file };
      });
      const caret = start;
      sourceRef.current.edit({ text, map: () => caret });
      started.forEach(({ id, name, file }) => send(id, name, file));
      return started.map(({ id }) => id);
    },
    /** The writer's alt text for upload `id`; `confirmed` once they are done with it. */
    describe(id: string, alt: string, confirmed: boolean) {
      const upload = latest.current.find((candidate) => candidate.id === id);
      if (!upload) return;
      if (upload.status === 'done' && upload.url !== null && alt !== upload.alt) {
        const edit = redescribe(sourceRef.current.text(), upload.alt, alt, upload.url);
        if (edit) sourceRef.current.edit(edit);
      }
      dispatch({ type: 'described', id, alt, confirmed });
    },
    dismiss(id: string) {
      dispatch({ type: 'dismissed', id });
    },
  };
}

function randomId(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
