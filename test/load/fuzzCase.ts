/**
 * One fuzz case: a run of hostile requests against the kept server, judged as a whole. Every
 * request must answer within REQUEST_LIMIT_MS with a success or a clear refusal (4xx, or a
 * GraphQL error that is not a masked crash); the probe must never wait past PROBE_LIMIT_MS;
 * memory must stay under RSS_CEILING_MB and come back near where it was. A case that stalls or
 * kills the server reports it, and the server is replaced so the next case starts clean.
 */
import http from 'node:http';
import type { HostileRequest } from '../hostile/queries';
import {
  type Answer,
  PROBE_LIMIT_MS,
  REQUEST_LIMIT_MS,
  responsive,
  RSS_CEILING_MB,
  RSS_RETURN_MB,
  rssMb,
  send,
  type ServerKeeper,
  watch,
} from './watch';

/** How long a server may stay busy after its case before it counts as stalled. */
const STALL_GRACE_MS = 1000;

export interface CaseContext {
  /** Sends one request (with the session `cookie`, if any) and judges its answer. */
  send(label: string, request: HostileRequest, cookie?: string | null): Promise<Answer>;
  /** True once the case has run out of time or the server has stopped answering: stop sending. */
  over(): boolean;
}

/** What one case did to the server, for the suite's closing table. */
export interface CaseReport {
  name: string;
  requests: number;
  slowestMs: number;
  worstProbeMs: number;
  worstHeldMs: number;
  /** How late this test process's own event loop ran, for judging the waits on a busy machine. */
  ownLagMs: number;
  peakRssMb: number;
  rssBeforeMb: number;
  rssAfterMb: number | null;
  /** Answers by status, e.g. `200×3 400×1`. */
  statuses: string;
  problems: string[];
}

/** Engine-internal messages a client could not act on (issue 10, point 7). */
const UNCLEAR = /Maximum call stack|Validation aborted|RangeError|TypeError|Cannot read prop/i;

function errorMessages(answer: Answer): string[] {
  return (answer.json?.errors ?? []).map((e) => String(e.message ?? ''));
}

