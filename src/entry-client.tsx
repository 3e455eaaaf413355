// The browser's entry, kept small (3 KiB with webpack's runtime): the app itself (startApp.tsx
// and everything it imports) is a chunk of its own. On a page the embedded server rendered, that
// chunk is requested only once the page's first frame is painted: the article is already in the
// HTML, and fetching and compiling ~200 KiB of JavaScript beside the first frame on a 2-core
// machine delayed it by about 100 ms (bench/serverRender.ts). Links, headings and the search form
// work before that as plain HTML. The SPA shell has nothing to paint, and starts at once.
import { PAGE_DATA_ID } from './app/pageData';
// The shipped fonts and the theme's custom properties: the one stylesheet the page links opens
// with them.
import './styles/fonts.css';
import './styles/theme.css';

/** The longest a rendered page waits for its first frame: a tab hidden meanwhile paints none. */
const FIRST_FRAME_WAIT_MS = 500;

let started = false;
// Whether the reader scrolled (wheel, touch or keys) before the app started: then its router
// leaves the page where the reader is, rather than at the top or the address's #fragment.
let readerScrolled = false;
for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
  addEventListener(type, () => (readerScrolled = true), { once: true, passive: true });
}

function start(): void {
  if (started) return;
  started = true;
  void import(/* webpackChunkName: "app" */ './startApp').then(({ startApp }) =>
    startApp({ readerScrolled: () => readerScrolled }),
  );
}

if (document.getElementById(PAGE_DATA_ID) && document.visibilityState === 'visible') {
  // A task after the frame's callbacks: after it is painted.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, FIRST_FRAME_WAIT_MS);
} else {
  start();
}
