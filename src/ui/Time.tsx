import type { JSX } from 'react';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as Intl.DateTimeFormat('en', { dateStyle: 'medium' }) writes it ("Nov 21, 2026"), in
 * the reader's time zone. By hand because the app speaks only English and building that
 * formatter costs Chrome 80–100 ms of main thread at 4× CPU slowdown (ICU pattern data): a
 * third of a cold page's blocking-time budget, for three words.
 */
export function formatDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** A date from the API (ISO-8601), readable for people and exact for machines. */
export function Time(props: { dateTime: string }): JSX.Element {
  const date = new Date(props.dateTime);
  const text = Number.isNaN(date.getTime()) ? props.dateTime : formatDate(date);
  return <time dateTime={props.dateTime}>{text}</time>;
}
