// The pipeline's safety contract as a checker: it parses HTML the way a browser would and lists
// everything that could run code, load a dangerous URL, restyle the page or clobber the DOM. It
// is deliberately independent of the sanitizer's configuration, so loosening that is caught.

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Elements that run script, load documents or plugins, change the document, or hold forms. */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta',
  'link', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'listing', 'svg',
  'math', 'form', 'button', 'textarea', 'select', 'option', 'optgroup', 'datalist', 'output',
  'fieldset', 'keygen', 'isindex', 'portal', 'fencedframe', 'video', 'audio', 'track',
  'image', 'use', 'foreignobject', 'animate', 'set', 'handler', 'xml', 'title',
  'slot', 'dialog',
]); // prettier-ignore

/** Attributes whose value is (or lists) a URL. */
const URL_ATTRIBUTES = new Set([
  'href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'background', 'data',
  'codebase', 'ping', 'lowsrc', 'dynsrc', 'cite', 'longdesc', 'manifest', 'icon', 'archive',
]); // prettier-ignore

/**
 * The only URL a `srcset` may list: a rendition of an image Folio stored (see the README's
 * images section). Written here again, not imported, so the checker stays independent.
 */
const MEDIA_RENDITION = /^\/media\/[0-9a-f]{32}-[0-9]{1,4}\.(?:avif|webp|jpg|png)$/;

/** Attributes that are dangerous whatever their value. */
const FORBIDDEN_ATTRIBUTES = new Set(['style', 'srcdoc', 'http-equiv', 'is', 'popover']);

/** Names a clobbering id/name would shadow even when the checking realm lacks them. */
const CLOBBER_NAMES = new Set([
  'location', 'cookie', 'domain', 'forms', 'images', 'links', 'body', 'head', 'documentelement',
  'defaultview', 'getelementbyid', 'createelement', 'queryselector', 'write', 'referrer', 'url',
  'alert', 'top', 'parent', 'self', 'opener', 'frames', 'window', 'document', 'name', 'origin',
  'attributes', 'nodename', 'nodetype', 'parentnode', 'childnodes', 'innerhtml', 'submit',
  'action', 'elements', 'length', '__proto__', 'constructor', 'prototype', 'tostring',
]); // prettier-ignore

// eslint-disable-next-line no-control-regex -- control characters are exactly what it must find
const URL_IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/**
 * Lists why `html` is not inert (empty when it is): script-capable or form elements, elements
 * outside the HTML namespace, `on*`, `style` and other dangerous attributes, URL attributes whose
 * value is not http(s), mailto (links only) or relative once trimmed and entity-decoded, a
 * `srcset` listing anything but renditions of Folio's own images, and
 * ids/names that would shadow a property of `document` or `window`.
 */
export function findExecutable(html: string): string[] {
  const problems: string[] = [];
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const element of doc.body.querySelectorAll('*')) {
    const tag = element.localName.toLowerCase();
    if (element.namespaceURI !== HTML_NAMESPACE) problems.push(`foreign element <${tag}>`);
    if (FORBIDDEN_ELEMENTS.has(tag)) problems.push(`element <${tag}>`);
    if (tag === 'input' && !isTaskCheckbox(element)) problems.push('input other than a task box');
    // <picture> and <source> exist for Folio's own images; a <source> elsewhere (video,
    // audio) or with a src is something else.
    if (tag === 'source' && element.parentElement?.localName !== 'picture') {
      problems.push('<source> outside a <picture>');
    }
    if (tag === 'source' && element.hasAttribute('src')) problems.push('src on <source>');
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) problems.push(`event handler ${name} on <${tag}>`);
      if (FORBIDDEN_ATTRIBUTES.has(attribute)) problems.push(`attribute ${name} on <${tag}>`);
      if (URL_ATTRIBUTES.has(attribute) || attribute.endsWith(':href')) {
        const srcset = attribute === 'srcset';
        const urls = srcset ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value]; // prettier-ignore
        for (const url of urls) {
          if (
            srcset
              ? !MEDIA_RENDITION.test(url)
              : !isSafeUrl(url, attribute === 'href' && tag === 'a')
          ) {
            problems.push(`${name}=${JSON.stringify(value)} on <${tag}>`);
          }
        }
      }
      if ((attribute === 'id' || attribute === 'name') && clobbers(value)) {
        problems.push(`${name}=${JSON.stringify(value)} clobbers a DOM property`);
      }
    }
  }
  return problems;
}

/** Throws, naming every problem, unless `html` is inert (see `findExecutable`). */
export function assertInert(html: string, label = 'output'): void {
  const problems = findExecutable(html);
  if (problems.length > 0) {
    throw new Error(`${label} is not inert:\n- ${problems.join('\n- ')}\n${html}`);
  }
}

function isTaskCheckbox(element: Element): boolean {
  return element.getAttribute('type') === 'checkbox' && element.hasAttribute('disabled');
}

function isSafeUrl(raw: string, allowMailto: boolean): boolean {
  // The parser decoded entities once; decode again so a value that is itself entity-encoded
  // text is judged by what a later consumer might make of it.
  const value = decodeEntities(raw).replace(URL_IGNORED, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  // No scheme means relative; percent-encoding never forms a scheme (`javascript%3A` is a path).
  if (scheme === undefined) return true;
  return scheme === 'http' || scheme === 'https' || (allowMailto && scheme === 'mailto');
}

// Numeric references and the named ones that spell URL syntax. Done by hand, not through an
// innerHTML sink, so the checker also runs in a page under Trusted Types.
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', colon: ':', tab: '\t', newline: '\n', sol: '/', period: '.', lpar: '(', rpar: ')',
  quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0', semi: ';', comma: ',', num: '#',
}; // prettier-ignore

function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(
    /&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]{2,8}));?/gi,
    (whole, hex, dec, name) => {
      if (hex || dec) {
        const code = parseInt(hex ?? dec, hex ? 16 : 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return NAMED_ENTITIES[String(name).toLowerCase()] ?? whole;
    },
  );
}

function clobbers(value: string): boolean {
  const name = value.trim();
  return (
    CLOBBER_NAMES.has(name.toLowerCase()) ||
    name in document ||
    name in window ||
    name in Object.prototype ||
    name in HTMLFormElement.prototype
  );
}
