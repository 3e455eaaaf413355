import type { JSX } from 'react';

/** A span of `text` to highlight, in UTF-16 code units (JavaScript string indices). */
export interface TextRange {
  readonly start: number;
  readonly length: number;
}

/**
 * Plain text with some ranges wrapped in <mark>, built as React elements: the
 * server sends text and offsets, never markup, so nothing here can inject
 * HTML. Ranges out of bounds are clipped; overlapping ones merged.
 */
export function HighlightedText(props: {
  text: string;
  ranges: ReadonlyArray<TextRange>;
}): JSX.Element {
  const { text } = props;
  const spans = props.ranges
    .map((range) => ({
      start: Math.max(0, Math.min(text.length, range.start)),
      end: Math.max(0, Math.min(text.length, range.start + range.length)),
    }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);

  const merged: Array<{ start: number; end: number }> = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }

  const parts: JSX.Element[] = [];
  let cursor = 0;
  for (const span of merged) {
    if (span.start > cursor) {
      parts.push(<span key={`t${cursor}`}>{text.slice(cursor, span.start)}</span>);
    }
    parts.push(<mark key={`m${span.start}`}>{text.slice(span.start, span.end)}</mark>);
    cursor = span.end;
  }
  if (cursor < text.length) parts.push(<span key={`t${cursor}`}>{text.slice(cursor)}</span>);
  return <>{parts}</>;
}
