/**
 * The server's plain-text reduction (server/db/plainText.ts) timed in-process on hostile
 * Markdown at the size limit, in a child process so that a shape that takes hours can be cut
 * off: `node --import tsx bench/support/hostileText.ts '<json config>'` prints one JSON
 * `TextTiming` line per shape as soon as it is measured. `timeHostileText` runs it and restarts
 * it past a shape that overruns its time.
 */
import { spawn } from 'node:child_process';
import { markdownToPlainText, readingMinutes } from '../../server/db/plainText';
import { HOSTILE_MARKDOWN } from '../../test/hostile/markdown';

export interface TextConfig {
  shapes: string[];
  length: number;
  runs: number;
}

export interface TextTiming {
  shape: string;
  /** Median of the runs, in ms; null when the shape overran its time and was cut off. */
  plainTextMs: number | null;
  readingMinutesMs: number | null;
}

const SELF = __filename;
// tsx as a loader on plain node, as drive.ts runs the load generator.
const TSX_LOADER = require.resolve('tsx');
// Past one long run, more runs add time and no information.
const ONE_RUN_IS_ENOUGH_MS = 1000;
/** The child's own start (tsx, loading the modules), before it says it is ready. */
const STARTUP_MS = 5000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

function timeOne(fn: (text: string) => unknown, text: string, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn(text);
    times.push(performance.now() - started);
    if (times[0]! > ONE_RUN_IS_ENOUGH_MS) break;
  }
  return median(times);
}

function measure(config: TextConfig): void {
  // One unmeasured pass on ordinary text compiles the functions first.
  markdownToPlainText('# warm\n\nsome *words* and a [link](x).');
  process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
  for (const name of config.shapes) {
    const shape = HOSTILE_MARKDOWN.find((s) => s.name === name);
    if (!shape) throw new Error(`no hostile shape named ${name}`);
    const text = shape.make(config.length);
    const timing: TextTiming = {
      shape: name,
      plainTextMs: timeOne(markdownToPlainText, text, config.runs),
      readingMinutesMs: timeOne(readingMinutes, text, config.runs),
    };
    process.stdout.write(`${JSON.stringify(timing)}\n`);
  }
}

/**
 * Times every named shape, each within `capMs` (a shape that overruns reports null and the
 * child is restarted for the next shape). Never takes longer than shapes × capMs plus start-ups.
 */
export async function timeHostileText(
  config: TextConfig,
  capMs: number,
  onTiming: (timing: TextTiming) => void = () => {},
): Promise<TextTiming[]> {
  const results: TextTiming[] = [];
  let remaining = [...config.shapes];
  while (remaining.length > 0) {
    const child = spawn(
      process.execPath,
      ['--import', TSX_LOADER, SELF, JSON.stringify({ ...config, shapes: remaining })],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let buffered = '';
    let timer: NodeJS.Timeout | null = null;
    const arm = (ms: number) => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => child.kill('SIGKILL'), ms);
    };
    arm(STARTUP_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let newline = buffered.indexOf('\n');
      while (newline !== -1) {
        const line = JSON.parse(buffered.slice(0, newline)) as TextTiming | { ready: true };
        buffered = buffered.slice(newline + 1);
        newline = buffered.indexOf('\n');
        // Each shape's allowance starts when the child is ready or the last shape is done.
        arm(capMs);
        if ('ready' in line) continue;
        const timing = line;
        results.push(timing);
        onTiming(timing);
        remaining = remaining.filter((name) => name !== timing.shape);
      }
    });
    await new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (timer) clearTimeout(timer);
    // Killed (or crashed) on the first shape it had left: that one gets no figure.
    const overran = remaining.shift();
    if (overran !== undefined) {
      const timing = { shape: overran, plainTextMs: null, readingMinutesMs: null };
      results.push(timing);
      onTiming(timing);
    }
  }
  return results;
}

if (require.main === module) {
  measure(JSON.parse(process.argv[2] ?? '{}') as TextConfig);
}
