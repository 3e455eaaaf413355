// The pipeline the bench compares against. bench/markdown.ts replaces this module with the file
// FOLIO_BENCH_MARKDOWN_BASELINE names (an older renderMarkdown.ts, e.g. from `git show`); without
// it, the "baseline" is the current pipeline and the bench does not report it.
export { clearRenderCache, renderMarkdown } from '../../src/markdown/renderMarkdown';
