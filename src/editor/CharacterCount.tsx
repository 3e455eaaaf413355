import type { JSX } from 'react';

/** From this share of the limit on, the count shows. */
const NEAR = 0.8;

/**
 * "n / limit" once a field nears its limit, marked when over it. Silent
 * before that: a count far from any limit is noise.
 */
export function CharacterCount(props: {
  id: string;
  length: number;
  limit: number;
}): JSX.Element | null {
  if (props.length < props.limit * NEAR) return null;
  const over = props.length > props.limit;
  return (
    <p id={props.id} className={over ? 'char-count char-count-over' : 'char-count'}>
      {props.length.toLocaleString('en')} / {props.limit.toLocaleString('en')} characters
      {over ? ' (too long)' : ''}
    </p>
  );
}

/** Whether {@link CharacterCount} shows for this length, so fields only point at it then. */
export function isCountShown(length: number, limit: number): boolean {
  return length >= limit * NEAR;
}
