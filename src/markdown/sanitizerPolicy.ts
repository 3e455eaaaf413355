// Folio's sanitizer policy for Markdown: the one file a security review of rendered Markdown
// needs. What marked makes of untrusted text (raw HTML allowed) goes through DOMPurify with
// explicit allow-lists and the hooks below; nothing else in src/markdown loosens it. The policy
// is applied to a DOMPurify instance of its own, built on the window it is given (the page's,
// or a jsdom window on a server), and holds no state between calls: two windows given the same
// input produce the same HTML.
import createDOMPurify from 'dompurify';
import type { Config } from 'dompurify';
import { TASK_MARKER } from './lexProtocol';
import { isMediaSrcset, isMediaType, isSizes } from './mediaImages';

/** Allowed URL schemes per attribute; anything without a scheme is relative and allowed. */
const HREF_SCHEMES = new Set(['http', 'https', 'mailto']);
const SRC_SCHEMES = new Set(['http', 'https']);

// Everything a browser ignores or strips around or inside a scheme (C0 controls, space, DEL,
// C1 controls, Unicode spaces, BOM): removed before the scheme is read, so `java\tscript:` or
// `\u0001javascript:` cannot slip past as "no scheme". Removing more than a browser does only
// makes the check stricter.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it must find
const URL_IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const URL_SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether a URL attribute value (as the DOM holds it: entities already decoded) may stay.
 * `href` allows http(s), mailto and relative URLs; `src` only http(s) and relative ones.
 */
export function isAllowedUrl(value: string, attribute: 'href' | 'src'): boolean {
  const stripped = value.replace(URL_IGNORED, '');
  const match = URL_SCHEME.exec(stripped);
  // Without a scheme the URL is relative, unless a character reference sits where the scheme
  // would be (`&#106;avascript:`, `javascript&colon;`): harmless as the browser reads it, but one
  // careless decode away from a scheme, and no real link needs it.
  if (!match) return !/^[^/?#]*&/.test(stripped);
  const scheme = (match[1] ?? '').toLowerCase();
  return (attribute === 'href' ? HREF_SCHEMES : SRC_SCHEMES).has(scheme);
}

// Markdown needs these and nothing else (picture/source: Folio's own images, see the hooks).
// An explicit list instead of USE_PROFILES.html: no
// svg/math (namespace confusion, script-capable), no form controls, no media/embedding, no
// style, no script-capable or document-level element (script, iframe, object, embed, base,
// meta, link, template, noscript…) can appear even if DOMPurify's defaults change.
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'cite', 'code', 'col',
  'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'input', 'ins', 'kbd', 'li', 'mark',
  'ol', 'p', 'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'small', 'source', 'span',
  'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time',
  'tr', 'u', 'ul', 'var', 'wbr',
]; // prettier-ignore

// No id/name (clobbering; our heading ids are added after sanitizing), no style, no
// target/rel (we set them), no event handlers (never listed). `srcset`, `sizes` and `type` are
// listed for Folio's own images only: the hooks below keep a `srcset` only when it lists
// nothing but renditions of our media (a second URL list, checked candidate by candidate), and
// a `type` only on a `<source>` (our checkboxes get theirs from us).
const ALLOWED_ATTR = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'align', 'colspan', 'rowspan', 'scope',
  'start', 'reversed', 'checked', 'disabled', 'open', 'class', 'lang', 'dir', 'datetime',
  'srcset', 'sizes', 'type',
]; // prettier-ignore

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // Belt and braces for the worst offenders, should someone widen ALLOWED_TAGS/ATTR later.
  FORBID_TAGS: ['script', 'style', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'template', 'form', 'svg', 'math'], // prettier-ignore
  FORBID_ATTR: ['style', 'id', 'name', 'srcdoc', 'action', 'formaction', 'xlink:href'],
  // data-* and aria-* are on by default: data-* feeds behaviour in app/library code that reads
  // it, aria-* lets content relabel or hide things from assistive technology.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // First gate for href/src (isAllowedUrl in the hook is the second, per attribute): http(s),
  // mailto, or no scheme at all. DOMPurify tests it after stripping whitespace/controls.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // The content of <textarea>, <title>, <noscript>… is dropped with them (DOMPurify's default
  // FORBID_CONTENTS), which defeats the raw-text-element mXSS family.
  KEEP_CONTENT: true,
  // Every segment is parsed as body content, as it would be inside the whole document (see
  // markdownSegments.ts); it also keeps a leading <style>/<meta>/<noscript> from being parsed into <head>.
  FORCE_BODY: true,
  // We get the body element back to add heading ids and anchors without a second parse.
  RETURN_DOM: true,
};

