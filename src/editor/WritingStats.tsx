import { useDeferredValue, useMemo } from 'react';
import type { JSX } from 'react';
import { LIMITS } from '../../schema/rules';

const WORDLIKE = /[\p{L}\p{N}]/u;

/**
 * Words in a Markdown source, in one pass: runs of non-space characters holding a letter or a
 * digit, so list markers, `#`, `>` and fences do not count. Close to the server's count, which
 * reads the plain text (server/db/plainText.ts); link URLs count here as a word each.
 */
export function countWords(source: string): number {
  let words = 0;
  let start = -1;
  for (let i = 0; i <= source.length; i++) {
    const code = i < source.length ? source.charCodeAt(i) : 32;
    const space = code === 32 || code === 10 || code === 9 || code === 13;
    if (!space && start < 0) start = i;
    if (space && start >= 0) {
      if (WORDLIKE.test(source.slice(start, i))) words++;
      start = -1;
    }
  }
  return words;
}

/** "1,234 words · 6 min read" under the source: the reading time readers will be shown. */
export function WritingStats(props: { source: string }): JSX.Element {
  const source = useDeferredValue(props.source);
  const words = useMemo(() => countWords(source), [source]);
  const minutes = Math.max(1, Math.ceil(words / LIMITS.wordsPerMinute));
  return (
    <p className="char-count writing-stats">
      {words.toLocaleString('en')} {words === 1 ? 'word' : 'words'} · {minutes} min read
    </p>
  );
}
