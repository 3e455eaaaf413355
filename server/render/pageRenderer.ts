// The server's half of server rendering: loads the renderer bundle (src/entry-server.tsx, built
// by webpack into dist-server/), gives it an in-process GraphQL executor bound to the request's
// session and the server's Markdown pipeline, and streams its output into the client's own
// index.html (so the page links exactly the built scripts and stylesheets; pageStream.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GraphQLResponse } from 'relay-runtime';
import type { ServerPage, ServerPageRequest } from '../../src/entry-server';
import type { Context } from '../graphql/context';
import { isStoreUnavailable } from '../db/storeUnavailable';
import {
  type GraphQLPipeline,
  type OperationOutcome,
  executeOperation,
} from '../graphql/executeOperation';
import type { PageCoding } from './pageEncoding';
import { type DocumentTemplate, type PageStream, streamPage } from './pageStream';
import type { ServerMarkdown, ServerRendered } from './serverMarkdown';

/** What the renderer bundle exports. */
interface RendererBundle {
  renderPage(request: ServerPageRequest): Promise<ServerPage>;
}

/** One page to render: the URL, the origin, the request's GraphQL context. */
export interface PageRequest {
  url: string;
  origin: string;
  context: Context;
  /** Where an error inside the render goes (the request's log). */
  onError(error: unknown): void;
}

/**
 * A page ready to be written, a redirect, `busy` for a page with a Markdown body no render
 * thread could start in time (not sent as if unformatted were its form: the caller serves the
 * page held from before, or the shell, whose reader's browser formats it), or null where the
 * SPA shell is the answer (not a reader route). A page's status is final; `stream` writes it
 * (once).
 */
export type RenderedDocument =
  | {
      kind: 'page';
      status: number;
      /**
       * A Markdown body missed its time budget and is shown unformatted (serverMarkdown.ts): a
       * render a minute later may format it, so the page is kept only that long.
       */
      provisional: boolean;
      /**
       * A hash of what the page shows: the URL's key aside, the build and the data the page was
       * rendered from (its records and their Markdown, as its data block carries them).
       */
      contentHash: string;
      stream(coding: PageCoding | null): PageStream;
    }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'busy' }
  | null;

const ROOT = /<div id="?root"?><\/div>/;
const DEFAULT_TITLE = /<title>[^<]*<\/title>/;
const DEFAULT_DESCRIPTION = /<meta name="?description"?[^>]*>/;

export class PageRenderer {
  private readonly bundle: RendererBundle;
  private readonly template: DocumentTemplate;
  /**
   * What identifies this build's pages (the client's index.html names every built asset by
   * its hash; the renderer bundle is the rest): part of an anonymous page's ETag.
   */
  readonly buildId: string;

