// The browser side of the markdown bench (bundled by bench/markdown.ts): the real pipeline,
// marked alone with the pipeline's options and, when FOLIO_BENCH_MARKDOWN_BASELINE names one,
// another version of renderMarkdown.ts to compare against side by side.
import { Marked } from 'marked';
import { highlight } from '../../src/markdown/allGrammars';
import { lexOnThisThread } from '../../src/markdown/lexer';
import * as current from '../../src/markdown/renderMarkdown';
import * as baseline from './markdownBaseline';

type Pipeline = Pick<typeof current, 'renderMarkdown' | 'clearRenderCache'>;

export type PipelineName = 'current' | 'baseline';

const pipelines: Record<PipelineName, Pipeline> = {
  current,
  baseline,
};

// The pipeline's own options (renderMarkdown.ts), without its renderer overrides.
const markedAlone = new Marked({ gfm: true, breaks: false, async: false });

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** What the bench calls through page.evaluate. */
export interface MarkdownBenchApi {
  /** marked.parse alone, in ms. */
  marked(source: string): number;
  /** A render with every cache emptied first (an article the page has not seen), in ms. */
  render(pipeline: PipelineName, source: string, highlighted: boolean): number;
  /**
   * Renders `source`, then types `count` characters one at a time from `offset`, rendering
   * after each as the editor preview does; the ms of each keystroke's render.
   */
  type(
    pipeline: PipelineName,
    source: string,
    offset: number,
    count: number,
    highlighted: boolean,
  ): number[];
  /** The html of a render, to check that both pipelines agree on the bench article. */
  html(pipeline: PipelineName, source: string, highlighted: boolean): string;
}

const api: MarkdownBenchApi = {
  marked(source) {
    return time(() => markedAlone.parse(source, { async: false }));
  },
  render(name, source, highlighted) {
    const pipeline = pipelines[name];
    pipeline.clearRenderCache();
    return time(() =>
      pipeline.renderMarkdown(source, highlighted ? { highlighter: highlight } : undefined),
    );
  },
  type(name, source, offset, count, highlighted) {
    const pipeline = pipelines[name];
    const options = highlighted ? { highlighter: highlight } : undefined;
    pipeline.renderMarkdown(source, options);
    const times: number[] = [];
    let text = source;
    for (let i = 0; i < count; i++) {
      const at = offset + i;
      text = text.slice(0, at) + String.fromCharCode(97 + (i % 26)) + text.slice(at);
      const edited = text;
      times.push(time(() => pipeline.renderMarkdown(edited, options)));
    }
    return times;
  },
  html(name, source, highlighted) {
    const options = highlighted ? { highlighter: highlight } : undefined;
    return pipelines[name].renderMarkdown(source, options).html;
  },
};

// The app runs marked in a Web Worker; here it runs on the page, so that each figure is the
// whole render (lexing included) timed on one thread, as it was before the worker.
void lexOnThisThread().then(() => {
  (globalThis as { folioMarkdownBench?: MarkdownBenchApi }).folioMarkdownBench = api;
});
