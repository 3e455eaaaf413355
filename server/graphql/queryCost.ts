import {
  GraphQLError,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getNamedType,
  getOperationAST,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import type {
  DocumentNode,
  FieldNode,
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './connections';
import { type CostModel, costModel } from './costModel';
import { fragmentsInDependencyOrder } from './fragmentOrder';

/**
 * The most an operation may cost (README "Security limits"). Folio's own
 * operations cost at most a quarter of it at their largest pages (a test
 * holds every compiled operation to that; the search page of 50 is the
 * largest, at 16,701). At the budget a request reads at most about 740
 * article rows, or produces some 75,000 small values: 40–120 ms on the
 * shared 2-core machine.
 */
export const QUERY_COST_BUDGET = 75_000;

export interface OperationCost {
  /** Every field once per value it may produce, plus the long text it reads and returns. */
  cost: number;
  /** The operation's fields with its fragments written out: what compiling it costs. */
  fields: number;
}

/**
 * The cost of the operation a request runs, before it runs: each field
 * counts once for every value it may produce, that is multiplied by the
 * `first` of each enclosing connection (from the request's variables when
 * it is one; 0–50, as the resolvers allow) and the bound of each enclosing
 * list; a connection also pays for the rows it reads, and long text for its
 * size (costModel.ts). Each fragment is walked once per document, and no
 * walk recurses, so neither the size nor the shape of a document can make
 * this slow. Expects a validated document.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): OperationCost {
  const values = variables ?? {};
  let byDocument = memos.get(schema);
  if (!byDocument) memos.set(schema, (byDocument = new WeakMap()));
  let byOperation = byDocument.get(document);
  if (!byOperation) byDocument.set(document, (byOperation = new Map()));
  const memo = byOperation.get(operationName ?? '');
  const known = memo?.costs.get(memoKey(memo.pageVariables, values));
  if (known) return known;

  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return { cost: 0, fields: 0 };
  const walker = new CostWalker(schema, operation, values);
  for (const fragment of fragmentsInDependencyOrder(document)) {
    const type = schema.getType(fragment.typeCondition.name.value);
    if (type) walker.fragments.set(fragment.name.value, walker.walk(fragment.selectionSet, type));
  }
  const cost = walker.walk(operation.selectionSet, root);
  const kept = memo ?? { pageVariables: [...walker.pageVariables], costs: new Map() };
  if (!memo) byOperation.set(operationName ?? '', kept);
  if (kept.costs.size >= MEMO_SIZE) kept.costs.clear();
  kept.costs.set(memoKey(kept.pageVariables, values), cost);
  return cost;
}

/**
 * A document's cost depends on nothing but the variables that give a page
 * size, so it is kept per document (as long as the document lives) and per
 * value of those: the app's screens walk their document once, not on every
 * request (the walk was 6% of the server's time on the article screen).
 */
interface Memo {
  pageVariables: readonly string[];
  costs: Map<string, OperationCost>;
}
const memos = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, Memo>>>();
/** Costs kept per operation; a client cycling through more values starts it afresh. */
const MEMO_SIZE = 64;

function memoKey(pageVariables: readonly string[], values: Readonly<Record<string, unknown>>) {
  // Anything but a number or null is refused by coercion, and costs 0 alike.
  return pageVariables
    .map((name) => {
      if (!Object.hasOwn(values, name)) return '-';
      const value = values[name];
      return typeof value === 'number' || value === null ? String(value) : 'x';
    })
    .join(',');
}

/** The refusal of an operation over the budget, with both figures. */
export function queryTooComplex(cost: number, budget = QUERY_COST_BUDGET): GraphQLError {
  return new GraphQLError(
    `This query would cost ${cost}; the limit is ${budget}. ` +
      'Ask for fewer fields, smaller pages (first), or fewer nested lists.',
    { extensions: { code: 'QUERY_TOO_COMPLEX', cost, limit: budget } },
  );
}

type Pending = [SelectionSetNode, GraphQLNamedType, number];

class CostWalker {
  /** The cost of each fragment at a multiplier of 1 (costs scale linearly). */
  readonly fragments = new Map<string, OperationCost>();
  /** The variables that gave a `first`: all the cost depends on. */
  readonly pageVariables = new Set<string>();
  private readonly model: CostModel;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly operation: OperationDefinitionNode,
    private readonly variables: Readonly<Record<string, unknown>>,
  ) {
    this.model = costModel(schema);
  }

  /** The cost of a selection set on `rootType` at a multiplier of 1. */
  walk(root: SelectionSetNode, rootType: GraphQLNamedType): OperationCost {
    let cost = 0;
    let fields = 0;
    // Each item: the selections of one field (or the root), at a multiplier.
    const pending: Pending[] = [[root, rootType, 1]];
    for (let item = pending.pop(); item; item = pending.pop()) {
      const multiplier = item[2];
      // As graphql-js does, a field's selections are collected with its inline
      // fragments, and each named fragment is spread into them once.
      const spread = new Set<string>();
      const sets: [SelectionSetNode, GraphQLNamedType][] = [[item[0], item[1]]];
      for (let set = sets.pop(); set; set = sets.pop()) {
        const [selectionSet, parentType] = set;
        for (const selection of selectionSet.selections) {
          if (selection.kind === Kind.FRAGMENT_SPREAD) {
            // Unknown, or on a cycle: validation refuses the document anyway.
            const fragment = this.fragments.get(selection.name.value);
            if (fragment && !spread.has(selection.name.value)) {
              spread.add(selection.name.value);
              cost += multiplier * fragment.cost;
              fields += fragment.fields;
            }
          } else if (selection.kind === Kind.INLINE_FRAGMENT) {
            const condition = selection.typeCondition;
            const type = condition ? this.schema.getType(condition.name.value) : parentType;
            if (type) sets.push([selection.selectionSet, type]);
          } else {
            fields += 1;
            const [own, below] = this.field(selection, parentType, multiplier);
            cost += own;
            if (below) pending.push(below);
          }
        }
      }
    }
    return { cost, fields };
  }

  /** A field's own cost at `multiplier`, and its selections with the multiplier below it. */
  private field(node: FieldNode, parentType: GraphQLNamedType, multiplier: number) {
    const field = this.fieldDefinition(parentType, node.name.value);
    const coordinate = `${parentType.name}.${node.name.value}`;
    let cost = multiplier * (1 + this.model.fieldWeight(coordinate));
    if (!field || !node.selectionSet) return [cost, null] as const;
    const type = getNamedType(field.type);
    let below = multiplier;
    if (field.args.some((arg) => arg.name === 'first')) {
      below = multiplier * this.pageSize(node, field);
      cost += below * this.model.connectionRowWeight(type);
    } else {
      if (isListType(isNonNullType(field.type) ? field.type.ofType : field.type)) {
        below = multiplier * this.model.listSize(parentType, coordinate, type);
      }
      if (!this.model.isEdge(parentType)) cost += below * this.model.rowWeight(type);
    }
    const pending: Pending = [node.selectionSet, type, below];
    return [cost, pending] as const;
  }

  private fieldDefinition(type: GraphQLNamedType, name: string) {
    if (name === '__typename') return TypeNameMetaFieldDef;
    if (type === this.schema.getQueryType()) {
      if (name === '__schema') return SchemaMetaFieldDef;
      if (name === '__type') return TypeMetaFieldDef;
    }
    return isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
  }

  /** A connection's `first` as the resolvers will see it, within the 0–50 they accept. */
  private pageSize(node: FieldNode, field: GraphQLField<unknown, unknown>): number {
    const fallback = field.args.find((arg) => arg.name === 'first')?.defaultValue;
    const argument = node.arguments?.find((arg) => arg.name.value === 'first')?.value;
    let value: unknown = fallback;
    if (argument?.kind === Kind.INT) value = Number(argument.value);
    else if (argument?.kind === Kind.NULL) value = null;
    else if (argument?.kind === Kind.VARIABLE) {
      const name = argument.name.value;
      this.pageVariables.add(name);
      const declared = this.operation.variableDefinitions?.find(
        (definition) => definition.variable.name.value === name,
      )?.defaultValue;
      if (Object.hasOwn(this.variables, name)) value = this.variables[name];
      else if (declared?.kind === Kind.INT) value = Number(declared.value);
    }
    // null asks for the default page; a value that is not an integer fails
    // coercion before anything runs, so it costs nothing.
    if (value === null || value === undefined) value = fallback ?? DEFAULT_PAGE_SIZE;
    if (typeof value !== 'number' || !Number.isInteger(value)) return 0;
    return Math.min(Math.max(value, 0), MAX_PAGE_SIZE);
  }
}
