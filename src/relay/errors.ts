/**
 * The failures the GraphQL transport raises (the catalogue in src/relay/README.md). Each carries a
 * readonly `kind` so views can tell them apart even when `instanceof` cannot
 * (another realm, a duplicated bundle, a structured clone).
 */

/** One entry of a GraphQL response's `errors` list, as the server sent it. */
export interface GraphQLErrorEntry {
  readonly message: string;
  readonly path?: ReadonlyArray<string | number>;
  readonly locations?: ReadonlyArray<{ readonly line: number; readonly column: number }>;
  readonly extensions?: { readonly code?: string; readonly [key: string]: unknown };
}

function hasKind(value: unknown, kind: string): boolean {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind;
}

/** fetch itself failed (offline, refused, DNS, dropped) or the request timed out. */
export class NetworkError extends Error {
  readonly kind = 'NetworkError' as const;
  /** True when the transport gave up waiting, rather than fetch failing on its own. */
  readonly timedOut: boolean;

  constructor(message: string, options: { cause: unknown; timedOut?: boolean }) {
    super(message, { cause: options.cause });
    this.name = 'NetworkError';
    this.timedOut = options.timedOut ?? false;
  }

  /** Whether `value` is a NetworkError, judged by its `kind`. */
  static is(value: unknown): value is NetworkError {
    return hasKind(value, 'NetworkError');
  }
}

/**
 * The server answered, but not with a GraphQL response: either its status was
 * 300 or above (`reason: 'status'`, decided before the body is parsed) or its
 * JSON held neither `data` nor `errors` (`reason: 'missing-response'`).
 */
export class ServerError extends Error {
  readonly kind = 'ServerError' as const;
  readonly reason: 'status' | 'missing-response';
  readonly statusCode: number;
  readonly response: Response;
  /** The body parsed as JSON, or its text when it is not JSON. */
  readonly result: unknown;

  constructor(
    message: string,
    options: {
      reason: 'status' | 'missing-response';
      statusCode: number;
      response: Response;
      result: unknown;
    },
  ) {
    super(message);
    this.name = 'ServerError';
    this.reason = options.reason;
    this.statusCode = options.statusCode;
    this.response = options.response;
    this.result = options.result;
  }

  /** Whether `value` is a ServerError, judged by its `kind`. */
  static is(value: unknown): value is ServerError {
    return hasKind(value, 'ServerError');
  }
}

/** The server answered with a successful status but a body that is not JSON. */
export class ServerParseError extends Error {
  readonly kind = 'ServerParseError' as const;
  readonly statusCode: number;
  readonly bodyText: string;

  constructor(message: string, options: { statusCode: number; bodyText: string; cause: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'ServerParseError';
    this.statusCode = options.statusCode;
    this.bodyText = options.bodyText;
  }

  /** Whether `value` is a ServerParseError, judged by its `kind`. */
  static is(value: unknown): value is ServerParseError {
    return hasKind(value, 'ServerParseError');
  }
}

/**
 * The server answered `data: null` (or no data) with `errors`: the operation
 * produced nothing to show. Partial data with errors is NOT this error; it is
 * delivered to Relay as a normal response.
 */
export class GraphQLResponseError extends Error {
  readonly kind = 'GraphQLResponseError' as const;
  readonly errors: ReadonlyArray<GraphQLErrorEntry>;

  constructor(errors: ReadonlyArray<GraphQLErrorEntry>) {
    super(
      errors.length > 0
        ? errors.map((error) => error.message).join('\n')
        : 'The server returned an error without a message.',
    );
    this.name = 'GraphQLResponseError';
    this.errors = errors;
  }

  /** Whether `value` is a GraphQLResponseError, judged by its `kind`. */
  static is(value: unknown): value is GraphQLResponseError {
    return hasKind(value, 'GraphQLResponseError');
  }
}

/** Every failure the transport raises. */
export type TransportError = NetworkError | ServerError | ServerParseError | GraphQLResponseError;

/** Whether `value` is any of the transport's failures. */
export function isTransportError(value: unknown): value is TransportError {
  return (
    NetworkError.is(value) ||
    ServerError.is(value) ||
    ServerParseError.is(value) ||
    GraphQLResponseError.is(value)
  );
}

/**
 * The `extensions.code` of the first GraphQL error behind `value` (e.g.
 * 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'), else undefined. Besides a
 * GraphQLResponseError this also reads a ServerError whose JSON body carries
 * `errors`, because a server speaking application/graphql-response+json may
 * answer a refused request with a 4xx status and the same error list.
 */
export function errorCode(value: unknown): string | undefined {
  let errors: unknown;
  if (GraphQLResponseError.is(value)) {
    errors = value.errors;
  } else if (ServerError.is(value) && typeof value.result === 'object' && value.result !== null) {
    errors = (value.result as { errors?: unknown }).errors;
  }
  if (!Array.isArray(errors)) return undefined;
  const code: unknown = (errors[0] as { extensions?: { code?: unknown } } | undefined)?.extensions
    ?.code;
  return typeof code === 'string' ? code : undefined;
}
