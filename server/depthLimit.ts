import { GraphQLError, Kind } from 'graphql';
import type { SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';

/**
 * A validation rule refusing operations nested deeper than `maxDepth` fields
 * (PRODUCT.md §9: 12), so one request cannot ask for an exponential amount of
 * work through cycles such as article → author → articles → author …
 * Fragments count at the depth where they are spread; introspection counts too.
 */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation) {
      const depth = selectionDepth(context, operation.selectionSet, new Set());
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
            nodes: operation,
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        );
      }
    },
  });
}

function selectionDepth(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  visiting: Set<string>,
): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const below = selection.selectionSet
        ? selectionDepth(context, selection.selectionSet, visiting)
        : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(context, selection.selectionSet, visiting));
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // A cycle is reported by graphql-js's own NoFragmentCycles rule.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      deepest = Math.max(deepest, selectionDepth(context, fragment.selectionSet, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}
