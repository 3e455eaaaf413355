// The server's half of server rendering: loads the renderer bundle (src/entry-server.tsx, built
// by webpack into dist-server/), gives it an in-process GraphQL executor bound to the request's
// session and the server's Markdown pipeline, and puts its output into the client's own
// index.html (so the page links exactly the built scripts and stylesheets).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  execute,
  parse,
  validate,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GraphQLResponse } from 'relay-runtime';
import type { RenderedMarkdown } from '../../src/markdown/renderMarkdown';
import type { ServerPage, ServerPageRequest } from '../../src/entry-server';
import type { Context } from '../context';
import type { ServerMarkdown } from './serverMarkdown';

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

/** A rendered document, or null where the SPA shell is the answer (not a reader route). */
export type RenderedDocument = { status: number; html: string } | null;

const ROOT = /<div id="?root"?><\/div>/;
const DEFAULT_TITLE = /<title>[^<]*<\/title>/;
const DEFAULT_DESCRIPTION = /<meta name="?description"?[^>]*>/;

export class PageRenderer {
  private readonly bundle: RendererBundle;
  private readonly template: string;
  /** The app's operations, parsed, validated and compiled once each (a bounded set: the bundle's). */
  private readonly operations = new Map<string, CompiledQuery | DocumentNode>();

  /**
   * `bundleFile`: dist-server/entry-server.js; `indexFile`: the client's dist/index.html.
   * Throws when either is missing (server/main.ts builds them).
   */
  constructor(
    private readonly options: {
      bundleFile: string;
      indexFile: string;
      schema: GraphQLSchema;
      markdown: ServerMarkdown;
    },
  ) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    this.bundle = require(path.resolve(options.bundleFile)) as RendererBundle;
    this.template = fs.readFileSync(options.indexFile, 'utf8');
    if (!ROOT.test(this.template)) throw new Error(`${options.indexFile} has no <div id="root">.`);
  }

  /** The bundle and the shell both exist under these paths (a built client). */
  static available(bundleFile: string, indexFile: string): boolean {
    return fs.existsSync(bundleFile) && fs.existsSync(indexFile);
  }

  async render(request: PageRequest): Promise<RenderedDocument> {
    const page = await this.bundle.renderPage({
      url: request.url,
      siteOrigin: request.origin,
      onError: request.onError,
      execute: (text, variables) => this.execute(text, variables, request.context),
      renderMarkdown: (source) => this.renderMarkdown(source, request.origin),
    });
    if (page.kind === 'shell') return null;
    let html = this.template;
    if (page.head.includes('<title')) html = html.replace(DEFAULT_TITLE, '');
    if (page.head.includes('name="description"')) html = html.replace(DEFAULT_DESCRIPTION, '');
    html = html
      .replace('</head>', () => `${page.head}</head>`)
      .replace(
        ROOT,
        () =>
          `<div id="root">${page.html}</div>` +
          `<script type="application/json" id="folio-data">${page.data}</script>`,
      );
    return { status: page.status, html };
  }

  private renderMarkdown(source: string, origin: string): Promise<RenderedMarkdown> {
    // The source's own hash identifies it: the same body gives the same HTML, whatever article.
    const cacheKey = `sha256:${crypto.createHash('sha256').update(source).digest('base64url')}`;
    return (
      this.options.markdown
        // Highlighted here, once per revision, so that a reader's browser loads no grammar.
        .render(source, { origin, cacheKey, highlight: true })
        .then(({ html, headings }) => ({ html, headings }))
    );
  }

  private async execute(
    text: string,
    variables: Record<string, unknown>,
    context: Context,
  ): Promise<GraphQLResponse> {
    let operation = this.operations.get(text);
    if (!operation) {
      const document = parse(text);
      const errors = validate(this.options.schema, document);
      if (errors.length > 0)
        throw new Error(`The app's operation is invalid: ${errors[0]!.message}`);
      const compiled = compileQuery(this.options.schema, document);
      operation = isCompiledQuery(compiled) ? compiled : document;
      this.operations.set(text, operation);
    }
    const result =
      'query' in operation && typeof operation.query === 'function'
        ? await operation.query(undefined, context, variables)
        : await execute({
            schema: this.options.schema,
            document: operation as DocumentNode,
            contextValue: context,
            variableValues: variables,
          });
    // As the GraphQL route does: no error that was not written for the client is shown.
    const errors = result.errors?.map((error) =>
      error.originalError && !(error.originalError instanceof GraphQLError)
        ? { message: 'Something went wrong on the server.', path: error.path }
        : { message: error.message, path: error.path, extensions: error.extensions },
    );
    return { data: result.data ?? undefined, ...(errors ? { errors } : {}) } as GraphQLResponse;
  }
}
