import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

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

// findBy… and waitFor wait for what the user would see; testing-library gives up after 1 s,
// which a screen that loads the Markdown pipeline on demand passed when CI's two workers shared
// the cores with PostgreSQL (load 11). A screen that never shows it still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });
