import { GraphQLError, Kind } from 'graphql';
import type { SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import { fragmentsInDependencyOrder } from './fragmentOrder';

/**
 * A validation rule refusing operations nested deeper than `maxDepth` fields
 * (`LIMITS.queryDepth` in schema/rules.ts: 12), so one request cannot ask for an exponential amount of
 * work through cycles such as article → author → articles → author …
 * Fragments count at the depth where they are spread; introspection counts too.
 */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => ({
    Document(document) {
      // Each fragment's depth is measured once per document, those it spreads
      // first: spreading the same fragments over and over costs nothing more.
      const fragmentDepths = new Map<string, number>();
      for (const fragment of fragmentsInDependencyOrder(document)) {
        fragmentDepths.set(
          fragment.name.value,
          selectionDepth(fragment.selectionSet, fragmentDepths),
        );
      }
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const depth = selectionDepth(definition.selectionSet, fragmentDepths);
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: definition,
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      }
    },
  });
}

/**
 * How many fields deep a selection set reaches, with the depths of the
 * fragments it spreads already known (an unknown one, or one on a cycle,
 * counts 0). Iterative, so no document can overflow the stack through it.
 */
function selectionDepth(root: SelectionSetNode, fragmentDepths: Map<string, number>): number {
  let deepest = 0;
  const pending: [SelectionSetNode, number][] = [[root, 0]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [selectionSet, depth] = item;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        deepest = Math.max(deepest, depth + 1);
        if (selection.selectionSet) pending.push([selection.selectionSet, depth + 1]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push([selection.selectionSet, depth]);
      } else {
        deepest = Math.max(deepest, depth + (fragmentDepths.get(selection.name.value) ?? 0));
      }
    }
  }
  return deepest;
}
