import { useId } from 'react';
import type { JSX, ReactNode } from 'react';
import { Button } from '../ui/Button';
import type { ArticleValues } from './articleRules';

/** What "Details" holds, said while it is folded: "Tags: a, b · a summary". */
function summarize(values: ArticleValues): string {
  const tags = values.tags.trim();
  // A tags field may hold anything typed: the line says only its start.
  const shown = tags.length > 60 ? `${tags.slice(0, 60)}…` : tags;
  return `${shown ? `Tags: ${shown}` : 'No tags'} · ${values.summary.trim() ? 'a summary' : 'no summary'}`;
}

/**
 * "Details": what is not the title or the body (tags, summary, scheduling, history), folded
 * away by default on an existing article so that the body starts high on the screen. It stays
 * in the page while folded (hidden), so its fields keep their values and can be opened to be
 * focused (a refused save names them). While folded it says what is inside.
 */
export function EditorDetails(props: {
  open: boolean;
  onToggle: (open: boolean) => void;
  values: ArticleValues;
  children: ReactNode;
}): JSX.Element {
  const panelId = useId();
  return (
    <div className="editor-details">
      <div className="editor-details-bar">
        <Button
          variant="quiet"
          aria-expanded={props.open}
          aria-controls={panelId}
          onClick={() => props.onToggle(!props.open)}
        >
          {props.open ? 'Hide details' : 'Details'}
        </Button>
        {props.open ? null : <span className="muted">{summarize(props.values)}</span>}
      </div>
      <div id={panelId} className="editor-details-panel" hidden={!props.open}>
        {props.children}
      </div>
    </div>
  );
}
