/**
 * `npm run bench [-- <section> …]`: runs the benchmark sections (all, or the
 * ones named), prints one table and writes bench/results.json. Exits 1 when a
 * figure misses its target or a section fails, so CI can run it as a gate.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asyncStoreSection } from './asyncStore';
import { bundleSection } from './bundle';
import { coldLoadSection } from './coldLoad';
import { durabilitySection } from './durability';
import { hostileSection } from './hostile';
import { imagesSection } from './images';
import { importSection } from './importWordpress';
import { markdownSection } from './markdown';
import { mediaSection } from './media';
import { navigationSection } from './navigation';
import { newslettersSection } from './newsletters';
import { paginationSection } from './pagination';
import { type BenchSection, meetsTarget, type Metric } from './section';
import { serverSection } from './server';
import { serverRenderSection } from './serverRender';
import { startupSection } from './startup';
import { pageStreamingSection } from './pageStreaming';
import { storeSearchSection } from './storeSearch';
import { tocSection } from './toc';
import { scaleSection } from './scale';

/** Every section, in run order. Client sections (bundle, LCP/TBT, navigation, Markdown) go here. */
export const SECTIONS: BenchSection[] = [
  serverSection,
  startupSection,
  scaleSection,
  paginationSection,
  markdownSection,
  bundleSection,
  coldLoadSection,
  serverRenderSection,
  pageStreamingSection,
  navigationSection,
  durabilitySection,
  hostileSection,
  mediaSection,
  imagesSection,
  tocSection,
  asyncStoreSection,
  storeSearchSection,
  importSection,
  newslettersSection,
];

const RESULTS_FILE = path.join(__dirname, 'results.json');

interface SectionResult {
  measuredAt: string;
  seconds: number;
  metrics: (Metric & { pass: boolean | null })[];
  error?: string;
}

interface ResultsFile {
  date: string;
  node: string;
  cpu: string;
  cpus: number;
  platform: string;
  sections: Record<string, SectionResult>;
}

function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = unit === 'req/s' || unit === 'B' || unit === '' ? 0 : unit === 'ms' ? 2 : 2;
  return `${value.toFixed(digits)}${unit && unit !== '×' ? ` ${unit}` : unit}`;
}

function formatTarget(metric: Metric): string {
  if (!metric.target) return '';
  return `${metric.target.op} ${formatValue(metric.target.value, metric.unit)}`;
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: string[]) =>
    row.map((cell, col) => (col === 2 ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)));
  const [header, ...body] = rows;
  console.log(line(header!).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row).join('  ').trimEnd());
}

function readPrevious(): ResultsFile['sections'] {
  try {
    return (JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) as ResultsFile).sections ?? {};
  } catch {
    return {};
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    for (const s of SECTIONS) console.log(`${s.name.padEnd(14)} ${s.description}`);
    return 0;
  }
  const unknown = args.filter((name) => !SECTIONS.some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown section(s): ${unknown.join(', ')}. Known: ${SECTIONS.map((s) => s.name).join(', ')}`,
    );
    return 2;
  }
  const selected = args.length ? SECTIONS.filter((s) => args.includes(s.name)) : SECTIONS;

  // Sections not run this time keep their last figures (each carries its own date).
  const sections = readPrevious();
  const rows: string[][] = [['section', 'metric', 'value', 'target', 'result']];
  let passed = 0;
  let failed = 0;
  for (const section of selected) {
    process.stderr.write(`${section.name}: ${section.description}\n`);
    const started = performance.now();
    const result: SectionResult = { measuredAt: new Date().toISOString(), seconds: 0, metrics: [] };
    try {
      for (const metric of await section.run()) {
        const pass = meetsTarget(metric);
        if (pass === true) passed++;
        if (pass === false) failed++;
        result.metrics.push({ ...metric, pass });
        rows.push([
          section.name,
          metric.metric,
          formatValue(metric.value, metric.unit),
          formatTarget(metric),
          pass === null ? '' : pass ? 'pass' : 'FAIL',
        ]);
      }
    } catch (err) {
      failed++;
      result.error = err instanceof Error ? (err.stack ?? err.message) : String(err);
      rows.push([section.name, '(section failed)', '', '', 'FAIL']);
      console.error(`${section.name} failed: ${result.error}`);
    }
    result.seconds = Math.round((performance.now() - started) / 100) / 10;
    sections[section.name] = result;
  }

  printTable(rows);
  const file: ResultsFile = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cpus: os.cpus().length,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    sections,
  };
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`\n${passed} passed, ${failed} failed (results in bench/results.json)`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
