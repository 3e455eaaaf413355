import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import type { FocusEvent, JSX, MouseEvent, TouchEvent } from 'react';
import type { MarkdownPipeline } from './useMarkdownPipeline';
import type { RenderedMarkdown } from './renderMarkdown';
import { useCodeBlockTools } from './CodeBlockTools';
import { useMarkdownPipeline } from './useMarkdownPipeline';
import { useRenderedMarkdown } from './useRenderedMarkdown';
import './markdown.css';
import './footnotes.css';

/** Long enough to skip links the pointer only crosses, short enough to win most of the click. */
const PRELOAD_DELAY_MS = 50;

/**
 * HTML past this length marks a long document (`markdown-long`, markdown.css): its blocks are laid
 * out and painted only near the viewport. An article of 1,500 short sections (13,500 elements)
 * spent most of its opening task on style, layout and paint of blocks nobody could see yet; so
 * did a server-rendered article of 30,000 characters of HTML before its first paint (style and
 * layout of the whole page, 385 ms of one task on a CPU slowed 4×), hence this bound.
 */
const LONG_HTML_CHARS = 20_000;

// Same-origin paths the server answers itself (API, uploaded files): a click must load them,
// not hand them to the router, which would show its not-found page.
const SERVER_PATHS = /^\/(?:graphql|media)(?:[/?#]|$)/;

interface TrustedHtmlPolicy {
  createHTML(input: string): TrustedHTML;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string }): TrustedHtmlPolicy;
}

let policy: TrustedHtmlPolicy | null | undefined;
/**
 * One TrustedHTML per result: React sets innerHTML again whenever `__html` is not the same value
 * as last time, and a new TrustedHTML per render would rebuild the whole body on every render
 * (dropping the code blocks' tools, CodeBlockTools.tsx).
 */
const trusted = new WeakMap<RenderedMarkdown, TrustedHTML>();
/** The one string the policy will wrap right now; anything else is refused. */
let admitted: string | null = null;

/**
 * The `folio-markdown` Trusted Types policy, module-private. It only wraps `html` of a frozen
 * `renderMarkdown` result (checked by identity), so it cannot be used to bless other strings.
 * Where Trusted Types do not exist (jsdom, older browsers) the string itself is returned.
 */
function toTrustedHtml(
  rendered: RenderedMarkdown,
  { isRenderedMarkdown }: MarkdownPipeline,
): string | TrustedHTML {
  if (!isRenderedMarkdown(rendered)) throw new TypeError('Not produced by renderMarkdown.');
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy = factory
      ? factory.createPolicy('folio-markdown', {
          createHTML(input) {
            if (input !== admitted) throw new TypeError('folio-markdown: refused foreign HTML.');
            return input;
          },
        })
      : null;
  }
  if (!policy) return rendered.html;
  const known = trusted.get(rendered);
  if (known) return known;
  admitted = rendered.html;
  try {
    const html = policy.createHTML(rendered.html);
    trusted.set(rendered, html);
    return html;
  } finally {
    admitted = null;
  }
}

/**
 * Rendered Markdown: the only element in the app that sets HTML. Links into the app are routed
 * on the client and preloaded on intent; in-page `#` links scroll to their heading.
 */
