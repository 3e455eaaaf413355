import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Leaving with unsaved changes asks first: in the app through the router's
 * blocker (the caller shows its prompt while `blocker.status` is 'blocked'),
 * on reload or closing the tab through the browser's own prompt. `letGo`
 * lets the editor's own move to another URL through (a save that changed the
 * slug keeps everything).
 */
export function useLeaveGuard(dirty: boolean) {
  // Read by the blocker and the unload handler, which outlive the render that made them.
  const guarded = useRef(dirty);
  const leaving = useRef(false);
  useEffect(() => {
    guarded.current = dirty;
  }, [dirty]);

  const blocker = useBlocker({
    shouldBlockFn: () => guarded.current && !leaving.current,
    enableBeforeUnload: false,
    withResolver: true,
  });
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarded.current || leaving.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const letGo = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, letGo };
}
