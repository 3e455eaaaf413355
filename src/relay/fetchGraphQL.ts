import { Observable } from 'relay-runtime';
import type { FetchFunction, GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import {
  GraphQLResponseError,
  NetworkError,
  ServerError,
  ServerParseError,
  type GraphQLErrorEntry,
} from './errors';
import type { GraphQLMethod } from './config';
import { beginWrite } from './writesInFlight';

/** How the transport reaches the server. Every field has a default. */
export interface FetchGraphQLOptions {
  /** Where requests go; default '/graphql' (same origin). May already carry a query string. */
  endpoint: string;
  /** 'POST' (default) or 'GET' for queries; mutations are always POST. */
  method: GraphQLMethod;
  /** Give up on one attempt after this long and raise a timed-out NetworkError; default 30000. */
  timeoutMs: number;
  /** Extra attempts for a query after a network failure (not a timeout) or a 502/503/504; default 2. */
  retries: number;
  /** Base of the jittered exponential backoff between attempts; default 300. */
  retryDelayMs: number;
  /** The fetch to use; default globalThis.fetch. */
  fetch: typeof fetch;
}

/** The `accept` header the call shape fixes (README.md): prefer the GraphQL-over-HTTP media type, accept plain JSON. */
export const ACCEPT_HEADER = 'application/graphql-response+json, application/json;q=0.9';

const DEFAULTS: Omit<FetchGraphQLOptions, 'fetch'> = {
  endpoint: '/graphql',
  method: 'POST',
  timeoutMs: 30_000,
  retries: 2,
  retryDelayMs: 300,
};

// Gateways and overloaded servers answer these when a later attempt may well
// succeed; any other status is the server's considered answer.
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

// Keeps a long outage from stretching one navigation into minutes.
const MAX_RETRY_DELAY_MS = 5_000;

/**
 * Creates the one network function every Relay request goes through
 * (the call shape of src/relay/README.md), raising its failures in catalogue order.
 * Unsubscribing aborts the HTTP request (or a pending retry) and surfaces
 * nothing; queries are retried on network failures and 502/503/504,
 * mutations never are.
 */
export function createFetchGraphQL(options: Partial<FetchGraphQLOptions> = {}): FetchFunction {
  const settings = { ...DEFAULTS, ...withoutUndefined(options) };

  return (params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const text = params.text;
      if (text == null) {
        // Our relay.config.js never persists queries, so an id-only request is
        // a build mistake, not something to send.
        sink.error(
          new Error(
            `Operation '${params.name}' has no query text; persisted queries are not supported.`,
          ),
        );
        return undefined;
      }

      const isQuery = params.operationKind === 'query';
      // Counted answered after Relay has the payload (sink.next), or on failure or cancel.
      const endWrite = params.operationKind === 'mutation' ? beginWrite() : null;
      let closed = false;
      let controller: AbortController | undefined;
      let backoff: ReturnType<typeof setTimeout> | undefined;

      const attempt = (attemptIndex: number): void => {
        controller = new AbortController();
        send(settings, params, text, variables, isQuery, controller).then(
          (payload) => {
            if (closed) return;
            sink.next(payload);
            sink.complete();
            endWrite?.();
          },
          (error: unknown) => {
            // A cancelled request is not a failure: navigation moved on.
            if (closed) return;
            if (isQuery && attemptIndex < settings.retries && isRetryable(error)) {
              backoff = setTimeout(
                () => attempt(attemptIndex + 1),
                retryDelay(settings.retryDelayMs, attemptIndex),
              );
              return;
            }
            sink.error(error instanceof Error ? error : new Error(String(error)));
            endWrite?.();
          },
        );
      };
      attempt(0);

      return () => {
        closed = true;
        endWrite?.();
        clearTimeout(backoff);
        controller?.abort();
      };
    });
}

