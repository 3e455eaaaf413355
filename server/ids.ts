/** The object types that have global IDs. */
export type NodeType = 'User' | 'Article' | 'Tag' | 'Comment';

const NODE_TYPES: ReadonlySet<string> = new Set<NodeType>(['User', 'Article', 'Tag', 'Comment']);

/**
 * The opaque global ID of a row: base64url of "Type:id". Opaque to clients
 * (they must not parse it) yet cheap to decode without a lookup table.
 */
export function toGlobalId(type: NodeType, id: number): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

/** Decodes a global ID; null when it is malformed. */
export function fromGlobalId(globalId: string): { type: NodeType; id: number } | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(globalId)) return null;
  const match = /^([A-Za-z]+):([1-9][0-9]{0,15})$/.exec(
    Buffer.from(globalId, 'base64url').toString('utf8'),
  );
  if (!match || !NODE_TYPES.has(match[1]!)) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { type: match[1] as NodeType, id } : null;
}

/** Decodes a global ID that must name an object of `type`; null otherwise. */
export function idOfType(globalId: string, type: NodeType): number | null {
  const decoded = fromGlobalId(globalId);
  return decoded && decoded.type === type ? decoded.id : null;
}
