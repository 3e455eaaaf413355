import { describeError } from '../app/describeError';
import type { ArticleValues } from './articleRules';
import type { StatusAction, StatusOutcome } from './useArticleStatus';

/** What a click or a key asks for. */
export type Intent = 'save' | StatusAction;

/** A problem to show above the form, with Retry: a failed request, or a refused status change. */
export interface Problem {
  intent: Intent;
  summary: string;
  details: string | null;
}

/** Someone saved a newer revision: the author chooses to load it or keep theirs. */
export interface Conflict {
  revision: number;
  updatedAt: string;
}

/**
 * A save made while typing (useAutosave): none under way, one under way (editing goes on), or
 * the last one could not reach the server (the local copy keeps the text; it is tried again).
 */
export type AutosaveState = 'idle' | 'saving' | 'failed';

/**
 * How long typing must pause before an autosave, and before trying again after a failure. An
 * object, not constants, so that a route test can make the pause longer than any test step
 * (or short, to watch an autosave happen) without a fake clock under Relay and user-event.
 */
export const AUTOSAVE_TIMING = { delayMs: 2_000, retryMs: 15_000 };

/**
 * The editor's state: pristine → dirty → saving → saved
 * (revision n) | invalid | conflict, with autosave beside it (dirty → autosaving → saved, or
 * failed → dirty). Pristine and dirty are not stored: they are whether the values differ from
 * `base.values`.
 */
export interface EditorState {
  /** What the edit is based on: the values last loaded or saved, and their revision. */
  base: { values: ArticleValues; revision: number | null };
  /** `invalid`: the rules failed on an attempt; shown until the next one passes them. */
  phase: 'editing' | 'saving' | 'invalid';
  /** The revision this editor last saved (or changed the status of), for the status line. */
  savedRevision: number | null;
  conflict: Conflict | null;
  /** After "keep mine": the stored revision the next save replaces on purpose. */
  overwriting: number | null;
  problem: Problem | null;
  /** What just happened ("The article is published."), until the next edit. */
  notice: string | null;
  /** Whether the last attempt was a publish, whose rules also want a body. */
  publishing: boolean;
  autosave: AutosaveState;
}

/** What happens to the editor. */
export type EditorEvent =
  | { type: 'edited' }
  | { type: 'attempted'; intent: Intent }
  | { type: 'rulesFailed' }
  | { type: 'saveStarted' }
  | { type: 'saved'; values: ArticleValues; revision: number }
  | { type: 'saveInvalid' }
  | { type: 'saveConflict'; conflict: Conflict }
  | { type: 'failed'; problem: Problem }
  | { type: 'statusChanged'; revision: number; notice: string }
  | { type: 'keptMine' }
  | { type: 'loadedTheirs'; values: ArticleValues; revision: number | null }
  | { type: 'restoredCopy'; baseRevision: number | null }
  | { type: 'autosaveStarted' }
  | { type: 'autosaved'; values: ArticleValues; revision: number }
  | { type: 'autosaveFailed' }
  | { type: 'autosaveRefused' }
  | { type: 'restored'; values: ArticleValues; revision: number; notice: string };

/** The first state: `savedRevision` and `notice` carry over from an editor a save replaced. */
export function initialEditorState(
  stored: ArticleValues,
  storedRevision: number | null,
  carried: { savedRevision: number | null; notice: string | null },
): EditorState {
  return {
    base: { values: stored, revision: storedRevision },
    phase: 'editing',
    savedRevision: carried.savedRevision,
    conflict: null,
    overwriting: null,
    problem: null,
    notice: carried.notice,
    publishing: false,
    autosave: 'idle',
  };
}

/** The editor's transitions. */
export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'edited':
      return state.notice === null ? state : { ...state, notice: null };
    case 'attempted':
      return {
        ...state,
        phase: 'editing',
        publishing: event.intent === 'publish',
        problem: null,
        notice: null,
      };
    case 'rulesFailed':
      return { ...state, phase: 'invalid' };
    case 'saveStarted':
      return { ...state, phase: 'saving' };
    case 'saved':
      return {
        ...state,
        phase: 'editing',
        base: { values: event.values, revision: event.revision },
        savedRevision: event.revision,
        overwriting: null,
      };
    case 'saveInvalid':
      return { ...state, phase: 'invalid' };
    case 'saveConflict':
      return { ...state, phase: 'editing', autosave: 'idle', conflict: event.conflict };
    case 'failed':
      return {
        ...state,
        phase: state.phase === 'saving' ? 'editing' : state.phase,
        problem: event.problem,
      };
    case 'statusChanged':
      // The change is a revision of its own: the next save is based on it,
      // or the server would take it for a save from an older tab.
      return {
        ...state,
        phase: 'editing',
        base: { ...state.base, revision: event.revision },
        savedRevision: state.savedRevision === null ? null : event.revision,
        notice: event.notice,
      };
    case 'keptMine':
      // The next save is based on the stored revision, so it replaces it on purpose.
      if (!state.conflict) return state;
      return {
        ...state,
        base: { ...state.base, revision: state.conflict.revision },
        overwriting: state.conflict.revision,
        conflict: null,
      };
    case 'loadedTheirs':
      return {
        ...state,
        base: { values: event.values, revision: event.revision },
        conflict: null,
        overwriting: null,
        savedRevision: null,
      };
    case 'restoredCopy':
      if (event.baseRevision === null) return state;
      return { ...state, base: { ...state.base, revision: event.baseRevision } };
    case 'autosaveStarted':
      return { ...state, autosave: 'saving' };
    case 'autosaved':
      // What was sent is the new base: anything typed meanwhile is still dirty, and saved next.
      return {
        ...state,
        phase: state.phase === 'saving' ? 'saving' : 'editing',
        autosave: 'idle',
        base: { values: event.values, revision: event.revision },
        savedRevision: event.revision,
      };
    case 'autosaveFailed':
      return { ...state, autosave: 'failed' };
    case 'autosaveRefused':
      // The server's userErrors are on the fields now; the next edit may fix them.
      return { ...state, phase: 'invalid', autosave: 'idle' };
    case 'restored':
      return {
        ...state,
        phase: 'editing',
        base: { values: event.values, revision: event.revision },
        savedRevision: event.revision,
        notice: event.notice,
        problem: null,
      };
  }
}