/** What is wrong with one answer, if anything. */
function judge(label: string, answer: Answer): string[] {
  const problems: string[] = [];
  const at = `${label}: ${answer.ms.toFixed(0)} ms`;
  if (answer.status === 0) return [`${at}, no answer (${answer.transportError})`];
  if (answer.ms > REQUEST_LIMIT_MS) problems.push(`${at}, over the ${REQUEST_LIMIT_MS} ms limit`);
  if (answer.status >= 500) problems.push(`${at}, status ${answer.status}`);
  const messages = errorMessages(answer);
  if (answer.status >= 400 && answer.status < 500) {
    // A refusal must say why: a GraphQL error, or at least a line of text.
    if (messages.length === 0 && !answer.text.trim())
      problems.push(`${at}, ${answer.status} with an empty body`);
  }
  const unclear = messages.find((m) => UNCLEAR.test(m));
  if (unclear) problems.push(`${at}, ${answer.status} says "${unclear.slice(0, 80)}"`);
  if ((answer.json?.errors ?? []).some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR'))
    problems.push(`${at}, INTERNAL_SERVER_ERROR`);
  return problems;
}

/**
 * Runs `body` against the kept server with the probe and the memory sampler on, then checks
 * that the server is alive, answering and back to its memory. Never throws for what the
 * server did: that goes to `problems`.
 */
export async function runCase(
  keeper: ServerKeeper,
  name: string,
  deadlineMs: number,
  body: (ctx: CaseContext) => Promise<void>,
): Promise<CaseReport> {
  // A case before this one may have left the server stuck in spite of its own check.
  if (!keeper.server || !(await responsive(keeper.server, STALL_GRACE_MS))) await keeper.replace();
  const server = keeper.server!;
  const rssBeforeMb = rssMb(server.child.pid!) ?? 0;
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let requests = 0;
  let slowestMs = 0;
  let gone = false;
  let ranOut = false;
  const deadline = performance.now() + deadlineMs;

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const watcher = watch(server);
  const ctx: CaseContext = {
    async send(label, request, cookie = null) {
      const answer = await send(server.origin, request, { agent, cookie });
      requests++;
      slowestMs = Math.max(slowestMs, answer.ms);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      problems.push(...judge(label, answer));
      // No answer: the server is stuck or dead, and every next request would wait as long.
      if (answer.status === 0) gone = true;
      return answer;
    },
    over() {
      // Checked before each send: a case that ends here left requests unsent.
      if (!gone && performance.now() > deadline) ranOut = true;
      return gone || ranOut;
    },
  };
  try {
    await body(ctx);
  } catch (err) {
    problems.push(`the case itself threw: ${String(err)}`);
  }
  if (ranOut) problems.push(`ran out of its ${deadlineMs / 1000} s before sending everything`);
  const figures = watcher.stop();
  agent.destroy();

  if (figures.killedAtRssMb !== null)
    problems.push(`RSS reached ${figures.killedAtRssMb.toFixed(0)} MB: killed by the watch`);
  else if (server.child.exitCode !== null || server.child.signalCode !== null)
    problems.push(
      `the server died (${server.child.signalCode ?? `exit ${server.child.exitCode}`})`,
    );
  if (figures.worstHeldMs > PROBE_LIMIT_MS)
    problems.push(
      `the server's event loop held a probe up for ${figures.worstHeldMs.toFixed(0)} ms ` +
        `(limit ${PROBE_LIMIT_MS}; the longest wait was ${figures.worstProbeMs.toFixed(0)} ms)`,
    );
  // What the case added: a server some earlier case left above the ceiling with garbage not yet
  // collected (it found 602 MB and left 479) is that case's to answer for, through the return
  // check below, not this one's.
  if (figures.peakRssMb > Math.max(RSS_CEILING_MB, rssBeforeMb))
    problems.push(`RSS peaked at ${figures.peakRssMb.toFixed(0)} MB (ceiling ${RSS_CEILING_MB})`);

  let rssAfterMb: number | null = null;
  if (await responsive(server, STALL_GRACE_MS)) {
    rssAfterMb = await keeper.settledRssMb(rssBeforeMb + RSS_RETURN_MB);
    if (rssAfterMb !== null && rssAfterMb > rssBeforeMb + RSS_RETURN_MB)
      problems.push(
        `RSS stayed at ${rssAfterMb.toFixed(0)} MB, up from ${rssBeforeMb.toFixed(0)} MB before the case`,
      );
  } else if (server.child.exitCode === null && server.child.signalCode === null) {
    problems.push(`the server was still busy ${STALL_GRACE_MS} ms after the case: stalled`);
  }
  // Whatever a failed case left behind (a busy loop, a swollen heap) must not fail the next one.
  if (problems.length > 0) await keeper.replace();

  return {
    name,
    requests,
    slowestMs,
    worstProbeMs: figures.worstProbeMs,
    worstHeldMs: figures.worstHeldMs,
    ownLagMs: figures.ownLagMs,
    peakRssMb: figures.peakRssMb,
    rssBeforeMb,
    rssAfterMb,
    statuses: [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
    problems,
  };
}

/** The suite's closing table: one line per case, then its problems indented below it. */
export function formatReports(reports: CaseReport[]): string {
  const lines = [
    'case | requests | slowest ms | probe held / waited ms (own lag) | peak RSS MB | RSS before → after MB | statuses',
  ];
  for (const r of reports) {
    lines.push(
      `${r.problems.length ? 'FAIL' : 'ok  '} ${r.name} | ${r.requests} | ${r.slowestMs.toFixed(0)} | ` +
        `${r.worstHeldMs.toFixed(0)} / ${r.worstProbeMs.toFixed(0)} (${r.ownLagMs.toFixed(0)}) | ${r.peakRssMb.toFixed(0)} | ` +
        `${r.rssBeforeMb.toFixed(0)} → ${r.rssAfterMb === null ? '—' : r.rssAfterMb.toFixed(0)} | ${r.statuses}`,
    );
    for (const p of r.problems.slice(0, 6)) lines.push(`       · ${p}`);
    if (r.problems.length > 6) lines.push(`       · … ${r.problems.length - 6} more`);
  }
  return lines.join('\n');
}
