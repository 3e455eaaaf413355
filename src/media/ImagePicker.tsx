import { useRef, useState } from 'react';
import type { JSX } from 'react';
import { Button } from '../ui/Button';
import { ImageUploadError, uploadImage } from './uploadImage';
import type { UploadedImage } from './uploadImage';

/**
 * A button that opens the file picker (reached and pressed from the keyboard like any button),
 * uploads the chosen image with POST /media, and hands it to `onUploaded`; meanwhile it says
 * how far it got, and why, if it failed.
 */
export function ImagePicker(props: {
  label: string;
  onUploaded: (image: UploadedImage, fileName: string) => void;
  /** True while the caller is still using what was uploaded (its mutation). */
  busy?: boolean;
}): JSX.Element {
  const input = useRef<HTMLInputElement | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = (file: File) => {
    setError(null);
    setProgress(0);
    uploadImage(file, { onProgress: setProgress })
      .then((image) => props.onUploaded(image, file.name))
      .catch((failure: unknown) => {
        setError(
          failure instanceof ImageUploadError
            ? failure.message
            : 'The image could not be uploaded.',
        );
      })
      .finally(() => setProgress(null));
  };
  const busy = progress !== null || (props.busy ?? false);
  return (
    <div className="image-picker">
      <Button
        variant="quiet"
        busy={busy}
        busyLabel={progress !== null ? `Uploading… ${progress}%` : undefined}
        onClick={() => input.current?.click()}
      >
        {props.label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) choose(file);
        }}
      />
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
