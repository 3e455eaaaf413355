import { use } from 'react';
import type * as RenderMarkdownModule from './renderMarkdown';

/** The pipeline module: marked, DOMPurify and `renderMarkdown` with its helpers. */
export type MarkdownPipeline = typeof RenderMarkdownModule;

let pipeline: MarkdownPipeline | null = null;
let loading: Promise<MarkdownPipeline> | null = null;

/**
 * Loads the pipeline's chunk once; every caller shares the one promise, and a failed load is
 * forgotten so that a retry fetches it again. It is a chunk of its own because pages without
 * Markdown (home, lists, search) should pay neither its download nor its start-up: marked
 * builds some forty regular expressions as it loads. Routes that render Markdown start it in
 * their loader, beside their query (see `whenMarkdownReady`).
 */
export function loadMarkdownPipeline(): Promise<MarkdownPipeline> {
  loading ??= import(/* webpackChunkName: "markdown" */ './renderMarkdown').then(
    // Where marked cannot run in a thread of its own (jsdom), it loads here too.
    async (module) => {
      await module.whenPipelineReady();
      return (pipeline = module);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * `value` (a route loader's result), once the pipeline has loaded too: at once, unchanged, when
 * it already has. A screen that renders Markdown thus never suspends on it, which would replace
 * the previous screen with a placeholder (see app/loadRouteQuery.ts).
 */
export function whenMarkdownReady<T>(value: T | Promise<T>): T | Promise<T> {
  if (pipeline) return value;
  return Promise.all([value, loadMarkdownPipeline()]).then(([result]) => result);
}

/** The pipeline; suspends the calling component until its chunk has loaded. */
export function useMarkdownPipeline(): MarkdownPipeline {
  return pipeline ?? use(loadMarkdownPipeline());
}
