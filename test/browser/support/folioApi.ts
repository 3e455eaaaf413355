/**
 * A small GraphQL client for browser suites that prepare data through the real API, the door a
 * user's browser uses: POST /graphql with the client's headers (src/relay/README.md) and the session
 * cookie signIn/signUp set.
 */

/** The headers the Folio client sends on every request (src/relay/README.md). */
export const CLIENT_HEADERS = {
  accept: 'application/graphql-response+json, application/json;q=0.9',
  'content-type': 'application/json',
} as const;

/** The demo database's accounts (README): ada is an EDITOR, grace an AUTHOR. */
export const DEMO_PASSWORD = 'folio-demo';

interface UserError {
  field: string | null;
  message: string;
}

/** A signed-in (or anonymous) API session: its cookie travels with every request. */
export interface ApiSession {
  cookie: string | null;
  /** Runs one operation; throws on transport failure, GraphQL errors or userErrors. */
  request<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** Opens an anonymous session against `origin`. */
export function apiSession(origin: string): ApiSession {
  const session: ApiSession = {
    cookie: null,
    async request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? null;
      const res = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { ...CLIENT_HEADERS, ...(session.cookie ? { cookie: session.cookie } : {}) },
        body: JSON.stringify({ operationName, variables, query }),
      });
      const setCookie = res.headers.get('set-cookie');
      if (setCookie) session.cookie = setCookie.split(';')[0]!;
      const text = await res.text();
      let json: { data?: Record<string, unknown> | null; errors?: unknown[] };
      try {
        json = JSON.parse(text) as typeof json;
      } catch {
        throw new Error(`${operationName}: status ${res.status}, not JSON: ${text.slice(0, 300)}`);
      }
      if (res.status !== 200 || json.errors || !json.data) {
        throw new Error(`${operationName}: status ${res.status}: ${text.slice(0, 500)}`);
      }
      for (const value of Object.values(json.data)) {
        const errors = (value as { userErrors?: UserError[] } | null)?.userErrors;
        if (errors && errors.length > 0) {
          throw new Error(`${operationName}: ${JSON.stringify(errors)}`);
        }
      }
      return json.data as T;
    },
  };
  return session;
}

export const SIGN_IN = `mutation ProofSignInMutation($input: SignInInput!) {
  signIn(input: $input) { viewer { id handle } userErrors { field message } }
}`;

export const SIGN_UP = `mutation ProofSignUpMutation($input: SignUpInput!) {
  signUp(input: $input) { viewer { id handle } userErrors { field message } }
}`;

export const CREATE_ARTICLE = `mutation ProofCreateArticleMutation($input: CreateArticleInput!) {
  createArticle(input: $input) { article { id slug } userErrors { field message } }
}`;

export const PUBLISH_ARTICLE = `mutation ProofPublishArticleMutation($input: PublishArticleInput!) {
  publishArticle(input: $input) { article { id slug status } userErrors { field message } }
}`;

export const ADD_COMMENT = `mutation ProofAddCommentMutation($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } userErrors { field message } }
}`;

export const UPDATE_PROFILE = `mutation ProofUpdateProfileMutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) { user { id handle } userErrors { field message } }
}`;

/** Signs in as `handle` and returns the session. */
export async function signIn(
  origin: string,
  handle: string,
  password = DEMO_PASSWORD,
): Promise<ApiSession> {
  const session = apiSession(origin);
  await session.request(SIGN_IN, { input: { handle, password } });
  if (!session.cookie) throw new Error(`signIn as ${handle} set no cookie`);
  return session;
}

export const CREATE_INVITATION = `mutation ProofCreateInvitationMutation($input: CreateInvitationInput!) {
  createInvitation(input: $input) { token userErrors { field message } }
}`;

/**
 * Creates a staff account (an AUTHOR unless told) the way a site gets one: the demo editor `ada`
 * invites, and the account signs up with the link. Needs the demo accounts (seed 'demo').
 * Returns the new account's signed-in session.
 */
export async function signUp(
  origin: string,
  handle: string,
  name: string,
  role: 'CONTRIBUTOR' | 'AUTHOR' = 'AUTHOR',
): Promise<ApiSession> {
  const editor = await signIn(origin, 'ada');
  const { createInvitation } = await editor.request<{ createInvitation: { token: string } }>(
    CREATE_INVITATION,
    { input: { role } },
  );
  const session = apiSession(origin);
  await session.request(SIGN_UP, {
    input: { handle, name, password: DEMO_PASSWORD, invitation: createInvitation.token },
  });
  if (!session.cookie) throw new Error(`signUp as ${handle} set no cookie`);
  return session;
}

/** Creates and publishes an article; returns its id and slug. */
export async function publishArticle(
  session: ApiSession,
  input: { title: string; body: string; tags?: string[]; summary?: string },
): Promise<{ id: string; slug: string }> {
  const created = await session.request<{ createArticle: { article: { id: string } } }>(
    CREATE_ARTICLE,
    { input: { tags: [], summary: '', ...input } },
  );
  const published = await session.request<{
    publishArticle: { article: { id: string; slug: string } };
  }>(PUBLISH_ARTICLE, { input: { id: created.createArticle.article.id } });
  return published.publishArticle.article;
}

/** Adds a comment to the article with global id `articleId`. */
export async function addComment(
  session: ApiSession,
  articleId: string,
  body: string,
): Promise<void> {
  await session.request(ADD_COMMENT, { input: { articleId, body } });
}
