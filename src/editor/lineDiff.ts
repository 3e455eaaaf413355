/** One line of a diff: kept, removed (only in the old text) or added (only in the new). */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Consecutive lines of one kind: a diff of a 100,000-line body is a few runs, not 100,000 objects. */
export interface DiffRun {
  kind: DiffLine['kind'];
  lines: string[];
}

/**
 * A diff: every line of both texts, in runs kept, removed or added. `coarse` when the texts
 * differed in too much to match line by line within the budget: then the lines between their
 * common first and last ones are all removed, then all added.
 */
export interface LineDiff {
  runs: DiffRun[];
  coarse: boolean;
}

/**
 * How much work a diff may do: Myers' algorithm costs about (lines × edits) steps, and a body
 * is at most 100,000 characters (so as many lines). Past this many steps, or this many edited
 * lines, the diff is coarse instead of a stalled tab. The rounds kept to walk back hold about
 * edits² numbers (4 MB at the limit).
 */
export const DIFF_LIMITS: DiffLimits = { steps: 2_000_000, edits: 1_000 };

/** The most steps and edited lines a diff may take. */
export interface DiffLimits {
  steps: number;
  edits: number;
}

/**
 * The lines of `before` and `after` as a shortest edit script (Myers, "An O(ND) Difference
 * Algorithm", 1986), after the common first and last lines are set aside, which is all a
 * typical revision differs in. Lines are compared as numbers (each distinct line gets one), and
 * the work is bounded by DIFF_LIMITS, past which the middle is shown whole (coarse).
 */
export function diffLines(
  before: string,
  after: string,
  limits: DiffLimits = DIFF_LIMITS,
): LineDiff {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const removed = a.slice(start, endA);
  const added = b.slice(start, endB);
  const middle = myers(removed, added, limits);
  const runs: DiffRun[] = [];
  const push = (kind: DiffRun['kind'], lines: string[]) => {
    if (lines.length === 0) return;
    const last = runs.at(-1);
    if (last?.kind === kind) last.lines.push(...lines);
    else runs.push({ kind, lines });
  };
  push('same', a.slice(0, start));
  if (middle) for (const line of middle) push(line.kind, [line.text]);
  else {
    push('removed', removed);
    push('added', added);
  }
  push('same', a.slice(endA));
  return { runs, coarse: middle === null };
}

function myers(a: string[], b: string[], limits: DiffLimits): DiffLine[] | null {
  const ids = new Map<string, number>();
  const idOf = (line: string) => {
    let id = ids.get(line);
    if (id === undefined) ids.set(line, (id = ids.size));
    return id;
  };
  const x = Int32Array.from(a, idOf);
  const y = Int32Array.from(b, idOf);
  const n = x.length;
  const m = y.length;
  const maxD = Math.min(n + m, limits.edits);
  const offset = maxD + 1;
  // v[k + offset]: the furthest x reached on diagonal k. Before round d, diagonals -d-1 … d+1
  // are kept (all that walking back through round d reads), at k + d + 1.
  let v = new Int32Array(2 * maxD + 3);
  const trace: Int32Array[] = [];
  let steps = 0;
  for (let d = 0; d <= maxD; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[k - 1 + offset]! < v[k + 1 + offset]!);
      let i = down ? v[k + 1 + offset]! : v[k - 1 + offset]! + 1;
      let j = i - k;
      while (i < n && j < m && x[i] === y[j]) {
        i++;
        j++;
        steps++;
      }
      next[k + offset] = i;
      steps++;
      if (steps > limits.steps) return null;
      if (i >= n && j >= m) return walkBack(a, b, trace, d);
    }
    v = next;
  }
  return null;
}

/** Rebuilds the edit script from the furthest points before each round, from the end backwards. */
function walkBack(a: string[], b: string[], trace: Int32Array[], last: number): DiffLine[] {
  const lines: DiffLine[] = [];
  let i = a.length;
  let j = b.length;
  for (let d = last; d > 0; d--) {
    const v = trace[d]!;
    const shift = d + 1;
    const k = i - j;
    const down = k === -d || (k !== d && v[k - 1 + shift]! < v[k + 1 + shift]!);
    const prevK = down ? k + 1 : k - 1;
    const prevI = v[prevK + shift]!;
    const prevJ = prevI - prevK;
    while (i > prevI + (down ? 0 : 1) && j > prevJ + (down ? 1 : 0)) {
      lines.push({ kind: 'same', text: a[--i]! });
      j--;
    }
    if (down) lines.push({ kind: 'added', text: b[--j]! });
    else lines.push({ kind: 'removed', text: a[--i]! });
  }
  while (i > 0) {
    lines.push({ kind: 'same', text: a[--i]! });
    j--;
  }
  return lines.reverse();
}
