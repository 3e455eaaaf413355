import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticleValues } from './articleRules';
import { sameValues } from './articleRules';
import { clearLocalCopy, readLocalCopy, writeLocalCopy } from './localCopy';
import type { LocalCopy } from './localCopy';

/** How long typing must pause before the local copy is written. */
const LOCAL_COPY_DELAY_MS = 400;

/**
 * The copy of unsaved changes kept in this browser (see localCopy.ts): written
 * once typing pauses while anything is unsaved (not while an older copy waits
 * for the author's decision), dropped when the form is back to what the
 * server has. On opening, a copy newer than the stored article is offered.
 */
export function useLocalCopy(options: {
  slot: string;
  values: ArticleValues;
  dirty: boolean;
  baseRevision: number | null;
  /** What the server holds, and when it was last updated (null: never saved). */
  stored: ArticleValues;
  storedUpdatedAt: string | null;
  /** No offer: an editor a save replaced hands over what was typed instead. */
  handedOver: boolean;
}): {
  offer: LocalCopy | null;
  /** Takes the offered copy (the caller puts its values in the form). */
  takeOffer: () => LocalCopy | null;
  discardOffer: () => void;
  /** Keeps the values now, without the usual pause: the author may close the tab next. */
  keepNow: () => void;
  /** Forgets the copy: the server has it all. */
  clear: () => void;
} {
  const { slot, values, dirty, baseRevision } = options;
  const [offer, setOffer] = useState<LocalCopy | null>(() => {
    if (options.handedOver) return null;
    const copy = readLocalCopy(slot);
    if (!copy || sameValues(copy.values, options.stored)) return null;
    // Only a copy newer than the stored article: an older one was overtaken by a save.
    return options.storedUpdatedAt === null || copy.savedAt > options.storedUpdatedAt ? copy : null;
  });

  // Read by keepNow, which runs after a request, renders later than its caller's.
  const latest = useRef({ values, baseRevision });
  useEffect(() => {
    latest.current = { values, baseRevision };
  }, [values, baseRevision]);

  useEffect(() => {
    if (offer) return;
    if (!dirty) {
      clearLocalCopy(slot);
      return;
    }
    const timer = setTimeout(() => writeLocalCopy(slot, values, baseRevision), LOCAL_COPY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offer, dirty, slot, values, baseRevision]);

  const takeOffer = useCallback(() => {
    setOffer(null);
    return offer;
  }, [offer]);
  const discardOffer = useCallback(() => {
    clearLocalCopy(slot);
    setOffer(null);
  }, [slot]);
  const keepNow = useCallback(
    () => writeLocalCopy(slot, latest.current.values, latest.current.baseRevision),
    [slot],
  );
  const clear = useCallback(() => clearLocalCopy(slot), [slot]);
  return { offer, takeOffer, discardOffer, keepNow, clear };
}