  /**
   * `bundleFile`: dist-server/entry-server.js; `indexFile`: the client's dist/index.html.
   * Throws when either is missing (server/process/main.ts builds them).
   */
  constructor(
    private readonly options: {
      bundleFile: string;
      indexFile: string;
      /** The server's one GraphQL pipeline, /graphql's too: the same caches, limits and masking. */
      graphql: GraphQLPipeline;
      markdown: ServerMarkdown;
    },
  ) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    this.bundle = require(path.resolve(options.bundleFile)) as RendererBundle;
    const index = fs.readFileSync(options.indexFile, 'utf8');
    const root = ROOT.exec(index);
    const headEnd = index.indexOf('</head>');
    if (!root || headEnd === -1 || headEnd > root.index) {
      throw new Error(`${options.indexFile} has no <head> before its <div id="root">.`);
    }
    const head = index.slice(0, headEnd);
    this.template = {
      head,
      headWithoutTitle: head.replace(DEFAULT_TITLE, ''),
      headWithoutDescription: head.replace(DEFAULT_DESCRIPTION, ''),
      headWithoutEither: head.replace(DEFAULT_TITLE, '').replace(DEFAULT_DESCRIPTION, ''),
      bodyStart: `${index.slice(headEnd, root.index)}<div id="root">`,
      end: index.slice(root.index + root[0].length),
    };
    this.buildId = crypto
      .createHash('sha256')
      .update(index)
      .update(fs.readFileSync(options.bundleFile))
      .digest('base64url')
      .slice(0, 16);
  }

  /** The bundle and the shell both exist under these paths (a built client). */
  static available(bundleFile: string, indexFile: string): boolean {
    return fs.existsSync(bundleFile) && fs.existsSync(indexFile);
  }

  /**
   * Loads the page and renders it; resolves before its first byte is written. Rejects when a
   * field failed with an error not written for the client (a bug, or the store unavailable,
   * preferred when both): the page would show a hole, or read "not found" for a page that
   * exists, so it is not rendered at all and the caller answers with the error.
   */
  async render(request: PageRequest): Promise<RenderedDocument> {
    let provisional = false;
    let busy = false;
    let failure: Error | null = null;
    const failed = (error: Error) => {
      if (!failure || (!isStoreUnavailable(failure) && isStoreUnavailable(error))) failure = error;
    };
    let page: ServerPage;
    try {
      page = await this.bundle.renderPage({
        url: request.url,
        siteOrigin: request.origin,
        onError: request.onError,
        execute: (text, variables) => this.execute(text, variables, request.context, failed),
        renderMarkdown: async (source) => {
          // The page is not sent once a body could not start in time: none waits after it
          // (a page asks for its bodies in turn, its loader's then the rest: each waited anew).
          if (busy) return { html: '', headings: [] };
          const rendered = await this.renderMarkdown(source, request.origin);
          if (rendered.unformatted === 'slow') provisional = true;
          if (rendered.unformatted === 'busy') busy = true;
          return { html: rendered.html, headings: rendered.headings };
        },
      });
    } catch (error) {
      // What the render made of a failed field is not the cause: the field's error is.
      throw failure ?? error;
    }
    if (failure) throw failure;
    if (page.kind === 'shell') return null;
    // A page with a body left unrendered is not sent as if that were its form (nor kept).
    if (busy) return { kind: 'busy' };
    if (page.kind === 'redirect') return page;
    // Read once, after the whole tree has rendered: the same text is hashed and sent.
    const data = page.data();
    return {
      kind: 'page',
      status: page.status,
      provisional,
      contentHash: crypto
        .createHash('sha256')
        .update(`${this.buildId}\u0000${page.status}\u0000`)
        .update(data)
        .digest('base64url'),
      stream: (coding) => streamPage(this.template, page.pipe, () => data, coding),
    };
  }

  private renderMarkdown(source: string, origin: string): Promise<ServerRendered> {
    // The source's own hash identifies it: the same body gives the same HTML, whatever article.
    const cacheKey = `sha256:${crypto.createHash('sha256').update(source).digest('base64url')}`;
    // Highlighted here, once per revision, so that a reader's browser loads no grammar.
    return this.options.markdown.render(source, { origin, cacheKey, highlight: true });
  }

  /**
   * Runs one of the page's operations as /graphql would. What the pipeline refuses or masks
   * fails the whole render (`failed`): the page would show a hole, or "not found" for a page
   * that exists, so it is not sent at all (errorPages.ts answers instead). Errors written for
   * the client (NOT_FOUND, …) reach the page, as they reach the browser's Relay.
   */
  private async execute(
    text: string,
    variables: Record<string, unknown>,
    context: Context,
    failed: (error: Error) => void,
  ): Promise<GraphQLResponse> {
    const outcome = await executeOperation(this.options.graphql, {
      query: text,
      variables,
      context: () => context,
      onInternalError: (error) => failed(error),
    });
    let refused: Error;
    if (outcome.kind === 'unavailable') refused = outcome.cause;
    else if (outcome.kind === 'invalid')
      refused = new Error(`The app's operation is invalid: ${outcome.errors[0]!.message}`);
    else if (outcome.kind === 'not admitted' || outcome.refusal)
      refused = new Error(`The app's operation was refused: ${describe(outcome)}`);
    else {
      const { data, errors } = outcome.result;
      const kept = errors?.map(({ message, path, extensions }) => ({ message, path, extensions }));
      return { data: data ?? undefined, ...(kept ? { errors: kept } : {}) } as GraphQLResponse;
    }
    failed(refused);
    throw refused;
  }
}

function describe(outcome: OperationOutcome): string {
  if (outcome.kind === 'not admitted') return `a ${outcome.type} is not run here`;
  return outcome.kind === 'answered' && outcome.refusal ? outcome.refusal.message : outcome.kind;
}
