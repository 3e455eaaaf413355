import { GraphQLError, Kind } from 'graphql';
import type { SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';

/**
 * A validation rule refusing operations nested deeper than `maxDepth` fields
 * (PRODUCT.md §9: 12), so one request cannot ask for an exponential amount of
 * work through cycles such as article → author → articles → author …
 * Fragments count at the depth where they are spread; introspection counts too.
 */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => {
    // Each fragment's depth is measured once per document: spreading the same
    // fragments over and over must cost nothing more (without this, a 2 KB
    // document of fragments spreading the next one twice took seconds).
    const fragmentDepths = new Map<string, number>();
    const visiting = new Set<string>();

    const selectionDepth = (selectionSet: SelectionSetNode): number => {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const below = selection.selectionSet ? selectionDepth(selection.selectionSet) : 0;
          deepest = Math.max(deepest, 1 + below);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, selectionDepth(selection.selectionSet));
        } else {
          deepest = Math.max(deepest, fragmentDepth(selection.name.value));
        }
      }
      return deepest;
    };

    const fragmentDepth = (name: string): number => {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      const fragment = context.getFragment(name);
      // A cycle is reported by graphql-js's own NoFragmentCycles rule.
      if (!fragment || visiting.has(name)) return 0;
      visiting.add(name);
      const depth = selectionDepth(fragment.selectionSet);
      visiting.delete(name);
      fragmentDepths.set(name, depth);
      return depth;
    };

    return {
      OperationDefinition(operation) {
        const depth = selectionDepth(operation.selectionSet);
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: operation,
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    };
  };
}
