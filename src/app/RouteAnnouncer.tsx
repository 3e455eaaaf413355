import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { JSX } from 'react';

/**
 * After each navigation to another page (not the first load, not a #hash
 * jump) moves focus to the new page's <h1> and announces its title through a
 * polite live region, so keyboard and screen-reader users start at the top of
 * what changed.
 */
export function RouteAnnouncer(): JSX.Element {
  const router = useRouter();
  const [message, setMessage] = useState('');

  useEffect(() => {
    let frame: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = router.subscribe('onRendered', (event) => {
      if (!event.fromLocation) return;
      if (!event.pathChanged && event.fromLocation.searchStr === event.toLocation.searchStr) {
        return;
      }
      clearTimeout(frame);
      // Screens set the document title in their own effects; read it after them.
      frame = setTimeout(() => {
        const heading = document.querySelector<HTMLElement>('main h1');
        heading?.focus({ preventScroll: true });
        setMessage(document.title);
      }, 0);
    });
    return () => {
      clearTimeout(frame);
      unsubscribe();
    };
  }, [router]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
