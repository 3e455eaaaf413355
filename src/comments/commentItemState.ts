/**
 * What one comment's controls are doing: at most one of answering it, changing its text,
 * reporting it and confirming its deletion at a time. `returnFocus` names the button focus goes back to once a
 * form or question closes.
 */
export type CommentMode =
  | { kind: 'reading'; returnFocus: CommentControl | null }
  | { kind: 'replying' }
  | { kind: 'editing' }
  | { kind: 'reporting' }
  | { kind: 'confirmingDelete' };

/** The buttons that open a form or question. */
export type CommentControl = 'reply' | 'edit' | 'report' | 'delete';

export type CommentAction =
  | { type: 'reply' }
  | { type: 'edit' }
  | { type: 'report' }
  | { type: 'askDelete' }
  /** A form or the question closed, by Cancel, Escape or success. */
  | { type: 'close' };

export const READING: CommentMode = { kind: 'reading', returnFocus: null };

const FOCUS_AFTER: Record<Exclude<CommentMode['kind'], 'reading'>, CommentControl> = {
  replying: 'reply',
  editing: 'edit',
  reporting: 'report',
  confirmingDelete: 'delete',
};

/** The comment's controls as a state machine: one form or question open at a time. */
export function commentModeReducer(mode: CommentMode, action: CommentAction): CommentMode {
  switch (action.type) {
    case 'reply':
      return { kind: 'replying' };
    case 'edit':
      return { kind: 'editing' };
    case 'report':
      return { kind: 'reporting' };
    case 'askDelete':
      return { kind: 'confirmingDelete' };
    case 'close':
      return mode.kind === 'reading'
        ? mode
        : { kind: 'reading', returnFocus: FOCUS_AFTER[mode.kind] };
  }
}
