import type { JSX } from 'react';
import { isValidTagName } from './articleRules';

/** The tags as they will be saved (normalized); a name the server would refuse is marked. */
export function TagChips(props: { tags: ReadonlyArray<string>; id?: string }): JSX.Element | null {
  if (props.tags.length === 0) return null;
  return (
    <ul id={props.id} className="tag-list editor-tags" aria-label="Tags as saved">
      {props.tags.map((tag) => (
        <li key={tag} className={isValidTagName(tag) ? 'tag' : 'tag tag-invalid'}>
          #{tag}
          {isValidTagName(tag) ? null : <span className="visually-hidden"> (not allowed)</span>}
        </li>
      ))}
    </ul>
  );
}
