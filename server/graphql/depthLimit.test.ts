import { Kind, validate } from 'graphql';
import type { DocumentNode, FieldNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { depthLimit } from './depthLimit';
import { createSchema } from './schema';

/**
 * Documents no parser would build (the HTTP layer refuses nesting past 32
 * before parsing), made directly as ASTs: whatever reaches the rule, it must
 * not overflow the stack.
 */
const name = (value: string) => ({ kind: Kind.NAME, value }) as const;
const selections = (...items: SelectionSetNode['selections']): SelectionSetNode => ({
  kind: Kind.SELECTION_SET,
  selections: items,
});

function nestedFields(depth: number): SelectionSetNode {
  let set = selections({ kind: Kind.FIELD, name: name('id') });
  for (let i = 0; i < depth; i++) {
    const field: FieldNode = { kind: Kind.FIELD, name: name('viewer'), selectionSet: set };
    set = selections(field);
  }
  return set;
}

function fragmentChain(length: number): FragmentDefinitionNode[] {
  return Array.from({ length }, (_, i) => ({
    kind: Kind.FRAGMENT_DEFINITION,
    name: name(`F${i}`),
    typeCondition: { kind: Kind.NAMED_TYPE, name: name('User') },
    selectionSet:
      i + 1 < length
        ? selections({
            kind: Kind.FIELD,
            name: name('articles'),
            selectionSet: selections({ kind: Kind.FRAGMENT_SPREAD, name: name(`F${i + 1}`) }),
          })
        : selections({ kind: Kind.FIELD, name: name('id') }),
  }));
}

const query = (selectionSet: SelectionSetNode, ...fragments: FragmentDefinitionNode[]) =>
  ({
    kind: Kind.DOCUMENT,
    definitions: [
      { kind: Kind.OPERATION_DEFINITION, operation: 'query', selectionSet },
      ...fragments,
    ],
  }) as DocumentNode;

describe('the depth limit', () => {
  const schema = createSchema();

  it('measures fields nested 100,000 deep without overflowing the stack', () => {
    const errors = validate(schema, query(nestedFields(100_000)), [depthLimit(12)]);
    expect(errors.map((error) => error.message)).toEqual([
      'Query is nested 100001 levels deep; the limit is 12.',
    ]);
  });

  it('measures a chain of 20,000 fragments without overflowing the stack', () => {
    const document = query(
      selections({
        kind: Kind.FIELD,
        name: name('viewer'),
        selectionSet: selections({ kind: Kind.FRAGMENT_SPREAD, name: name('F0') }),
      }),
      ...fragmentChain(20_000),
    );
    const errors = validate(schema, document, [depthLimit(12)]);
    expect(errors.map((error) => error.message)).toEqual([
      'Query is nested 20001 levels deep; the limit is 12.',
    ]);
  });
});
