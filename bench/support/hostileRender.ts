/**
 * The render half of the hostile bench (issue 25/26): each shape that is slow to render
 * (test/hostile/slowRender.ts) at the size limit and at the longest the save check accepts,
 * with the check's verdict and what the server's render thread then takes, in-process: a reader
 * can see that an accepted body renders formatted within the render budget.
 */
import {
  closeMarkdownBudget,
  formatsWithinBudget,
  warmMarkdownCheck,
} from '../../server/markdown/markdownBudget';
import { ServerMarkdown } from '../../server/render/serverMarkdown';
import { LEX_BUDGET_MS } from '../../src/markdown/lexer';
import type { HostileShape } from '../../test/hostile/markdown';
import { longestAccepted } from '../../test/hostile/slowRender';

export interface RenderTiming {
  shape: string;
  length: number;
  /** The save check's verdict ('ok', or why it refuses) and its wall time, ms. */
  verdict: string;
  checkMs: number;
  /** The server's render: its thread's CPU time and wall time (ms), and unformatted or not. */
  renderCpuMs: number | null;
  renderMs: number;
  unformatted: string | null;
}

const ORIGIN = 'http://folio.invalid';

/** Times every shape at `limit` and at the longest the check accepts. */
export async function timeHostileRenders(
  shapes: HostileShape[],
  limit: number,
  onTiming: (timing: RenderTiming) => void,
): Promise<RenderTiming[]> {
  // The render budget as the server has it; no wall-clock cap, so a busy machine shows as time.
  const renderer = new ServerMarkdown({
    budgetMs: LEX_BUDGET_MS,
    maxWaitMs: 60_000,
    maxWallMs: 60_000,
  });
  const results: RenderTiming[] = [];
  try {
    await Promise.all([renderer.warm(), warmMarkdownCheck()]);
    const accepts = async (body: string) => (await formatsWithinBudget(body, 'bench')) === 'ok';
    for (const shape of shapes) {
      const longest = await longestAccepted(shape, limit, accepts);
      for (const length of new Set([limit, longest])) {
        const body = shape.make(length);
        let started = performance.now();
        const verdict = await formatsWithinBudget(body, 'bench');
        const checkMs = performance.now() - started;
        started = performance.now();
        const rendered = await renderer.render(body, { origin: ORIGIN, highlight: true });
        const timing: RenderTiming = {
          shape: shape.name,
          length,
          verdict,
          checkMs,
          renderCpuMs: renderer.threadStats().cpuMs,
          renderMs: performance.now() - started,
          unformatted: rendered.unformatted,
        };
        results.push(timing);
        onTiming(timing);
      }
    }
  } finally {
    await renderer.close();
    await closeMarkdownBudget();
  }
  return results;
}
