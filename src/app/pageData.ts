// What a server-rendered page carries for the client to hydrate from: the Relay records the
// render read, the Markdown HTML it showed and the site's public origin. It travels in a
// `<script type="application/json">` block: the browser never runs it, so the page needs no
// inline script and the CSP stays `script-src 'self'` (server/README.md says why this road
// rather than a per-response nonce).
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import type { MarkdownHeading } from '../markdown/renderMarkdown';

/** The data block's element id. */
export const PAGE_DATA_ID = 'folio-data';

/**
 * What the server renderer writes after the elements React hoists to the start of its output
 * (`<title>`, `<meta>`, `<link>`): the server moves what comes before it into `<head>`.
 */
export const HEAD_END = '<template data-folio-head-end=""></template>';

/** One Markdown source the server rendered, and what it rendered: `[source, html, headings]`. */
export type RenderedEntry = [source: string, html: string, headings: MarkdownHeading[]];

/**
 * A rendered source as the block carries it: the source itself, or, when a record holds it
 * (an article's body), that record's id and field, so a long body is not written twice.
 */
export type RenderedEntryOnPage = [
  source: string | [record: string, field: string],
  html: string,
  headings: MarkdownHeading[],
];

export interface PageData {
  /** The Relay store's records after the server's render (`RecordSource.toJSON()`). */
  records: RecordMap;
  /** The Markdown the page shows, rendered by the server's pipeline (byte-identical to ours). */
  markdown: RenderedEntry[];
  /** The site's public origin, as the server rendered the page with it. */
  siteOrigin: string;
}

// Everything that could end the block (`</script>`, `<!--`) or be read differently by an old
// JavaScript parser (U+2028, U+2029) is written as a JSON escape; `&` too, so no entity is
// ever formed. JSON.parse reads the escapes back as the very characters.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** The data block as written: sources held by a record are named by it. */
export type PageDataOnPage = Omit<PageData, 'markdown'> & { markdown: RenderedEntryOnPage[] };

/** The JSON of `data`, safe as the text of a `<script type="application/json">` element. */
export function serializePageData(data: PageDataOnPage): string {
  return JSON.stringify(data).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The page's data block, or null for a page the server did not render (the SPA shell). */
export function readPageData(document: Document): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  try {
    const data = JSON.parse(element.textContent ?? '') as PageDataOnPage;
    if (typeof data !== 'object' || data === null || typeof data.records !== 'object') return null;
    const markdown = Array.isArray(data.markdown) ? data.markdown : [];
    return {
      ...data,
      markdown: markdown.flatMap(([source, html, headings]): RenderedEntry[] => {
        // An entry whose source is not there (a record without that field) is left out: the
        // page renders that source itself, as without a server.
        const text = Array.isArray(source) ? data.records[source[0]]?.[source[1]] : source;
        return typeof text === 'string' ? [[text, html, headings]] : [];
      }),
    };
  } catch {
    return null;
  }
}