export function Markdown(props: { source: string; className?: string }): JSX.Element {
  const pipeline = useMarkdownPipeline();
  const { rendered, pending } = useRenderedMarkdown(props.source);
  const router = useRouter();
  const preloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const preloadTarget = useRef<HTMLAnchorElement | null>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const codeTools = useCodeBlockTools(container, rendered.html);

  const cancelPreload = useCallback(() => {
    if (preloadTimer.current !== null) clearTimeout(preloadTimer.current);
    preloadTimer.current = null;
    preloadTarget.current = null;
  }, []);

  useEffect(() => cancelPreload, [cancelPreload]);

  const preload = useCallback(
    (anchor: HTMLAnchorElement | null, delay: number) => {
      const href = anchor ? appHref(anchor) : null;
      if (!anchor || !href || anchor === preloadTarget.current) return;
      cancelPreload();
      preloadTarget.current = anchor;
      preloadTimer.current = setTimeout(() => {
        preloadTimer.current = null;
        // A failed preload is not an error the reader needs: the click loads (and reports) again.
        // Its type asks for `to`, but like navigate it accepts a built href (buildLocation parses
        // it); a cast keeps this compiling once the app registers its route tree.
        const options = { href } as unknown as Parameters<typeof router.preloadRoute>[0];
        router.preloadRoute(options).catch(() => {});
      }, delay);
    },
    [router, cancelPreload],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = closestAnchor(event.target, event.currentTarget);
    if (
      !anchor ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (anchor.target && anchor.target !== '_self') ||
      anchor.hasAttribute('download')
    ) {
      return;
    }
    const href = appHref(anchor);
    if (!href) return;
    const url = new URL(anchor.href);
    if (
      url.hash &&
      url.pathname === window.location.pathname &&
      url.search === window.location.search
    ) {
      event.preventDefault();
      const target = inPageTarget(event.currentTarget, url.hash.slice(1));
      target?.scrollIntoView?.({ block: 'start' });
      // A footnote and its references take focus (footnoteLinks.ts), so that a keyboard goes on
      // from where the reader jumped; a heading does not.
      if (
        target instanceof HTMLElement &&
        (target.hasAttribute('tabindex') || target instanceof HTMLAnchorElement)
      ) {
        target.focus({ preventScroll: true });
      }
      void router.navigate({ href, resetScroll: false, hashScrollIntoView: false });
      return;
    }
    event.preventDefault();
    cancelPreload();
    void router.navigate({ href });
  };

  const onIntent = (event: MouseEvent<HTMLDivElement> | FocusEvent<HTMLDivElement>) => {
    preload(closestAnchor(event.target, event.currentTarget), PRELOAD_DELAY_MS);
  };

  const onLeave = (event: MouseEvent<HTMLDivElement> | FocusEvent<HTMLDivElement>) => {
    const anchor = closestAnchor(event.target, event.currentTarget);
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    // mouseout also fires when moving between children of the same link.
    if (anchor && anchor === preloadTarget.current && !(next && anchor.contains(next))) {
      if (preloadTimer.current !== null) cancelPreload();
    }
  };

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    // Touch has no hover to wait on; the tap follows within a few hundred milliseconds.
    preload(closestAnchor(event.target, event.currentTarget), 0);
  };

  return (
    <>
      <div
        ref={container}
        className={[
          'markdown',
          rendered.html.length > LONG_HTML_CHARS && 'markdown-long',
          props.className,
        ]
          .filter(Boolean)
          .join(' ')}
        onClick={onClick}
        onMouseOver={onIntent}
        onMouseOut={onLeave}
        onFocus={onIntent}
        onBlur={onLeave}
        onTouchStart={onTouchStart}
        // Showing the previous text, or this one unformatted, while it is lexed (lexer.ts).
        aria-busy={pending || undefined}
        dangerouslySetInnerHTML={{ __html: toTrustedHtml(rendered, pipeline) }}
      />
      {codeTools}
    </>
  );
}

/**
 * The element `id` names, looked for in this document first: two comments showing the same text
 * have the same footnote ids, and each link must go to its own.
 */
function inPageTarget(container: HTMLElement, hash: string): Element | null {
  try {
    const id = decodeURIComponent(hash);
    const escaped = id.replace(/["\\]/g, '\\$&');
    return container.querySelector(`[id="${escaped}"]`) ?? document.getElementById(id);
  } catch {
    // A malformed escape, or a character a selector string cannot hold (a newline).
    return null;
  }
}

function closestAnchor(target: EventTarget, container: HTMLElement): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  return anchor instanceof HTMLAnchorElement && container.contains(anchor) ? anchor : null;
}

/** The path+search+hash the router should take for a link into the app, else null. */
function appHref(anchor: HTMLAnchorElement): string | null {
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || SERVER_PATHS.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
