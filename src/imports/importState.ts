import type { ImportFormat, ImportReport } from './uploadImport';

// The Import screen's steps, one reducer: a file and its format are chosen; a dry run is sent
// (its upload's progress shown) and its report read; only then may the import itself be sent,
// with its own progress, ending in the final report. A failure says why and goes back to the
// step it came from, the file kept.

export type ImportStep =
  | { step: 'choosing' }
  | { step: 'checking'; percent: number }
  | { step: 'checked'; report: ImportReport }
  | { step: 'importing'; percent: number; checked: ImportReport }
  | { step: 'done'; report: ImportReport };

export interface ImportState {
  file: File | null;
  format: ImportFormat | null;
  /** Whether remote images are fetched: asked of the dry run and the import alike. */
  fetchImages: boolean;
  progress: ImportStep;
  error: string | null;
}

export type ImportAction =
  | { type: 'chose-file'; file: File | null }
  | { type: 'chose-format'; format: ImportFormat }
  | { type: 'chose-fetch-images'; fetchImages: boolean }
  | { type: 'sending'; dryRun: boolean }
  | { type: 'progress'; percent: number }
  | { type: 'answered'; report: ImportReport }
  | { type: 'failed'; message: string };

export const INITIAL_IMPORT: ImportState = {
  file: null,
  format: null,
  fetchImages: false,
  progress: { step: 'choosing' },
  error: null,
};

/** The format a file's name suggests; the editor can still choose another. */
export function guessFormat(name: string): ImportFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.json')) return 'ghost';
  if (lower.endsWith('.xml')) return 'wordpress';
  if (!lower.endsWith('.zip')) return null;
  if (lower.includes('medium')) return 'medium';
  if (lower.includes('substack')) return 'substack';
  return 'markdown';
}

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  const { progress } = state;
  switch (action.type) {
    case 'chose-file':
      // A new file starts over: its dry run has not been seen.
      return {
        ...INITIAL_IMPORT,
        file: action.file,
        format: action.file ? (guessFormat(action.file.name) ?? state.format) : state.format,
        fetchImages: state.fetchImages,
      };
    case 'chose-format':
      return { ...state, format: action.format, progress: { step: 'choosing' }, error: null };
    // Another choice makes the dry run's report another import's: it is run again.
    case 'chose-fetch-images':
      return {
        ...state,
        fetchImages: action.fetchImages,
        progress: { step: 'choosing' },
        error: null,
      };
    case 'sending':
      if (action.dryRun)
        return { ...state, progress: { step: 'checking', percent: 0 }, error: null };
      if (progress.step !== 'checked') return state;
      return {
        ...state,
        progress: { step: 'importing', percent: 0, checked: progress.report },
        error: null,
      };
    case 'progress':
      if (progress.step !== 'checking' && progress.step !== 'importing') return state;
      return { ...state, progress: { ...progress, percent: action.percent } };
    case 'answered':
      if (progress.step === 'checking') {
        return { ...state, progress: { step: 'checked', report: action.report } };
      }
      if (progress.step === 'importing') {
        return { ...state, progress: { step: 'done', report: action.report } };
      }
      return state;
    case 'failed':
      return {
        ...state,
        error: action.message,
        progress:
          progress.step === 'importing'
            ? { step: 'checked', report: progress.checked }
            : { step: 'choosing' },
      };
  }
}
