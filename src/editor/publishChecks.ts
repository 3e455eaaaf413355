import { startTags } from './htmlStartTags';

/** Links to Folio articles one check asks the server about (Query.unknownArticleLinks). */
export const LINKS_CHECKED = 50;
/** Images and links a body is scanned for: a body is at most 100,000 characters. */
const TAGS_SCANNED = 2_000;

/** What the pre-publish check finds in the text, before the server's answer on links. */
export interface PublishFindings {
  summaryMissing: boolean;
  coverWithoutAlt: boolean;
  /** Each image of the body without a description: "Image 2 (harbour.jpg)". */
  imagesWithoutAlt: string[];
  /** Each heading deeper than the one before allows, in words. */
  headingsOutOfOrder: string[];
  /** The body's links to Folio articles, as paths (`/articles/<slug>`), each once, in order. */
  articlePaths: string[];
  /** Links to articles past LINKS_CHECKED, not asked about. */
  pathsNotChecked: number;
}

/** An image's name for the writer: its file, as its address ends. */
function fileName(src: string): string {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1) || src;
}

/** The path of a link to an article of this site (`origin`), else null. */
function articlePath(href: string, origin: string): string | null {
  const path = href.startsWith(origin + '/') ? href.slice(origin.length) : href;
  return path.startsWith('/articles/') ? path : null;
}

/**
 * The pre-publish check over the text as readers will get it: `html` is the body through the
 * reader's pipeline, `headings` its headings (the title is the page's one level-1 heading, so a
 * heading may go at most one level deeper than the one before it, starting from the title).
 */
export function publishFindings(input: {
  summary: string;
  cover: { alt: string } | null;
  html: string;
  headings: readonly { depth: number; text: string }[];
  origin: string;
}): PublishFindings {
  const tags = startTags(input.html, new Set(['img', 'a']), TAGS_SCANNED);
  const imagesWithoutAlt: string[] = [];
  let images = 0;
  for (const tag of tags) {
    if (tag.name !== 'img') continue;
    images++;
    const alt = tag.attributes.get('alt') ?? '';
    if (alt.trim() === '') {
      imagesWithoutAlt.push(`Image ${images} (${fileName(tag.attributes.get('src') ?? '')})`);
    }
  }
  const paths = new Set<string>();
  for (const tag of tags) {
    const path =
      tag.name === 'a' ? articlePath(tag.attributes.get('href') ?? '', input.origin) : null;
    if (path) paths.add(path);
  }
  const articlePaths = [...paths];
  const headingsOutOfOrder: string[] = [];
  let previous = 1;
  for (const heading of input.headings) {
    if (heading.depth === 1) {
      headingsOutOfOrder.push(`“${heading.text}” is a level-1 heading: the title is the only one`);
    } else if (heading.depth > previous + 1) {
      headingsOutOfOrder.push(
        `“${heading.text}” is a level-${heading.depth} heading after a level-${previous} one`,
      );
    }
    previous = heading.depth;
  }
  return {
    summaryMissing: input.summary.trim() === '',
    coverWithoutAlt: input.cover !== null && input.cover.alt.trim() === '',
    imagesWithoutAlt,
    headingsOutOfOrder,
    articlePaths: articlePaths.slice(0, LINKS_CHECKED),
    pathsNotChecked: Math.max(0, articlePaths.length - LINKS_CHECKED),
  };
}
