import { useCallback, useEffect, useRef } from 'react';
import type { ArticleValues } from './articleRules';

/** What an autosave left: the values it saved and the revision it made, or null if none. */
export type AutosaveResult = { values: ArticleValues; revision: number } | null;

/**
 * Runs `autosave` once typing pauses for `delayMs` while `due` (isAutosaveDue in editorState.ts),
 * one at a time. `settled()` waits for the one under way, so that an explicit save or a restore
 * is based on the revision it makes rather than racing it into a conflict with itself.
 */
export function useAutosave(options: {
  due: boolean;
  delayMs: number;
  values: ArticleValues;
  autosave: (values: ArticleValues) => Promise<AutosaveResult>;
}): { settled: () => Promise<AutosaveResult> } {
  const { due, delayMs, values, autosave } = options;
  const underWay = useRef<Promise<AutosaveResult> | null>(null);
  // The latest callback: the timer set by one render calls what the newest render made.
  const latest = useRef(autosave);
  useEffect(() => {
    latest.current = autosave;
  });

  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => {
      if (underWay.current) return;
      const saving = latest.current(values);
      underWay.current = saving;
      void saving.finally(() => {
        if (underWay.current === saving) underWay.current = null;
      });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [due, delayMs, values]);

  const settled = useCallback(() => underWay.current ?? Promise.resolve(null), []);
  return { settled };
}
