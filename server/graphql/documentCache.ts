import type { DocumentNode, Token } from 'graphql';
import { ByteLru } from './byteLru';

/**
 * What a parsed document holds on the heap per token of its text: AST
 * nodes, locations and the linked tokens themselves. Measured (heap after
 * gc, graphql 16) at 280–380 bytes per token across the app's operations
 * and hostile shapes; rounded up.
 */
export const AST_BYTES_PER_TOKEN = 400;
/**
 * What graphql-jit keeps per field of a compiled operation (generated code,
 * resolve infos, serializers): 0.4–1.2 KB per field, measured in heap
 * snapshots with fragments written out; rounded up. (V8 also keeps recently
 * compiled sources in its own cache for a while; that is V8's to age out.)
 */
export const COMPILED_BYTES_PER_FIELD = 1_500;

interface Entry<T> {
  text: string;
  document: DocumentNode;
  /** What this entry is estimated to hold, attachments included. */
  bytes: number;
  /** Kept beside the document by key (graphql-jit's compiled operations, by name). */
  attachments: Map<string, T>;
}

/**
 * Parsed and validated documents by their text, in a ByteLru: bounded by the bytes they are
 * estimated to hold on the heap (the text, the AST by its tokens, and whatever is attached to
 * them), the least recently used first to go. Anything attached to a document goes with it,
 * so the compiled functions hanging off a document are bounded too.
 */
export class DocumentCache<T = unknown> {
  private readonly entries: ByteLru<Entry<T>>;
  /** The entry of a document handed out, so a caller holding one needs no text to find it. */
  private readonly byDocument = new WeakMap<DocumentNode, Entry<T>>();

  constructor(readonly maxBytes: number) {
    this.entries = new ByteLru(maxBytes, (entry) => entry.bytes);
  }

  /** The estimated heap held by the cached documents and their attachments. */
  get bytes(): number {
    return this.entries.size;
  }

  get size(): number {
    return this.entries.count;
  }

  /** The cached document for `text`, now the most recently used. */
  get(text: string): DocumentNode | undefined {
    return this.entries.get(text)?.document;
  }

  /** Whether `document` is the one kept for its text (so validating it again is unnecessary). */
  has(document: DocumentNode): boolean {
    return this.kept(document) !== undefined;
  }

  /** Keeps a validated document; one estimated at more than the whole budget is not kept. */
  add(text: string, document: DocumentNode): void {
    if (this.entries.peek(text)) return;
    const bytes = text.length * 2 + tokenCount(document) * AST_BYTES_PER_TOKEN;
    const entry: Entry<T> = { text, document, bytes, attachments: new Map() };
    this.byDocument.set(document, entry);
    this.entries.set(text, entry);
  }

  /** What was attached to a cached document under `key`. */
  attachment(document: DocumentNode, key: string): T | undefined {
    return this.kept(document)?.attachments.get(key);
  }

  /**
   * Attaches `value` (estimated at `bytes`) to a cached document; to a
   * document that is not cached (or no longer), nothing is attached.
   */
  attach(document: DocumentNode, key: string, value: T, bytes: number): void {
    const entry = this.kept(document);
    if (!entry || entry.attachments.has(key)) return;
    entry.attachments.set(key, value);
    entry.bytes += bytes;
    // Counted anew with what it now holds (and dropped with it if that is more than the bound).
    this.entries.set(entry.text, entry);
  }

  private kept(document: DocumentNode): Entry<T> | undefined {
    const entry = this.byDocument.get(document);
    return entry && this.entries.peek(entry.text) === entry ? entry : undefined;
  }
}

/** The number of tokens graphql-js linked while parsing (0 without locations). */
function tokenCount(document: DocumentNode): number {
  let count = 0;
  for (let token: Token | null = document.loc?.startToken ?? null; token; token = token.next) {
    count += 1;
  }
  return count;
}
