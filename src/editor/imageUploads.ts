// The editor's image uploads as a reducer, and the edits they make to the Markdown source.
//
// Where an image goes is marked in the text itself, by a placeholder line
// `![Uploading kite.jpg… 40%](upload:<id>)`, not by an offset: whatever the writer types
// before or after it while the upload runs moves it along, several uploads each keep their
// own place, and deleting the placeholder is how a writer gives up on that image. When the
// upload ends, the placeholder (found by its id) becomes `![alt](url)`, or goes on a failure;
// no other character of the text is touched.

/** One image on its way into the body. */
export interface ImageUpload {
  /** Random, so a placeholder left in a saved body never matches a later upload. */
  id: string;
  /** The file's name: how the prompt and messages name the image (never its alt text). */
  name: string;
  /** What the image shows; empty until the writer says (a file name describes nothing). */
  alt: string;
  /** Whether the writer has confirmed the alt text. */
  described: boolean;
  /** Percent of the bytes sent. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  /** On success: the image's URL (what the body links to). */
  url: string | null;
  /** On failure: a sentence for the writer. */
  error: string | null;
}

export type ImageUploadEvent =
  | { type: 'started'; id: string; name: string }
  | { type: 'progressed'; id: string; progress: number }
  | { type: 'succeeded'; id: string; url: string }
  | { type: 'failed'; id: string; error: string }
  | { type: 'described'; id: string; alt: string; confirmed: boolean }
  | { type: 'dismissed'; id: string };

/** The uploads this editor shows, oldest first. */
export function imageUploadsReducer(
  uploads: readonly ImageUpload[],
  event: ImageUploadEvent,
): readonly ImageUpload[] {
  if (event.type === 'started') {
    return [
      ...uploads,
      {
        id: event.id,
        name: event.name,
        alt: '',
        described: false,
        progress: 0,
        status: 'uploading',
        url: null,
        error: null,
      },
    ];
  }
  if (event.type === 'dismissed') return uploads.filter((upload) => upload.id !== event.id);
  return uploads.map((upload) => (upload.id === event.id ? apply(upload, event) : upload));
}

function apply(upload: ImageUpload, event: ImageUploadEvent): ImageUpload {
  switch (event.type) {
    case 'progressed':
      return upload.status === 'uploading'
        ? { ...upload, progress: Math.max(upload.progress, Math.min(100, event.progress)) }
        : upload;
    case 'succeeded':
      return { ...upload, status: 'done', progress: 100, url: event.url };
    case 'failed':
      return { ...upload, status: 'failed', error: event.error };
    case 'described':
      return { ...upload, alt: event.alt, described: upload.described || event.confirmed };
    default:
      return upload;
  }
}

/** Characters that would end an image's alt text early, escaped (and line breaks flattened). */
export function escapeAlt(alt: string): string {
  return alt
    .replace(/[\r\n]+/g, ' ')
    .replace(/([\\[\]])/g, '\\$1')
    .slice(0, 300);
}

const MARKER = (id: string) => `](upload:${id})`;

/** The placeholder line of an upload, with its progress. */
export function placeholderText(upload: Pick<ImageUpload, 'id' | 'name' | 'progress'>): string {
  return `![Uploading ${escapeAlt(upload.name)}… ${upload.progress}%${MARKER(upload.id)}`;
}

/** A text edit: the new text and where a caret or selection inside `text` moves to. */
export interface TextEdit {
  text: string;
  /** Maps an offset in the old text to the same place in the new one. */
  map: (offset: number) => number;
}

/** The line breaks put around a placeholder to give it a block of its own. */
export interface Spacing {
  lead: string;
  trail: string;
}

/**
 * Puts the placeholder of `upload` in place of the selection [start, end), on a line (a block)
 * of its own. Returns the new text, the offset just after the placeholder, and the line breaks
 * added around it (a failed upload takes them away again).
 */
export function insertPlaceholder(
  text: string,
  start: number,
  end: number,
  upload: Pick<ImageUpload, 'id' | 'name' | 'progress'>,
): { text: string; caret: number; spacing: Spacing } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n'; // prettier-ignore
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = lead + placeholderText(upload);
  return {
    text: before + inserted + trail + after,
    caret: before.length + inserted.length,
    spacing: { lead, trail },
  };
}

/** Where the placeholder of upload `id` is in `text`: [start, end), or null if it was deleted. */
export function findPlaceholder(text: string, id: string): [number, number] | null {
  const marker = MARKER(id);
  const at = text.indexOf(marker);
  if (at < 0) return null;
  // Its own line: the placeholder starts at the last `![` before the marker on that line.
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const open = text.lastIndexOf('![', at);
  if (open < lineStart) return null;
  return [open, at + marker.length];
}

/**
 * Replaces the placeholder of upload `id` with `replacement` (the image, or its placeholder at
 * a new progress). An empty replacement also takes away the line breaks `spacing` says were
 * put around it, where they still are, so a failed upload leaves the text as it found it.
 * Null when the writer deleted the placeholder: nothing to do.
 */
export function replacePlaceholder(
  text: string,
  id: string,
  replacement: string,
  spacing: Spacing = { lead: '', trail: '' },
): TextEdit | null {
  const found = findPlaceholder(text, id);
  if (!found) return null;
  let [start, end] = found;
  if (replacement === '') {
    if (spacing.lead && text.slice(0, start).endsWith(spacing.lead)) start -= spacing.lead.length;
    if (spacing.trail && text.startsWith(spacing.trail, end)) end += spacing.trail.length;
  }
  const delta = replacement.length - (end - start);
  return {
    text: text.slice(0, start) + replacement + text.slice(end),
    map: (offset) => (offset <= start ? offset : offset >= end ? offset + delta : start),
  };
}

/** The Markdown of an uploaded image. */
export function imageMarkdown(alt: string, url: string): string {
  return `![${escapeAlt(alt)}](${url})`;
}

/**
 * Changes the alt text of an image already in the text (`![old](url)`, its first occurrence):
 * what a writer's late description does. Null when it is no longer there as it was written.
 */
export function redescribe(
  text: string,
  oldAlt: string,
  newAlt: string,
  url: string,
): TextEdit | null {
  const old = imageMarkdown(oldAlt, url);
  const start = text.indexOf(old);
  if (start < 0) return null;
  const replacement = imageMarkdown(newAlt, url);
  const end = start + old.length;
  const delta = replacement.length - old.length;
  return {
    text: text.slice(0, start) + replacement + text.slice(end),
    map: (offset) => (offset <= start ? offset : offset >= end ? offset + delta : start),
  };
}