/** One HTTP exchange, resolved with the payload for Relay or rejected with a TransportError. */
async function send(
  settings: typeof DEFAULTS & { fetch?: typeof fetch },
  params: RequestParameters,
  text: string,
  variables: Variables,
  isQuery: boolean,
  controller: AbortController,
): Promise<GraphQLResponse> {
  const doFetch = settings.fetch ?? globalThis.fetch;
  const useGet = isQuery && settings.method === 'GET';
  const operationName = params.name;
  const body = { operationName, variables: variables ?? {}, query: text };

  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, settings.timeoutMs);

  try {
    let response: Response;
    let bodyText: string;
    try {
      response = await doFetch(useGet ? getUrl(settings.endpoint, body) : settings.endpoint, {
        method: useGet ? 'GET' : 'POST',
        headers: { accept: ACCEPT_HEADER, 'content-type': 'application/json' },
        body: useGet ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      // The timeout covers the body too: a server that sends headers and then
      // stalls must not hang the screen.
      bodyText = await response.text();
    } catch (cause) {
      throw new NetworkError(
        timedOut
          ? `The request for '${operationName}' timed out after ${settings.timeoutMs} ms.`
          : `The request for '${operationName}' failed: ${messageOf(cause)}`,
        { cause, timedOut },
      );
    }
    return classify(response, bodyText, operationName);
  } finally {
    clearTimeout(timer);
  }
}

/** Applies the error catalogue (README.md) to a response whose body has been read in full. */
function classify(response: Response, bodyText: string, operationName: string): GraphQLResponse {
  const statusCode = response.status;

  // Decided before parsing: an error page is not a GraphQL answer even if it is JSON.
  if (statusCode >= 300) {
    throw new ServerError(`Response not successful: Received status code ${statusCode}`, {
      reason: 'status',
      statusCode,
      response,
      result: parseOrText(bodyText),
    });
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch (cause) {
    throw new ServerParseError(
      `The server's response could not be read as JSON: ${messageOf(cause)}`,
      {
        statusCode,
        bodyText,
        cause,
      },
    );
  }

  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    (!('data' in parsed) && !('errors' in parsed))
  ) {
    throw new ServerError(`Server response was missing for query '${operationName}'.`, {
      reason: 'missing-response',
      statusCode,
      response,
      result: parsed,
    });
  }

  return dataOrThrow(parsed as GraphQLResponse);
}

/**
 * A response Relay can take, or the GraphQLResponseError of one with errors and no data (the
 * classification above; the server's in-process network uses it too, so that a page fails
 * there as it would in the browser).
 */
export function dataOrThrow(response: GraphQLResponse): GraphQLResponse {
  const payload = response as { data?: unknown; errors?: unknown };
  if (payload.data == null && 'errors' in payload) {
    throw new GraphQLResponseError(toErrorEntries(payload.errors));
  }
  return response;
}

function toErrorEntries(errors: unknown): GraphQLErrorEntry[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((error: unknown) => {
    if (typeof error === 'object' && error !== null) {
      const entry = error as Partial<GraphQLErrorEntry>;
      return {
        ...entry,
        message: typeof entry.message === 'string' ? entry.message : 'Unknown error',
      };
    }
    return { message: String(error) };
  });
}

function getUrl(
  endpoint: string,
  body: { operationName: string; variables: Variables; query: string },
): string {
  const search = new URLSearchParams({
    query: body.query,
    operationName: body.operationName,
    variables: JSON.stringify(body.variables),
  }).toString();
  if (!endpoint.includes('?')) return `${endpoint}?${search}`;
  return endpoint.endsWith('?') || endpoint.endsWith('&')
    ? `${endpoint}${search}`
    : `${endpoint}&${search}`;
}

function isRetryable(error: unknown): boolean {
  // A server that let one attempt run out the clock will not do better on the
  // next two; retrying a timeout would keep the reader waiting 90 s for an error.
  if (NetworkError.is(error)) return !error.timedOut;
  return (
    ServerError.is(error) && error.reason === 'status' && RETRYABLE_STATUSES.has(error.statusCode)
  );
}

/** Exponential backoff with "equal jitter": half fixed, half random, so clients spread out. */
function retryDelay(base: number, attemptIndex: number): number {
  const ceiling = Math.min(base * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

function parseOrText(bodyText: string): unknown {
  try {
    return JSON.parse(bodyText);
  } catch {
    return bodyText;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
