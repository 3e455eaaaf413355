// Before a server says it serves (main.ts), it starts its Markdown threads (the renderer's and
// the save check's) and answers one request of each reader page itself: the renderer bundle's
// code, each route's GraphQL operation (compiled once by graphql-jit), the store's statements
// and the threads are then warm, and no reader's first request pays for them (a cold article
// page took 1.6 s to its first byte). What it renders is what any reader would have: pages the
// page cache may keep, as after any first visit.
import type { FastifyInstance } from 'fastify';
import { warmMarkdownCheck } from '../markdownBudget';
import type { ServerMarkdown } from '../render/serverMarkdown';

/** The reader routes that do not depend on the content: each is requested as is. */
const FIXED_ROUTES = ['/', '/tags', '/search?q=folio'];

/** The first link to a page of each kind (article, tag, author) on the home page. */
const LINKED = [
  /href="(\/articles\/[^"/?#]+)"/,
  /href="(\/tags\/[^"/?#]+)"/,
  /href="(\/authors\/[^"/?#]+)"/,
];

const get = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/**
 * Starts the threads of `markdown` (the app's renderer) and of the save check, then requests
 * every reader route once, in turn (a site without articles warms only the fixed ones).
 * Rejects only when a thread cannot start (a broken install); a route that fails here fails
 * for its reader too, and is logged then.
 */
export async function warmUp(app: FastifyInstance, markdown: ServerMarkdown): Promise<void> {
  await Promise.all([markdown.warm(), warmMarkdownCheck()]);
  try {
    const home = await get(app, '/');
    const linked = LINKED.map((pattern) => pattern.exec(home.body)?.[1]).filter(
      (url): url is string => url !== undefined,
    );
    for (const url of [...FIXED_ROUTES.slice(1), ...linked]) await get(app, url);
  } catch {
    // Warming is an optimisation: the server serves without it.
  }
}
