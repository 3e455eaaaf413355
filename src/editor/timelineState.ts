/** How the history shows a diff: one column of lines, or the two texts side by side. */
export type DiffView = 'unified' | 'split';

/** The history's state: the revision being compared (none at first) and the diff's view. */
export interface TimelineState {
  chosen: number | null;
  view: DiffView;
}

export type TimelineAction = { type: 'chose'; number: number } | { type: 'viewed'; view: DiffView };

export const INITIAL_TIMELINE: TimelineState = { chosen: null, view: 'unified' };

/** Choosing the revision already chosen keeps it (a second press does not hide the diff). */
export function timelineReducer(state: TimelineState, action: TimelineAction): TimelineState {
  if (action.type === 'chose') return { ...state, chosen: action.number };
  return { ...state, view: action.view };
}
