import { useEffect, useRef, useState } from 'react';

/** How often a tab without a stream (refused, or no EventSource) asks whether comments moved. */
const POLL_MS = 10_000;

/** Where the tab hears of changes: not yet, a server-sent stream, or polling with ETags. */
export type LiveState = 'connecting' | 'streaming' | 'polling';

/**
 * Keeps an article's comments live (the server's GET /live/comments): one stream per tab, which
 * names the version of the comments this viewer can see, at once and whenever it moves; when it
 * moves past `version` (the one the list shows), `refresh` reads the comments again through
 * GraphQL. Where the server refuses a stream (too many from this address) the tab polls the same
 * version with If-None-Match instead. Nothing but a version comes this way: what the viewer may
 * see is GraphQL's to say.
 */
export function useLiveComments(
  articleId: string,
  version: string,
  refresh: () => void,
): LiveState {
  const known = useRef(version);
  const refreshRef = useRef(refresh);
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    known.current = version;
    refreshRef.current = refresh;
  });

  useEffect(() => {
    const url = `/live/comments?article=${encodeURIComponent(articleId)}`;
    const heard = (next: string) => {
      if (next === known.current) return;
      known.current = next;
      refreshRef.current();
    };
    let etag: string | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    const poll = async () => {
      const res = await fetch(url, {
        headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
        credentials: 'same-origin',
      }).catch(() => null);
      if (!res || res.status !== 200) return;
      etag = res.headers.get('etag');
      heard(((await res.json()) as { version: string }).version);
    };
    const startPolling = () => {
      setState('polling');
      timer = setInterval(() => void poll(), POLL_MS);
    };

    if (typeof EventSource === 'undefined') {
      startPolling();
      return () => clearInterval(timer ?? undefined);
    }
    const source = new EventSource(url);
    source.addEventListener('comments', (event) => {
      setState('streaming');
      heard((JSON.parse((event as MessageEvent<string>).data) as { version: string }).version);
    });
    // A network failure reconnects by itself (CONNECTING); a refusal closes the stream for good.
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED || timer) return;
      startPolling();
    };
    return () => {
      source.close();
      if (timer) clearInterval(timer);
    };
  }, [articleId]);
  return state;
}
