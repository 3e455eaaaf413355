import { useEffect, useState } from 'react';

/**
 * The id of the section being read, among the headings whose ids are `ids` (space-separated,
 * in document order): the topmost heading in the top third of the viewport, else the last one
 * that scrolled up past it. An IntersectionObserver reports headings crossing that band, so nothing runs while
 * the reader stays within a section, and nothing reads layout: the browser computes the
 * intersections off the scroll path. Null until a heading has been seen, and where there is no
 * IntersectionObserver (the server, jsdom).
 */
export function useReadingSection(ids: string): string | null {
  const [currentId, setCurrentId] = useState<string | null>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || ids === '') return;
    const order = new Map<string, number>();
    ids.split(' ').forEach((id, index) => {
      if (!order.has(id)) order.set(id, index);
    });
    const list = [...order.keys()];
    // Headings now inside the band, by their position in the document.
    const inBand = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        let leftDownwards = -1;
        for (const entry of entries) {
          const index = order.get(entry.target.id);
          if (index === undefined) continue;
          if (entry.isIntersecting) inBand.add(index);
          else {
            inBand.delete(index);
            // Scrolling back up: the heading went below the band, so the reader is back in
            // the section before it.
            const band = entry.rootBounds;
            if (band && entry.boundingClientRect.top >= band.bottom) {
              leftDownwards = leftDownwards === -1 ? index : Math.min(leftDownwards, index);
            }
          }
        }
        if (inBand.size > 0) {
          // The topmost heading in the band: several at once are short sections, or a jump,
          // and the reader reads from the top.
          let first = list.length;
          for (const index of inBand) first = Math.min(first, index);
          setCurrentId(list[first]!);
        } else if (leftDownwards > 0) {
          setCurrentId(list[leftDownwards - 1]!);
        } else if (leftDownwards === 0) {
          setCurrentId(null);
        }
      },
      // The band: the top third of the viewport.
      { rootMargin: '0px 0px -66% 0px' },
    );
    const observeHeadings = () => {
      observer.disconnect();
      inBand.clear();
      for (const id of list) {
        const element = document.getElementById(id);
        if (element) observer.observe(element);
      }
    };
    observeHeadings();
    // The text's HTML is replaced when its highlighted version arrives: the same ids on new
    // elements, which must be watched instead (one mutation record per replacement).
    const container = document.getElementById(list[0]!)?.closest('.markdown');
    const replaced = new MutationObserver(observeHeadings);
    if (container) replaced.observe(container, { childList: true });
    return () => {
      replaced.disconnect();
      observer.disconnect();
    };
  }, [ids]);

  return currentId;
}
