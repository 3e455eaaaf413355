// The whole Markdown pipeline of src/markdown (marked, code blocks, the sanitizer policy, heading
// ids) run to the end on this thread, with DOMPurify on a jsdom window whose URL is the site's
// public origin. Only the server's render thread (markdownThread.ts) calls it: marked is
// super-linear on some inputs and cannot be interrupted, so the event loop never runs it.
import crypto from 'node:crypto';
import { JSDOM } from 'jsdom';
import { highlight } from '../../src/markdown/allGrammars';
import { maxHtmlChars, type LexFailure } from '../../src/markdown/lexer';
import { markdownBlocks } from '../../src/markdown/markdownBlocks';
import {
  renderSteps,
  segmentEngine,
  type SegmentEngine,
} from '../../src/markdown/markdownSegments';
import type { RenderedMarkdown } from '../../src/markdown/renderMarkdown';
import { createMarkdownSanitizer } from '../../src/markdown/sanitizerPolicy';

/** What one render asks for. */
export interface RenderRequest {
  source: string;
  /** The site's public origin: decides which links are external, as the reader's page does. */
  origin: string;
  /** Fenced code with a known language highlighted, as the reader's page shows it once idle. */
  highlight: boolean;
  /**
   * Links and images made absolute against this URL (the article's own), for HTML read away
   * from the site (a feed); null leaves them as the page has them.
   */
  base: string | null;
}

export type RenderResult = { rendered: RenderedMarkdown } | { failed: LexFailure };

/** Marks our checkboxes, code slots and the sentinel; raw HTML cannot know it. */
const NONCE = crypto.randomBytes(16).toString('hex');

/** Windows kept, one per origin: a server with no FOLIO_PUBLIC_URL sees a few hosts. */
const MAX_ENGINES = 4;
/**
 * Renders a window serves before it is closed and a fresh one made. Every document that runs a
 * selector (the sanitizer's own, each `<template>`) registers listeners on its window that
 * nothing removes (jsdom's @asamuzakjp/dom-selector), so a window kept for good kept every
 * document it ever parsed: 0.66 MB a render of the demo articles, and the thread died at its
 * heap limit after ~700 renders. A fresh window costs a few milliseconds; once per 20 renders, nothing.
 */
export const RENDERS_PER_WINDOW = 20;

/**
 * Source characters a window's renders may add up to before it is replaced, for the same
 * reason: what a window keeps grows with the documents it parsed. Bodies slow to render (10,000
 * to 40,000 characters of task lists, footnotes, autolinks) kept 25 MB each: at 256 KB a window
 * the thread's live heap passed half its limit in ten renders and the thread was replaced; at
 * 32 KB its heap stayed at 90–210 MB over twenty, and a process's RSS peaked 437 MB, not 578.
 */
export const SOURCE_CHARS_PER_WINDOW = 32 * 1024;

interface Engine {
  engine: SegmentEngine;
  window: JSDOM['window'];
  renders: number;
  /** The characters of source its renders have had. */
  chars: number;
}
const engines = new Map<string, Engine>();

/**
 * Renders `request.source` as the reader's page would (`renderMarkdownWhole`, which its
 * segment-wise renders equal): the same HTML byte for byte, or the verdict 'complex' where
 * marked throws (deep nesting) or makes more HTML or elements than the page would take.
 */
export function renderOnThisThread(request: RenderRequest): RenderResult {
  const { engine, window } = engineFor(request.origin, request.source.length);
  let lexed;
  try {
    lexed = markdownBlocks(request.source, NONCE, maxHtmlChars(request.source));
  } catch {
    return { failed: 'complex' };
  }
  let rendered: RenderedMarkdown;
  try {
    const steps = renderSteps(engine, lexed, request.highlight ? highlight : null, 'whole');
    let step = steps.next();
    while (!step.done) step = steps.next();
    rendered = step.value;
  } catch (error) {
    // A stack overflow or a string past the engine's limit; anything else is a bug.
    if (error instanceof RangeError) return { failed: 'complex' };
    throw error;
  }
  if (request.base === null) return { rendered };
  return { rendered: { ...rendered, html: absoluteUrls(window, rendered.html, request.base) } };
}

function engineFor(origin: string, chars: number): Engine {
  let entry = engines.get(origin);
  if (entry) engines.delete(origin);
  if (entry && (entry.renders >= RENDERS_PER_WINDOW || entry.chars >= SOURCE_CHARS_PER_WINDOW)) {
    entry.window.close();
    entry = undefined;
  }
  if (!entry) {
    const window = new JSDOM('', { url: origin }).window;
    const sanitizer = createMarkdownSanitizer(
      window as unknown as typeof globalThis & Window,
      NONCE,
    );
    entry = { engine: segmentEngine(sanitizer, NONCE), window, renders: 0, chars: 0 };
    if (engines.size >= MAX_ENGINES) {
      const oldest = engines.keys().next().value!;
      engines.get(oldest)!.window.close();
      engines.delete(oldest);
    }
  }
  entry.renders++;
  entry.chars += chars;
  engines.set(origin, entry);
  return entry;
}

/**
 * Sanitized HTML as it is read away from the site (a feed reader): every link and image, and
 * each candidate of an image's `srcset` (on `<img>` and a `<picture>`'s `<source>`), resolved
 * against `base`, and the headings' "#" links, which only the article's page uses, removed.
 * Only the sanitizer's output comes here, and only those values change, each to the absolute
 * form of what the reader's page would have followed.
 */
function absoluteUrls(window: JSDOM['window'], html: string, base: string): string {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  for (const anchor of template.content.querySelectorAll('a.heading-anchor')) {
    // The space written between the heading's text and its link goes with the link.
    const before = anchor.previousSibling;
    if (before?.nodeType === window.Node.TEXT_NODE)
      before.textContent = before.textContent!.trimEnd();
    anchor.remove();
  }
  const resolve = (url: string) => {
    try {
      return new URL(url, base).href;
    } catch {
      // Not a URL even relative to the article: left as it is, as the page would show it.
      return url;
    }
  };
  for (const element of template.content.querySelectorAll('a[href], img[src]')) {
    const attribute = element.tagName === 'A' ? 'href' : 'src';
    element.setAttribute(attribute, resolve(element.getAttribute(attribute)!));
  }
  // A srcset lists "url width" candidates; Folio's renditions hold no comma (assertInert.ts).
  for (const element of template.content.querySelectorAll('img[srcset], source[srcset]')) {
    const candidates = element
      .getAttribute('srcset')!
      .split(',')
      .map((candidate) => {
        const [url = '', ...descriptors] = candidate.trim().split(/\s+/);
        return [resolve(url), ...descriptors].join(' ');
      });
    element.setAttribute('srcset', candidates.join(', '));
  }
  return template.innerHTML;
}
