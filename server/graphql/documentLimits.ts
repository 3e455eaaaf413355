import { GraphQLError, Kind, Lexer, Source, TokenKind, parse } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, SelectionNode } from 'graphql';

/**
 * Parsing stops past this many tokens. Folio's largest operation has 146;
 * graphql-js's validation is quadratic in repeated fields, and at 10,000
 * tokens one 25 KB document kept it busy for up to a second.
 */
export const MAX_QUERY_TOKENS = 1_000;
/**
 * How deep `{`, `[` and `(` may nest in a document. Fields nest at most 12
 * deep (the depth limit), so this leaves room for inline fragments and
 * argument values; graphql-js's recursive parser overflows the stack a few
 * thousand levels down.
 */
export const MAX_NESTING = 32;

/**
 * How many values (object fields and list items, at any depth) an operation's variables may
 * hold. Folio's largest input has a few dozen (an article's fields and its tags). Past the
 * limit nothing reads them: graphql-jit's refusal of an unknown field quotes the whole object,
 * 529 KB and over 100 ms for 30,000 fields.
 */
export const MAX_VARIABLE_VALUES = 1_000;

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * Parses a document after checking, in one pass of the lexer (no
 * recursion), that it has at most MAX_QUERY_TOKENS tokens and nests at most
 * MAX_NESTING levels, so the parser never goes deep enough to overflow the
 * stack. Each refusal is a GraphQLError that says what was wrong and the
 * limit; a syntax error is left for the parser to report with its location.
 */
export function readDocument(text: string): DocumentNode {
  const lexer = new Lexer(new Source(text));
  let refusal: GraphQLError | null = null;
  let tokens = 0;
  let depth = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > MAX_QUERY_TOKENS) {
        refusal = tooManyTokens();
        break;
      }
      if (OPENING.has(token.kind) && ++depth > MAX_NESTING) {
        refusal = nestedTooDeeply();
        break;
      }
      if (CLOSING.has(token.kind)) depth -= 1;
    }
  } catch {
    // A syntax error: the parser reports it below, with its location.
  }
  if (refusal) throw refusal;
  try {
    return parse(text, { maxTokens: MAX_QUERY_TOKENS });
  } catch (err) {
    // The check above makes this unreachable; the parser recurses, so keep a net.
    if (err instanceof RangeError) throw nestedTooDeeply();
    throw err;
  }
}

/**
 * A refusal when the variables hold more than MAX_VARIABLE_VALUES values, else null. Counts
 * without recursion and stops at the limit, so a hostile shape (deep, wide) costs at most that.
 */
export function variablesTooLarge(variables: unknown): GraphQLError | null {
  const pending: unknown[] = [variables];
  let values = 0;
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    const children = Array.isArray(value) ? value : Object.values(value);
    values += children.length;
    if (values > MAX_VARIABLE_VALUES) {
      return new GraphQLError(
        `The variables hold more than ${MAX_VARIABLE_VALUES} values (fields and list items); ` +
          `the limit is ${MAX_VARIABLE_VALUES}.`,
      );
    }
    pending.push(...children);
  }
  return null;
}

/**
 * Selections a document may expand to, its fragments spread in place. Folio's largest
 * operation expands to a few hundred; a fan of fragments each spreading the next twice expands
 * to 2^40, and graphql-js's validation (overlapping fields) then held the event loop 50–100 ms.
 */
export const MAX_EXPANDED_SELECTIONS = 5_000;

/**
 * A refusal when `document`'s operations, their fragments spread in place, hold more than
 * MAX_EXPANDED_SELECTIONS selections, else null. Each fragment's size is counted once
 * (memoized), so this is linear in the document; a cycle counts nothing here (validation
 * refuses it).
 */
export function expandsTooFar(document: DocumentNode): GraphQLError | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  const sizes = new Map<string, number>();
  const sizeOf = (selections: readonly SelectionNode[]): number => {
    let size = 0;
    for (const selection of selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) size += fragmentSize(selection.name.value);
      else size += 1 + (selection.selectionSet ? sizeOf(selection.selectionSet.selections) : 0);
      // Past the limit the exact figure does not matter, and the sums stay small numbers.
      if (size > MAX_EXPANDED_SELECTIONS) return size;
    }
    return size;
  };
  const fragmentSize = (name: string): number => {
    const known = sizes.get(name);
    if (known !== undefined) return known;
    sizes.set(name, 0);
    const fragment = fragments.get(name);
    const size = fragment ? sizeOf(fragment.selectionSet.selections) : 0;
    sizes.set(name, size);
    return size;
  };
  for (const definition of document.definitions) {
    if (
      definition.kind === Kind.OPERATION_DEFINITION &&
      sizeOf(definition.selectionSet.selections) > MAX_EXPANDED_SELECTIONS
    ) {
      return new GraphQLError(
        `The document expands to more than ${MAX_EXPANDED_SELECTIONS} fields once its fragments ` +
          `are spread; the limit is ${MAX_EXPANDED_SELECTIONS}.`,
      );
    }
  }
  return null;
}

/**
 * Whether the JSON `text` nests more than MAX_NESTING arrays and objects deep, found in one pass
 * over its characters before anything parses it: a body of 100,000 nested `[` costs JSON.parse
 * and every walk after it tens of milliseconds, and no request of Folio's nests past a few.
 */
export function jsonNestsTooDeeply(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > MAX_NESTING) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
  return false;
}

const [QUOTE, BACKSLASH, OPEN_BRACKET, CLOSE_BRACKET, OPEN_BRACE, CLOSE_BRACE] = [...'"\\[]{}'].map(
  (c) => c.charCodeAt(0),
);

/** The refusal of a request body that jsonNestsTooDeeply. */
export const JSON_NESTING_MESSAGE =
  `The request body nests more than ${MAX_NESTING} levels deep (counting "[" and "{"); ` +
  `the limit is ${MAX_NESTING}.`;

function tooManyTokens(): GraphQLError {
  return new GraphQLError(
    `The document has more than ${MAX_QUERY_TOKENS} tokens (names, values and punctuation); ` +
      `the limit is ${MAX_QUERY_TOKENS}.`,
  );
}

function nestedTooDeeply(): GraphQLError {
  return new GraphQLError(
    `The document nests more than ${MAX_NESTING} levels deep (counting "{", "[" and "("); ` +
      `the limit is ${MAX_NESTING}.`,
  );
}

/**
 * graphql-js's own words for giving up are "Validation aborted." (its work
 * budget for overlapping fields or fragments ran out) and "Too many
 * validation errors, error limit reached. Validation aborted." (after 100
 * errors). Both become sentences that say what to change.
 */
export function explainValidationErrors(errors: readonly GraphQLError[]): readonly GraphQLError[] {
  return errors.map((error) => {
    if (error.message === 'Validation aborted.') {
      return new GraphQLError(
        'The document repeats the same fields or fragments too often to be checked, so ' +
          'validation stopped. Select each field once per selection set, and spread each ' +
          'fragment once.',
      );
    }
    if (error.message.startsWith('Too many validation errors')) {
      return new GraphQLError(
        `Validation stopped after the ${errors.length - 1} errors listed before this one; ` +
          'correct those and send the document again.',
      );
    }
    return error;
  });
}
