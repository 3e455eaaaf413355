import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { JSX } from 'react';
import type { MarkdownHeading } from '../markdown/renderMarkdown';

/**
 * The h2–h3 outline of an article, beside it. The section being read is
 * marked (aria-current) by watching the headings with an IntersectionObserver,
 * so no scroll handler runs on every frame.
 */
export function TableOfContents(props: {
  slug: string;
  headings: ReadonlyArray<MarkdownHeading>;
}): JSX.Element | null {
  const headings = props.headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const ids = headings.map((heading) => heading.id).join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || ids === '') return;
    const elements = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        // The first heading in document order that is in the reading band.
        const first = elements.find((element) => visible.has(element.id));
        if (first) setCurrentId(first.id);
      },
      // A band across the upper part of the viewport: a heading counts as
      // current once it has scrolled up into it.
      { rootMargin: '0px 0px -70% 0px' },
    );
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [ids]);

  if (headings.length === 0) return null;
  return (
    <nav className="toc" aria-label="Table of contents">
      <h2 className="toc-title">On this page</h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? 'toc-sub' : undefined}>
            <Link
              to="/articles/$slug"
              params={{ slug: props.slug }}
              hash={heading.id}
              resetScroll={false}
              // Without includeHash every entry would count as the current page.
              activeOptions={{ includeHash: true }}
              aria-current={heading.id === currentId ? 'location' : undefined}
            >
              {heading.text}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
