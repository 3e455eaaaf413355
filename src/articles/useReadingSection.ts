import { useEffect, useState } from 'react';

/**
 * The id of the section being read, among the headings whose ids are `ids` (space-separated,
 * in document order): the last heading that has scrolled up into the top third of the
 * viewport. An IntersectionObserver reports headings crossing that band, so nothing runs while
 * the reader stays within a section, and nothing reads layout: the browser computes the
 * intersections off the scroll path. Null until a heading has been seen, and where there is no
 * IntersectionObserver (the server, jsdom).
 */
export function useReadingSection(ids: string): string | null {
  const [currentId, setCurrentId] = useState<string | null>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || ids === '') return;
    const order = new Map<string, number>();
    const elements: HTMLElement[] = [];
    for (const id of ids.split(' ')) {
      const element = document.getElementById(id);
      if (element && !order.has(id)) {
        order.set(id, elements.length);
        elements.push(element);
      }
    }
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
          // The last one that entered the band from below is the section now begun; of several
          // at once (a jump), the lowest in the document.
          let last = -1;
          for (const index of inBand) last = Math.max(last, index);
          setCurrentId(elements[last]!.id);
        } else if (leftDownwards > 0) {
          setCurrentId(elements[leftDownwards - 1]!.id);
        } else if (leftDownwards === 0) {
          setCurrentId(null);
        }
      },
      // The band: the top third of the viewport.
      { rootMargin: '0px 0px -66% 0px' },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [ids]);

  return currentId;
}
