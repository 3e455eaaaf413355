import type { DiffRun, LineDiff } from './lineDiff';

/** Unchanged lines shown around each change; longer unchanged runs fold into a count. */
const CONTEXT = 2;

/**
 * Rows a diff shows at most: a body of 100,000 one-character lines must not become 100,000
 * elements; past this the rest is counted, not drawn.
 */
export const MAX_ROWS = 2_000;

/** One side's line in a row: its text and whether it is kept, removed or added. */
export interface DiffCell {
  kind: DiffRun['kind'];
  text: string;
}

/** A unified row: one line, or a count of unchanged lines folded away. */
export type UnifiedRow = DiffCell | { kind: 'folded'; count: number };

/**
 * A side-by-side row: the old text's line on the left, the new text's on the right (null where
 * that side has none: an added line has no left), or a count of unchanged lines folded away.
 */
export type SplitRow =
  | { kind: 'pair'; left: DiffCell | null; right: DiffCell | null }
  | { kind: 'folded'; count: number };

/** Rows to draw, and how many lines were left out past MAX_ROWS. */
export interface DiffRows<Row> {
  rows: Row[];
  omitted: number;
}

type Part = DiffRun | { kind: 'folded'; count: number };

/** The runs with each long unchanged run folded to its CONTEXT lines next to a change. */
function folded(runs: readonly DiffRun[]): Part[] {
  const parts: Part[] = [];
  runs.forEach((run, index) => {
    if (run.kind !== 'same') return void parts.push(run);
    const before = index === 0 ? 0 : CONTEXT;
    const after = index === runs.length - 1 ? 0 : CONTEXT;
    if (run.lines.length <= before + after + 1) return void parts.push(run);
    if (before > 0) parts.push({ kind: 'same', lines: run.lines.slice(0, before) });
    parts.push({ kind: 'folded', count: run.lines.length - before - after });
    if (after > 0) parts.push({ kind: 'same', lines: run.lines.slice(-after) });
  });
  return parts;
}

/** The diff as unified rows: every line once, marked kept, removed or added. */
export function unifiedRows(diff: LineDiff): DiffRows<UnifiedRow> {
  const rows: UnifiedRow[] = [];
  let omitted = 0;
  for (const part of folded(diff.runs)) {
    const room = MAX_ROWS - rows.length;
    if (part.kind === 'folded') {
      if (room > 0) rows.push(part);
      else omitted += part.count;
      continue;
    }
    const shown = part.lines.slice(0, Math.max(0, room));
    for (const text of shown) rows.push({ kind: part.kind, text });
    omitted += part.lines.length - shown.length;
  }
  return { rows, omitted };
}

/**
 * The diff as side-by-side rows: a removed run beside the added run that replaced it, line for
 * line; kept lines on both sides.
 */
export function splitRows(diff: LineDiff): DiffRows<SplitRow> {
  const parts = folded(diff.runs);
  const rows: SplitRow[] = [];
  let omitted = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (rows.length >= MAX_ROWS) {
      omitted += part.kind === 'folded' ? part.count : part.lines.length;
      continue;
    }
    if (part.kind === 'folded') {
      rows.push(part);
      continue;
    }
    if (part.kind === 'same') {
      const shown = part.lines.slice(0, MAX_ROWS - rows.length);
      for (const text of shown) {
        rows.push({ kind: 'pair', left: { kind: 'same', text }, right: { kind: 'same', text } });
      }
      omitted += part.lines.length - shown.length;
      continue;
    }
    const next = parts[i + 1];
    const removed = part.kind === 'removed' ? part.lines : [];
    const added =
      part.kind === 'added' ? part.lines : next?.kind === 'added' ? (i++, next.lines) : [];
    const height = Math.max(removed.length, added.length);
    const shown = Math.min(height, MAX_ROWS - rows.length);
    for (let line = 0; line < shown; line++) {
      const left = removed[line];
      const right = added[line];
      rows.push({
        kind: 'pair',
        left: left === undefined ? null : { kind: 'removed', text: left },
        right: right === undefined ? null : { kind: 'added', text: right },
      });
    }
    omitted += height - shown;
  }
  return { rows, omitted };
}
