import { useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import { writesSettled } from '../relay/writesInFlight';

/** How often a tab without a stream (refused, or no EventSource) asks whether comments moved. */
const POLL_MS = 10_000;

/** Where the tab hears of changes: not yet, a server-sent stream, or polling with ETags. */
export type LiveState = 'connecting' | 'streaming' | 'polling';

/**
 * The version of the article's comments this tab's store holds: the page's, or the one the
 * tab's own last comment write answered with (its payloads select `commentsVersion`).
 */
export function storedCommentsVersion(environment: IEnvironment, articleId: string): string {
  const version = environment.getStore().getSource().get(articleId)?.commentsVersion;
  return typeof version === 'string' ? version : '';
}

/**
 * Keeps an article's comments live (the server's GET /live/comments): one stream per tab, which
 * names the version of the comments this viewer can see, at once and whenever it moves; when it
 * moves past the one the store holds, once this tab's own writes are answered, `refresh` reads
 * the comments again through GraphQL. Where the server refuses a stream (too many from this
 * address) the tab polls the same version with If-None-Match instead. Nothing but a version
 * comes this way: what the viewer may see is GraphQL's to say.
 */
export function useLiveComments(articleId: string, refresh: () => void): LiveState {
  const environment = useRelayEnvironment();
  const refreshRef = useRef(refresh);
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    refreshRef.current = refresh;
  });

  useEffect(() => {
    const url = `/live/comments?article=${encodeURIComponent(articleId)}`;
    let asked: string | null = null;
    const heard = async (next: string) => {
      await writesSettled();
      if (next === asked || next === storedCommentsVersion(environment, articleId)) return;
      asked = next;
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
      await heard(((await res.json()) as { version: string }).version);
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
      void heard((JSON.parse((event as MessageEvent<string>).data) as { version: string }).version);
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
  }, [articleId, environment]);
  return state;
}
