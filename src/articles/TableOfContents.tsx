import { useRouter } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useRef } from 'react';
import type { JSX, MouseEvent } from 'react';
import type { MarkdownHeading } from '../markdown/renderMarkdown';
import { useReadingSection } from './useReadingSection';
import './tableOfContents.css';

/**
 * The h2–h3 outline of an article. On a wide screen it is a sticky column beside the text; on a
 * narrow one a disclosure ("On this page") above it, closed, so the text starts on the first
 * screen. Both are one `<details>` that CSS opens for wide screens (tableOfContents.css): right
 * before any script runs and the same markup on the server, with nothing measured.
 *
 * The section being read is marked `aria-current` (useReadingSection: an IntersectionObserver,
 * no scroll handler). Entries are plain `#` links handled by one listener, and memoized: a
 * Router `<Link>` per heading subscribed each entry to the router's state, which an article of
 * 1,500 sections paid for at every render of the list.
 */
export function TableOfContents(props: {
  headings: ReadonlyArray<MarkdownHeading>;
}): JSX.Element | null {
  const headings = props.headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  const ids = headings.map((heading) => heading.id).join(' ');
  const currentId = useReadingSection(ids);
  const router = useRouter();
  const listRef = useRef<HTMLOListElement>(null);

  // Keep the current entry in view when the outline is taller than its column (a long
  // article): one layout read per change of section, not per frame.
  useEffect(() => {
    const list = listRef.current;
    if (!list || currentId === null || list.scrollHeight <= list.clientHeight) return;
    const entry = list.querySelector<HTMLElement>('[aria-current]');
    if (!entry) return;
    const top = entry.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + entry.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 3;
    }
  }, [currentId]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLOListElement>) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (
        !anchor ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const id = anchor.hash.slice(1);
      event.preventDefault();
      document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
      const { pathname, search } = window.location;
      void router.navigate({
        href: `${pathname}${search}#${id}`,
        resetScroll: false,
        hashScrollIntoView: false,
      });
      // On a phone the outline closes once it has done its job (CSS keeps it open when wide).
      const details = anchor.closest('details');
      if (details) details.open = false;
    },
    [router],
  );

  if (headings.length === 0) return null;
  return (
    <nav className="toc" aria-label="Table of contents">
      <details className="toc-disclosure">
        <summary className="toc-summary">On this page</summary>
        <h2 className="toc-title">On this page</h2>
        <ol ref={listRef} onClick={onClick}>
          {headings.map((heading) => (
            <TocEntry key={heading.id} heading={heading} current={heading.id === currentId} />
          ))}
        </ol>
      </details>
    </nav>
  );
}

/** One entry; re-renders only when it becomes or stops being the current section. */
const TocEntry = memo(function TocEntry(props: {
  heading: MarkdownHeading;
  current: boolean;
}): JSX.Element {
  const { heading } = props;
  return (
    <li className={heading.depth === 3 ? 'toc-sub' : undefined}>
      <a href={`#${heading.id}`} aria-current={props.current ? 'location' : undefined}>
        {heading.text}
      </a>
    </li>
  );
});
