import type { JSX } from 'react';

const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

/** A moment to the second, e.g. when a copy or a revision was saved. */
export function SavedAt(props: { dateTime: string }): JSX.Element {
  const date = new Date(props.dateTime);
  const text = Number.isNaN(date.getTime()) ? props.dateTime : format.format(date);
  return <time dateTime={props.dateTime}>{text}</time>;
}
