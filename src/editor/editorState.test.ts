import type { ArticleValues } from './articleRules';
import {
  describeEditorStatus,
  editorReducer,
  initialEditorState,
  isAutosaveDue,
  statusChangeEvent,
} from './editorState';
import type { EditorEvent, EditorState } from './editorState';

const stored: ArticleValues = { title: 'Engines', summary: '', tags: 'engines', body: 'Text.' };
const clean = { dirty: false, invalid: false, storedRevision: 3, pending: false };

function after(...events: EditorEvent[]): EditorState {
  return events.reduce(
    editorReducer,
    initialEditorState(stored, 3, { savedRevision: null, notice: null }),
  );
}

test('the status line names each state of the editor', () => {
  expect(describeEditorStatus(after(), clean)).toBe('Revision 3');
  expect(describeEditorStatus(after(), { ...clean, storedRevision: null })).toBe('Not saved yet');
  expect(describeEditorStatus(after(), { ...clean, dirty: true })).toBe('Unsaved changes');
  expect(describeEditorStatus(after({ type: 'saveStarted' }), clean)).toBe('Saving…');
  const saved = after({ type: 'saveStarted' }, { type: 'saved', values: stored, revision: 4 });
  expect(describeEditorStatus(saved, clean)).toBe('Saved · revision 4');
  expect(describeEditorStatus(saved, { ...clean, dirty: true })).toBe('Unsaved changes');
  expect(describeEditorStatus(after({ type: 'rulesFailed' }), { ...clean, invalid: true })).toBe(
    'Not saved: fix the marked fields',
  );
  const conflict = after(
    { type: 'saveStarted' },
    { type: 'saveConflict', conflict: { revision: 5, updatedAt: '2026-11-22T09:30:00.000Z' } },
  );
  expect(describeEditorStatus(conflict, { ...clean, dirty: true })).toBe(
    'Not saved: someone saved a newer version',
  );
  expect(
    describeEditorStatus(editorReducer(conflict, { type: 'keptMine' }), { ...clean, dirty: true }),
  ).toBe('Unsaved changes · saving will replace revision 5');
  const failed = after(
    { type: 'saveStarted' },
    { type: 'failed', problem: { intent: 'save', summary: 'Offline.', details: null } },
  );
  expect(describeEditorStatus(failed, { ...clean, dirty: true })).toBe('Not saved');
});

test('keeping mine after a conflict bases the next save on the stored revision', () => {
  const state = after(
    { type: 'saveConflict', conflict: { revision: 5, updatedAt: '2026-11-22T09:30:00.000Z' } },
    { type: 'keptMine' },
  );
  expect(state.base.revision).toBe(5);
  expect(state.conflict).toBeNull();
});

test('a status change is a revision: the next save is based on it', () => {
  const state = after({ type: 'statusChanged', revision: 4, notice: 'The article is archived.' });
  expect(state.base.revision).toBe(4);
  expect(state.notice).toBe('The article is archived.');
  expect(editorReducer(state, { type: 'edited' }).notice).toBeNull();
});

test('a new attempt clears the last problem and notice, and knows whether it publishes', () => {
  const state = after(
    { type: 'failed', problem: { intent: 'publish', summary: 'No.', details: null } },
    { type: 'attempted', intent: 'publish' },
  );
  expect(state.problem).toBeNull();
  expect(state.publishing).toBe(true);
});

test('a refused or failed status change says which change did not happen', () => {
  expect(
    statusChangeEvent('publish', { kind: 'refused', message: 'Empty.', field: 'body' }),
  ).toEqual({
    type: 'failed',
    problem: { intent: 'publish', summary: 'The article was not published: Empty.', details: null },
  });
  expect(
    statusChangeEvent('archive', { kind: 'done', status: 'ARCHIVED', slug: 'a', revision: 7 }),
  ).toEqual({ type: 'statusChanged', revision: 7, notice: 'The article is archived.' });
});

test('autosave: dirty and valid text is due; a conflict, "keep mine" or a save under way stop it', () => {
  const facts = { dirty: true, valid: true, canAutosave: true };
  expect(isAutosaveDue(after(), facts)).toBe(true);
  expect(isAutosaveDue(after(), { ...facts, dirty: false })).toBe(false);
  expect(isAutosaveDue(after(), { ...facts, valid: false })).toBe(false);
  expect(isAutosaveDue(after(), { ...facts, canAutosave: false })).toBe(false);
  expect(isAutosaveDue(after({ type: 'autosaveStarted' }), facts)).toBe(false);
  expect(isAutosaveDue(after({ type: 'saveStarted' }), facts)).toBe(false);
  const conflict = after({
    type: 'saveConflict',
    conflict: { revision: 5, updatedAt: '2026-11-22T09:30:00.000Z' },
  });
  expect(isAutosaveDue(conflict, facts)).toBe(false);
  expect(isAutosaveDue(editorReducer(conflict, { type: 'keptMine' }), facts)).toBe(false);
});

test('autosave: saved text becomes the base; a failure says the text is kept here', () => {
  const typed = { ...stored, body: 'More text.' };
  const saved = after(
    { type: 'autosaveStarted' },
    { type: 'autosaved', values: typed, revision: 4 },
  );
  expect(saved.base).toEqual({ values: typed, revision: 4 });
  expect(describeEditorStatus(saved, clean)).toBe('Saved · revision 4');
  expect(describeEditorStatus(saved, { ...clean, pending: true })).toBe(
    'Saved · revision 4 · not public until you update',
  );
  const failed = after({ type: 'autosaveStarted' }, { type: 'autosaveFailed' });
  expect(describeEditorStatus(failed, { ...clean, dirty: true })).toBe(
    'Not saved to the server yet (kept in this browser); trying again',
  );
});
