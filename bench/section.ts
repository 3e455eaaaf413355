/**
 * The shape every benchmark section exports, so that the runner can print one
 * table for server figures today and client figures (bundle size, LCP/TBT,
 * navigation, Markdown render) added later as more modules.
 */

/** How a measured value is judged against its target. */
export interface Target {
  /** `>=`: higher is better (throughput, ratios of speed); `<=`: lower is better (latency, size). */
  op: '>=' | '<=';
  value: number;
}

/** One row of the results table. */
export interface Metric {
  /** Short, stable name, e.g. `article req/s (folio)`. */
  metric: string;
  value: number;
  /** e.g. `req/s`, `ms`, `×`, `kB`. */
  unit: string;
  /** Absent for figures that are context, not goals (e.g. the baseline's own req/s). */
  target?: Target;
}

/** A benchmark section: a named module that measures and returns rows. */
export interface BenchSection {
  /** What `npm run bench -- <name>` selects. */
  name: string;
  /** One line for the README and `--list`. */
  description: string;
  /** Measures; may take tens of seconds. Progress goes to stderr, never stdout. */
  run(): Promise<Metric[]>;
}

/** Whether a metric meets its target; null when it has none. */
export function meetsTarget(metric: Metric): boolean | null {
  if (!metric.target) return null;
  return metric.target.op === '>='
    ? metric.value >= metric.target.value
    : metric.value <= metric.target.value;
}

/** Progress for long sections, kept off stdout so the table stays clean. */
export function progress(line: string): void {
  process.stderr.write(`  · ${line}\n`);
}
