import type { JSX } from 'react';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A date from the API (ISO-8601), readable for people and exact for machines. */
export function Time(props: { dateTime: string }): JSX.Element {
  const date = new Date(props.dateTime);
  const text = Number.isNaN(date.getTime()) ? props.dateTime : dateFormat.format(date);
  return <time dateTime={props.dateTime}>{text}</time>;
}
