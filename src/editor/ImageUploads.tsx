import { useEffect, useRef } from 'react';
import type { JSX, KeyboardEvent } from 'react';
import { Button } from '../ui/Button';
import type { ImageUpload } from './imageUploads';
import './ImageUploads.css';

/**
 * The "Insert image" button (a file picker reached by Tab and Enter like any button) and, for
 * each image on its way into the body, its progress, the question of its alt text (the file's
 * name to begin with, editable; Enter or Done goes back to the text), or why it failed.
 */
export function ImageUploads(props: {
  uploads: readonly ImageUpload[];
  /** The id of the upload whose description to ask for now (just added). */
  asking: string | null;
  onFiles: (files: File[]) => void;
  onDescribe: (id: string, alt: string, confirmed: boolean) => void;
  onDismiss: (id: string) => void;
  /** Back to the Markdown source. */
  onDone: () => void;
}): JSX.Element {
  const picker = useRef<HTMLInputElement | null>(null);
  const shown = props.uploads.filter((upload) => upload.status === 'failed' || !upload.described);
  return (
    <div className="image-uploads">
      <Button variant="quiet" onClick={() => picker.current?.click()}>
        Insert image
      </Button>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again is a change too.
          event.target.value = '';
          if (files.length) props.onFiles(files);
        }}
      />
      {shown.length ? (
        <ul className="image-uploads-list" aria-label="Images">
          {shown.map((upload) => (
            <UploadRow
              key={upload.id}
              upload={upload}
              asking={props.asking === upload.id}
              onDescribe={props.onDescribe}
              onDismiss={props.onDismiss}
              onDone={props.onDone}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function UploadRow(props: {
  upload: ImageUpload;
  asking: boolean;
  onDescribe: (id: string, alt: string, confirmed: boolean) => void;
  onDismiss: (id: string) => void;
  onDone: () => void;
}): JSX.Element {
  const { upload } = props;
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!props.asking || !input.current) return;
    input.current.focus();
    input.current.select();
  }, [props.asking]);

  if (upload.status === 'failed') {
    return (
      <li className="image-upload image-upload-failed">
        <p role="alert">
          {upload.name} could not be uploaded. {upload.error}
        </p>
        <Button variant="quiet" onClick={() => props.onDismiss(upload.id)}>
          Dismiss
        </Button>
      </li>
    );
  }

  const done = () => {
    props.onDescribe(upload.id, upload.alt, true);
    props.onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    done();
  };
  const fieldId = `image-alt-${upload.id}`;
  return (
    <li className="image-upload">
      <label htmlFor={fieldId}>Describe {upload.name} for readers who cannot see it</label>
      <input
        ref={input}
        id={fieldId}
        className="field-control"
        value={upload.alt}
        maxLength={300}
        onChange={(event) => props.onDescribe(upload.id, event.target.value, false)}
        onKeyDown={onKeyDown}
      />
      <Button variant="quiet" onClick={done}>
        Done
      </Button>
      <span role="status" className="image-upload-progress">
        {upload.status === 'done' ? 'Uploaded' : `Uploading… ${upload.progress}%`}
      </span>
    </li>
  );
}
