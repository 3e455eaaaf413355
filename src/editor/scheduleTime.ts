import { publishAtRule } from '../../schema/rules';
import { formatDate } from '../ui/Time';

/** The writer's time zone as the browser names it (e.g. "Europe/Paris"). */
export function writerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
}

/** A moment as the writer reads it, in their zone: "Nov 24, 2026, 14:05". */
export function formatScheduled(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(date)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// A datetime-local input's value: "2026-11-24T14:05", in the writer's zone.
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A datetime-local value read in the writer's zone, checked by the server's rule (in the future,
 * at most 12 months ahead): the ISO time to send, or the message.
 */
export function readPublishAt(value: string, now: number): { iso: string } | { error: string } {
  const parts = LOCAL_INPUT.exec(value);
  const date = parts
    ? new Date(+parts[1]!, +parts[2]! - 1, +parts[3]!, +parts[4]!, +parts[5]!)
    : new Date(NaN);
  const iso = Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString();
  const rule = publishAtRule(iso, now);
  return 'error' in rule ? rule : { iso };
}
