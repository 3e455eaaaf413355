import { type ChangeEvent, type FormEvent, type JSX, useId, useReducer } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ImportScreenQuery as ImportScreenQueryType } from '../../__generated__/ImportScreenQuery.graphql';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { Button } from '../ui/Button';
import { PageHeading } from '../ui/PageHeading';
import { ImportReportSummary } from './ImportReportSummary';
import { INITIAL_IMPORT, importReducer } from './importState';
import { type ImportFormat, uploadImport } from './uploadImport';
import '../settings/settings.css';
import './imports.css';

/** The route query of `/import`: whether the viewer is an editor (the server checks again). */
export const ImportScreenQuery = graphql`
  query ImportScreenQuery {
    viewer {
      capabilities {
        canReview
      }
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
  }
`;

const FORMATS: { value: ImportFormat; label: string }[] = [
  { value: 'ghost', label: 'Ghost (JSON export)' },
  { value: 'wordpress', label: 'WordPress (WXR export, .xml)' },
  { value: 'medium', label: 'Medium (export .zip)' },
  { value: 'substack', label: 'Substack (export .zip)' },
  { value: 'markdown', label: 'Markdown files with front matter (.zip)' },
];

/** `/import`: an editor brings a publication in from another platform, a dry run first. */
export function ImportScreen(props: {
  queryRef: PreloadedQuery<ImportScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<ImportScreenQueryType>(ImportScreenQuery, props.queryRef);
  return (
    <section className="page settings-page">
      <DocumentHead title="Import" noindex />
      <PageHeading>Import</PageHeading>
      {data.viewer?.capabilities?.canReview ? (
        <ImportForm />
      ) : (
        <p role="alert">Only editors and owners import.</p>
      )}
    </section>
  );
}

function ImportForm(): JSX.Element {
  const [state, dispatch] = useReducer(importReducer, INITIAL_IMPORT);
  const fileId = useId();
  const formatId = useId();
  const { progress } = state;
  const sending = progress.step === 'checking' || progress.step === 'importing';

  const send = (dryRun: boolean) => {
    if (!state.file || !state.format || sending) return;
    dispatch({ type: 'sending', dryRun });
    uploadImport(state.file, {
      format: state.format,
      dryRun,
      fetchImages: state.fetchImages,
      onProgress: (percent) => dispatch({ type: 'progress', percent }),
    }).then(
      (report) => dispatch({ type: 'answered', report }),
      (error: Error) => dispatch({ type: 'failed', message: error.message }),
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(true);
  };

  return (
    <>
      <p className="muted">
        Bring your posts from another platform. A dry run comes first: it reports what would be
        created, updated and skipped, and writes nothing. Old links keep working.
      </p>
      <form className="import-form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={fileId}>Export file</label>
          <input
            id={fileId}
            type="file"
            accept=".zip,.json,.xml"
            disabled={sending}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              dispatch({ type: 'chose-file', file: event.target.files?.[0] ?? null })
            }
          />
        </div>
        <div className="field">
          <label htmlFor={formatId}>Format</label>
          <select
            id={formatId}
            value={state.format ?? ''}
            disabled={sending}
            onChange={(event) =>
              dispatch({ type: 'chose-format', format: event.target.value as ImportFormat })
            }
          >
            <option value="" disabled>
              Choose the platform it came from
            </option>
            {FORMATS.map((format) => (
              <option key={format.value} value={format.value}>
                {format.label}
              </option>
            ))}
          </select>
        </div>
        <label className="import-check">
          <input
            type="checkbox"
            checked={state.fetchImages}
            disabled={sending}
            onChange={(event) =>
              dispatch({ type: 'chose-fetch-images', fetchImages: event.target.checked })
            }
          />
          Also copy the posts’ images from their old site into the media library (up to 10 MB each;
          those not copied keep their links)
        </label>
        <div className="form-actions">
          <Button
            type="submit"
            variant={progress.step === 'checked' ? 'quiet' : 'primary'}
            disabled={!state.file || !state.format}
            busy={progress.step === 'checking'}
            busyLabel="Checking…"
          >
            Dry run
          </Button>
          {progress.step === 'checked' || progress.step === 'importing' ? (
            <Button
              onClick={() => send(false)}
              busy={progress.step === 'importing'}
              busyLabel="Importing…"
            >
              Import
            </Button>
          ) : null}
        </div>
      </form>
      {sending ? (
        <p className="import-progress">
          <label>
            {progress.step === 'checking' ? 'Sending for a dry run' : 'Sending to import'}{' '}
            <progress max={100} value={progress.percent}>
              {progress.percent}%
            </progress>
          </label>
          <span role="status">
            {progress.percent < 100 ? `${progress.percent}% sent` : 'Sent; reading the file…'}
          </span>
        </p>
      ) : null}
      {state.error ? <p role="alert">{state.error}</p> : null}
      {progress.step === 'checked' ? <ImportReportSummary report={progress.report} dryRun /> : null}
      {progress.step === 'done' ? (
        <div role="status">
          <ImportReportSummary report={progress.report} dryRun={false} />
        </div>
      ) : null}
    </>
  );
}
