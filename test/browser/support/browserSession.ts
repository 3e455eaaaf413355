import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { DEMO_PASSWORD } from './folioApi';

const SIGN_IN =
  'mutation SignIn($input: SignInInput!) { signIn(input: $input) { viewer { handle } } }';

/**
 * POSTs one operation the way the app does, with the browser context's cookies (so a context
 * signed in below acts as that user); throws on GraphQL errors.
 */
export async function contextGraphql<T>(
  context: BrowserContext,
  origin: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await context.request.post(`${origin}/graphql`, {
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * A new browser context (a fresh profile: no other context's cookies or local copies) signed in
 * as the demo account `handle`; the session cookie lands in its jar. Throws when refused.
 */
export async function signedInContext(
  browser: Browser,
  origin: string,
  handle: string,
  options: BrowserContextOptions = { viewport: { width: 1280, height: 900 } },
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const { signIn } = await contextGraphql<{ signIn: { viewer: { handle: string } | null } }>(
    context,
    origin,
    SIGN_IN,
    { input: { handle, password: DEMO_PASSWORD } },
  );
  if (signIn.viewer?.handle !== handle) throw new Error(`signing in as ${handle} was refused`);
  return context;
}
