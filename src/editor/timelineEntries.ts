/** A kept revision or an event, as the history lists them. */
export type TimelineEntry<R, E> =
  { kind: 'revision'; revision: R; key: string } | { kind: 'event'; event: E; key: string };

/**
 * The loaded revisions and the events between them, newest first: by revision number, an
 * event before the copy of its number (a schedule set after a save, a restore's own copy).
 * Events older than the oldest loaded revision wait for the page that reaches them, unless
 * every revision is loaded (`complete`).
 */
export function timelineEntries<R extends { number: number }, E extends { revision: number }>(
  revisions: readonly R[],
  events: readonly E[],
  complete: boolean,
): TimelineEntry<R, E>[] {
  const oldest = revisions.at(-1)?.number ?? 0;
  const shown = events.filter((event) => complete || event.revision >= oldest);
  const entries: TimelineEntry<R, E>[] = [];
  let e = 0;
  for (const revision of revisions) {
    while (e < shown.length && shown[e]!.revision >= revision.number) {
      entries.push({ kind: 'event', event: shown[e]!, key: `event-${e}` });
      e++;
    }
    entries.push({ kind: 'revision', revision, key: `revision-${revision.number}` });
  }
  for (; e < shown.length; e++)
    entries.push({ kind: 'event', event: shown[e]!, key: `event-${e}` });
  return entries;
}