/** Folio's Markdown sanitizer on one window (see createMarkdownSanitizer). */
export interface MarkdownSanitizer {
  /**
   * Sanitizes `dirty`, parsed as body content, and returns the body element (null when the
   * markup leaves no body, as a `<frameset>` does). `inspect`, if given, sees the parsed body
   * before anything in it is removed or hoisted (see markdownSegments.ts); whatever is left
   * in it is then sanitized like the rest.
   */
  sanitize(dirty: string, inspect?: (body: Element) => void): HTMLElement | null;
}

/**
 * The policy on a DOMPurify instance of its own, built on `window`: hooks and config are per
 * instance, so nobody else can loosen them. In a browser it uses DOMPurify's default Trusted
 * Types policy, named 'dompurify', for its inert parse. `taskNonce` is what our own task-list
 * checkboxes carry (TASK_MARKER); an `input` without it is removed. Links are external when
 * their origin differs from `window.location`'s: a server must give its window the site's URL.
 */
export function createMarkdownSanitizer(
  window: Window & typeof globalThis,
  taskNonce: string,
): MarkdownSanitizer {
  const purify = createDOMPurify(window);
  purify.setConfig(CONFIG);
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'input' && (node as Element).getAttribute(TASK_MARKER) !== taskNonce) {
      (node as Element).remove();
    }
    // A <source> means something only in a <picture> (no media elements are allowed).
    if (data.tagName === 'source' && node.parentNode?.nodeName !== 'PICTURE') {
      (node as Element).remove();
    }
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (data.attrName === 'href' || data.attrName === 'src') {
      const kind = data.attrName === 'src' && tag === 'img' ? 'src' : 'href';
      if (data.attrName === 'src' && tag !== 'img') data.keepAttr = false;
      else if (!isAllowedUrl(data.attrValue, kind)) data.keepAttr = false;
    } else if (data.attrName === 'srcset') {
      data.keepAttr = (tag === 'img' || tag === 'source') && isMediaSrcset(data.attrValue);
    } else if (data.attrName === 'sizes') {
      data.keepAttr = (tag === 'img' || tag === 'source') && isSizes(data.attrValue);
    } else if (data.attrName === 'type') {
      data.keepAttr = tag === 'source' && isMediaType(data.attrValue);
    } else if (data.attrName === 'class') {
      const kept = data.attrValue.split(/\s+/).filter((name) => isAllowedClass(tag, name));
      if (kept.length === 0) data.keepAttr = false;
      else data.attrValue = kept.join(' ');
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== 1) return;
    const element = node as Element;
    switch (element.localName) {
      case 'a':
        if (isExternal(element.getAttribute('href'), window.location)) {
          element.setAttribute('target', '_blank');
          element.setAttribute('rel', 'noopener noreferrer nofollow ugc');
        }
        break;
      case 'img':
        element.setAttribute('loading', 'lazy');
        element.setAttribute('decoding', 'async');
        break;
      case 'input':
        // Only our task checkboxes get here (see uponSanitizeElement); pin what they may be.
        element.setAttribute('type', 'checkbox');
        element.setAttribute('disabled', '');
        // A checkbox needs a name (axe, screen readers); the item's text follows it. Ours,
        // set after the attribute checks: content can never write an aria-* attribute.
        element.setAttribute('aria-label', element.hasAttribute('checked') ? 'Done' : 'Not done');
        break;
    }
  });
  return {
    sanitize(dirty, inspect) {
      if (!inspect) return purify.sanitize(dirty) as unknown as HTMLElement | null;
      // A hook of this call only: the walk starts at the body, before anything is removed.
      let seen = false;
      const hook = (node: Node) => {
        if (seen || node.nodeName !== 'BODY') return;
        seen = true;
        inspect(node as Element);
      };
      purify.addHook('beforeSanitizeElements', hook);
      try {
        return purify.sanitize(dirty) as unknown as HTMLElement | null;
      } finally {
        purify.removeHook('beforeSanitizeElements', hook);
      }
    },
  };
}

// Highlighter output is spans with hljs-* classes (and hljs' `function_`-style modifiers);
// marked gives code a language-* class. No other class survives, so content cannot borrow the
// app's own styling to imitate its UI.
function isAllowedClass(tag: string, name: string): boolean {
  if (tag === 'span') return /^hljs-[\w-]+$/.test(name) || /^[a-z]+_$/.test(name);
  if (tag === 'code') return name === 'hljs' || /^language-[\w#+.-]+$/.test(name);
  return false;
}

function isExternal(href: string | null, location: Location): boolean {
  if (!href) return false;
  try {
    const url = new URL(href, location.href);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== location.origin
    );
  } catch {
    return false;
  }
}
