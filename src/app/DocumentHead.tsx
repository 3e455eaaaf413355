import { useRouter } from '@tanstack/react-router';
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { JSX } from 'react';
import { serializeJsonLd } from './structuredData';
import type { JsonLd } from './structuredData';

/** The site's name: the suffix of every document title, `og:site_name`. */
export const SITE_NAME = 'Folio';

/** What a page without words of its own says of itself (home, lists). */
export const SITE_DESCRIPTION =
  "Folio: a team's knowledge base and publication, written in Markdown.";

/** What a page says about itself to browsers, crawlers and link previews. */
export interface PageHead {
  /** The page's own title; the document's is "<title> · Folio", the site's name alone when null. */
  title: string | null;
  /** Plain text, at most ~160 characters (see describe.ts); the site's description when absent. */
  description?: string | undefined;
  /**
   * The page's canonical path and search (`/tags/poetry`), made absolute with the site's origin;
   * absent where the page is no address of its own (not found, an error).
   */
  path?: string | undefined;
  type?: 'website' | 'article' | 'profile';
  article?: {
    publishedTime: string | null;
    modifiedTime: string;
    /** The author's page, absolute. */
    authorUrl: string;
    tags: readonly string[];
  };
  profile?: { username: string };
  /** `og:image`: an article's cover, an author's avatar (its path; made absolute here). */
  image?: { url: string; width: number; height: number; alt: string } | null;
  /** Search, editor, drafts, settings, sign-in and sign-up: pages no search engine should list. */
  noindex?: boolean;
  /** The page's own feeds (a tag's, an author's): `<path>/feed.xml` and `<path>/atom.xml`. */
  feed?: { title: string; path: string } | null;
  /** The page's schema.org nodes (JSON-LD), with absolute URLs. */
  structuredData?: readonly JsonLd[];
}

/**
 * The page's `<head>`: title, description, canonical URL, Open Graph, Twitter card, feeds and
 * JSON-LD. Rendered by each screen (one per page) with what it read; React hoists `<title>`,
 * `<meta>` and `<link>` into the document's head wherever they are rendered, on the client and in
 * a server render, and takes them out with the screen, so the head follows client navigation.
 * React puts its `<title>` before the shell's, so `document.title` (which the route announcer
 * reads) is the page's; the shell's "Folio" shows only between pages.
 *
 * JSON-LD is the exception: see `useServerRendered`.
 */
export function DocumentHead(props: PageHead): JSX.Element {
  const absolute = useSiteUrl();
  const withStructuredData = useServerRendered();
  const { title, description, url, image, large } = linkCard(props, absolute);
  const { article, feed } = props;
  return (
    <>
      <title>{props.title ? `${props.title} · ${SITE_NAME}` : SITE_NAME}</title>
      <meta name="description" content={description} />
      {props.noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={props.type ?? 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      {image ? <meta property="og:image" content={image.url} /> : null}
      {image ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {image?.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      {article?.publishedTime ? (
        <meta property="article:published_time" content={article.publishedTime} />
      ) : null}
      {article ? <meta property="article:modified_time" content={article.modifiedTime} /> : null}
      {article ? <meta property="article:author" content={article.authorUrl} /> : null}
      {article?.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      {props.profile ? <meta property="profile:username" content={props.profile.username} /> : null}
      <meta name="twitter:card" content={large ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {feed ? (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={`${feed.path}/feed.xml`}
        />
      ) : null}
      {feed ? (
        <link
          rel="alternate"
          type="application/atom+xml"
          title={feed.title}
          href={`${feed.path}/atom.xml`}
        />
      ) : null}
      {withStructuredData && props.structuredData?.length ? (
        <script
          type="application/ld+json"
          // Escaped by serializeJsonLd: no string in it can end the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(props.structuredData) }}
        />
      ) : null}
    </>
  );
}

/** What a link to a page shows where it is shared: its Open Graph and Twitter card. */
export interface LinkCard {
  siteName: string;
  title: string;
  description: string;
  /** Absolute; null where the page is no address of its own. */
  url: string | null;
  /** Absolute. */
  image: { url: string; width: number; height: number; alt: string } | null;
  /** A large image card (`summary_large_image`) rather than a small one. */
  large: boolean;
}

/**
 * The link card a page's head tags describe: DocumentHead writes its tags from this, and the
 * editor's pre-publish preview shows it, so the two cannot disagree.
 */
export function linkCard(
  head: Pick<PageHead, 'title' | 'description' | 'path' | 'image'>,
  absolute: (path: string) => string,
): LinkCard {
  const image = head.image ? { ...head.image, url: absolute(head.image.url) } : null;
  return {
    siteName: SITE_NAME,
    title: head.title ?? SITE_NAME,
    description: head.description || SITE_DESCRIPTION,
    url: head.path === undefined ? null : absolute(head.path),
    image,
    large: image !== null,
  };
}

/** Makes a path of this site absolute with its public origin (the router context's `siteOrigin`). */
export function useSiteUrl(): (path: string) => string {
  const origin = useRouter().options.context.siteOrigin;
  return useCallback((path: string) => `${origin}${path}`, [origin]);
}

const noSubscription = () => () => {};

/**
 * True in a server render, and in a component that hydrated from one (for as long as it stays
 * mounted); false in a component mounted by the client. JSON-LD is rendered only then: React's
 * client creates a `<script>` through `innerHTML` and sets its text, both Trusted Types sinks, so
 * under Folio's `require-trusted-types-for 'script'` (and no default policy) a JSON-LD script made
 * on the client is a violation: React throws, and even a script built with DOM calls is reported
 * (checked in Chromium). Hydration adopts the server's element without writing to it. Crawlers
 * read the served HTML; a page reached by client navigation has no JSON-LD rather than a stale one.
 */
function useServerRendered(): boolean {
  const serverSnapshot = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // Kept from the first render: after hydration React re-renders with the client's snapshot.
  const [rendered] = useState(serverSnapshot);
  return rendered;
}
