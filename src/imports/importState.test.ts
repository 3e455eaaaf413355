import { INITIAL_IMPORT, guessFormat, importReducer, type ImportAction } from './importState';
import type { ImportReport } from './uploadImport';

// The Import screen's steps: no import is sent before its dry run has been read, a failure goes
// back a step with the file kept, and a new file starts over.

const report = (created: number): ImportReport => ({
  entries: Array.from({ length: created }, (_, i) => ({
    sourceId: String(i),
    title: `Post ${i}`,
    action: 'created',
    reason: null,
  })),
  accounts: [],
  redirects: 0,
  notes: [],
  subscribers: 0,
});

const run = (...actions: ImportAction[]) => actions.reduce(importReducer, INITIAL_IMPORT);
const file = new File(['{}'], 'my-substack-export.zip');

test('a file’s name suggests its format', () => {
  expect(
    ['ghost.json', 'wp.XML', 'medium-export.zip', 'my-substack.zip', 'site.zip', 'notes.txt'].map(
      guessFormat,
    ),
  ).toEqual(['ghost', 'wordpress', 'medium', 'substack', 'markdown', null]);
  expect(run({ type: 'chose-file', file }).format).toBe('substack');
});

test('the import is sent only after its dry run was answered', () => {
  const chosen = run({ type: 'chose-file', file });
  expect(importReducer(chosen, { type: 'sending', dryRun: false })).toBe(chosen);
  const checked = run(
    { type: 'chose-file', file },
    { type: 'sending', dryRun: true },
    { type: 'progress', percent: 40 },
    { type: 'answered', report: report(2) },
  );
  expect(checked.progress).toEqual({ step: 'checked', report: report(2) });
  const importing = importReducer(checked, { type: 'sending', dryRun: false });
  expect(importing.progress).toMatchObject({ step: 'importing', percent: 0 });
  const done = importReducer(importing, { type: 'answered', report: report(3) });
  expect(done.progress).toEqual({ step: 'done', report: report(3) });
});

test('a refused import goes back to its dry run’s report; another choice or file starts over', () => {
  const failed = run(
    { type: 'chose-file', file },
    { type: 'sending', dryRun: true },
    { type: 'answered', report: report(1) },
    { type: 'sending', dryRun: false },
    { type: 'failed', message: 'Another import is running.' },
  );
  expect([failed.progress, failed.error, failed.file]).toEqual([
    { step: 'checked', report: report(1) },
    'Another import is running.',
    file,
  ]);
  const fetching = importReducer(failed, { type: 'chose-fetch-images', fetchImages: true });
  expect([fetching.progress, fetching.fetchImages]).toEqual([{ step: 'choosing' }, true]);
  const again = importReducer(fetching, { type: 'chose-file', file: new File([''], 'wp.xml') });
  expect([again.progress, again.error, again.format, again.fetchImages]).toEqual([
    { step: 'choosing' },
    null,
    'wordpress',
    true,
  ]);
});