/**
 * Whether the text waiting now should be saved by itself once typing pauses: the article
 * exists and `canAutosave` (a draft or a published article), the values pass the rules, nothing
 * else is saving, and no conflict is open. After "keep mine" only an explicit save may replace
 * the other revision: an autosave never overwrites someone else's newer save.
 */
export function isAutosaveDue(
  state: EditorState,
  facts: { dirty: boolean; canAutosave: boolean; valid: boolean },
): boolean {
  return (
    facts.dirty &&
    facts.canAutosave &&
    facts.valid &&
    state.base.revision !== null &&
    state.phase !== 'saving' &&
    state.autosave !== 'saving' &&
    state.conflict === null &&
    state.overwriting === null
  );
}

/**
 * The status line beside the state's badge. `dirty`: the values differ from
 * the base; `invalid`: the attempt's rules or the server's userErrors are on
 * fields now; `storedRevision`: the article's revision in the store, null for
 * an article never saved.
 */
export function describeEditorStatus(
  state: EditorState,
  facts: { dirty: boolean; invalid: boolean; storedRevision: number | null; pending: boolean },
): string {
  if (state.phase === 'saving' || state.autosave === 'saving') return 'Saving…';
  if (state.conflict) return 'Not saved: someone saved a newer version';
  if (state.problem?.intent === 'save') return 'Not saved';
  if (facts.invalid) return 'Not saved: fix the marked fields';
  if (facts.dirty && state.autosave === 'failed') {
    return 'Not saved to the server yet (kept in this browser); trying again';
  }
  if (facts.dirty) {
    return state.overwriting === null
      ? 'Unsaved changes'
      : `Unsaved changes · saving will replace revision ${state.overwriting}`;
  }
  // A published article's autosaved edits: saved, and not what readers see yet.
  const revision = state.savedRevision ?? facts.storedRevision;
  if (facts.pending && revision !== null) {
    return `Saved · revision ${revision} · not public until you update`;
  }
  if (state.savedRevision !== null) return `Saved · revision ${state.savedRevision}`;
  if (facts.storedRevision !== null) return `Revision ${facts.storedRevision}`;
  return 'Not saved yet';
}

const ACTION_VERB: Record<StatusAction, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  archive: 'archived',
};

/**
 * What a status change's outcome does to the editor: a notice, or a problem
 * saying which change did not happen and why.
 */
export function statusChangeEvent(action: StatusAction, outcome: StatusOutcome): EditorEvent {
  const verb = ACTION_VERB[action];
  if (outcome.kind === 'done') {
    return { type: 'statusChanged', revision: outcome.revision, notice: `The article is ${verb}.` };
  }
  if (outcome.kind === 'refused') {
    const summary = `The article was not ${verb}: ${outcome.message}`;
    return { type: 'failed', problem: { intent: action, summary, details: null } };
  }
  const { summary, details } = describeError(outcome.error);
  const reason = summary.charAt(0).toLowerCase() + summary.slice(1);
  return {
    type: 'failed',
    problem: { intent: action, summary: `The article could not be ${verb}: ${reason}`, details },
  };
}

/**
 * Why a revision cannot be restored now, or null: a restore replaces the form's text, so it
 * waits until everything typed is itself a saved revision, and until a conflict is settled.
 */
export function restoreBlockedReason(
  state: EditorState,
  facts: { busy: boolean; dirty: boolean },
): string | null {
  if (facts.busy || state.autosave === 'saving') return 'Wait until the article is saved.';
  if (state.conflict) return 'Settle the conflict above first.';
  if (facts.dirty) return 'Your latest changes are not saved yet: wait until they are.';
  return null;
}
