import '@testing-library/jest-dom';

// jsdom lacks two things the real router touches.

// TanStack Router recognizes redirects with `instanceof Response`, and the
// transport's ServerError carries a Response; jsdom has no fetch API.
if (typeof globalThis.Response === 'undefined') {
  class ResponseStub {
    readonly status: number;
    readonly headers: Map<string, string>;
    constructor(
      readonly body: unknown = null,
      init: { status?: number; headers?: Record<string, string> } = {},
    ) {
      this.status = init.status ?? 200;
      this.headers = new Map(Object.entries(init.headers ?? {}));
    }
  }
  globalThis.Response = ResponseStub as unknown as typeof Response;
}

// Scroll restoration calls window.scrollTo, which jsdom only reports as "not
// implemented". (The transport's tests run in node, with no window at all.)
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}

// CodeMirror (the editor's body) measures text through Range rects, which jsdom leaves out: an
// empty rect reads as text with no layout, as jsdom has none.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  const empty = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
  Range.prototype.getClientRects = () => empty as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}
