import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import type { GraphQLNamedType, GraphQLSchema } from 'graphql';
import { LIMITS } from '../../schema/rules';

/**
 * Every list the schema declares, by what it can return: an article has at most 8 tags
 * (schema/rules.ts); `Query.tags` lists at most LIMITS.tagsListed; a snippet is at most 40
 * tokens (db/search.ts), so it has at most 40 highlights; a title shows at most 16
 * (TITLE_HIGHLIGHTS_MAX, db/search.ts); an image has 3 formats at each of its widths, at most 4
 * (VARIANT_WIDTHS and its own, media/names.ts); a viewer invites to at most the 4 staff roles;
 * the demo has 6 accounts (db/seed/content/users.json); a comment shows its 10 newest earlier
 * texts and 10 newest reports.
 * A list with no bound here (nor below, nor a connection's edges) makes the model refuse to
 * build, so none is ever priced by a guess.
 */
const LIST_SIZES: Record<string, number> = {
  'Query.tags': LIMITS.tagsListed,
  'Article.tags': 8,
  // Article.ts gives at most the 50 newest events.
  'Article.events': 50,
  // articleLinks.ts refuses more than 50 paths.
  'Query.unknownArticleLinks': 50,
  'Revision.tags': 8,
  'SearchResult.highlights': 40,
  'SearchResult.titleHighlights': 16,
  'Image.variants': 12,
  'ViewerCapabilities.invitableRoles': 4,
  'Site.demoAccountsExposed': 6,
  // Comment.ts gives at most the 10 newest earlier texts.
  'Comment.previousBodies': 10,
  'Comment.reports': 10,
  // Subscribers.ts lists at most 100 targets and 30 days or 26 weeks.
  'Subscribers.targets': 100,
  'Subscribers.growth': 30,
};
/** A payload reports at most one problem per input field, and no input has 10. */
const LIST_SIZES_BY_ITEM: Record<string, number> = { UserError: 10 };

/**
 * Long text costs 1 per 1,000 characters it may hold (LENGTHS in schema/rules.ts): once when
 * its row is read from the store (reading a row reads all of it, selected or
 * not: 1,000 unselected rows of 100 KB took 150 ms) and again when it is
 * selected (it is copied into the answer). A search result also reads its
 * article's text for the snippet.
 */
const ROW_WEIGHTS: Record<string, number> = {
  Article: 100,
  Revision: 100,
  SearchResult: 100,
  Comment: 5,
  User: 2,
};
const FIELD_WEIGHTS: Record<string, number> = {
  'Article.body': 100,
  'Revision.body': 100,
  'Comment.body': 5,
  'Comment.displayBody': 5,
  'CommentEdit.body': 5,
  'User.bio': 2,
};

/** What each part of one schema weighs in an operation's cost. */
export interface CostModel {
  /** What selecting a field costs per value, beyond its 1 (`Type.field`). */
  fieldWeight(coordinate: string): number;
  /** What reading one object of a type costs (an abstract type: its heaviest member). */
  rowWeight(type: GraphQLNamedType): number;
  /** What a connection type costs per row of its page (its nodes are read whether selected or not). */
  connectionRowWeight(type: GraphQLNamedType): number;
  /** An edge type: its `node` was read, and paid for, by its connection. */
  isEdge(type: GraphQLNamedType): boolean;
  /** How many items a list field may hold. */
  listSize(parentType: GraphQLNamedType, coordinate: string, item: GraphQLNamedType): number;
}

const models = new WeakMap<GraphQLSchema, CostModel>();

/** The cost model of a schema, derived once from its types. */
export function costModel(schema: GraphQLSchema): CostModel {
  let model = models.get(schema);
  if (!model) models.set(schema, (model = buildModel(schema)));
  return model;
}

function buildModel(schema: GraphQLSchema): CostModel {
  const types = Object.values(schema.getTypeMap());
  const rowWeights = new Map<string, number>();
  for (const type of types) {
    const members = isAbstractType(type) ? schema.getPossibleTypes(type) : [type];
    rowWeights.set(type.name, Math.max(0, ...members.map((m) => ROW_WEIGHTS[m.name] ?? 0)));
  }
  // Connections are recognised by their shape (Relay's): `edges` and `pageInfo`.
  const connectionRows = new Map<string, number>();
  const edgeTypes = new Set<string>();
  for (const type of types) {
    if (!isObjectType(type)) continue;
    const { edges, pageInfo } = type.getFields();
    const edge = edges && getNamedType(edges.type);
    if (!pageInfo || !isObjectType(edge)) continue;
    edgeTypes.add(edge.name);
    const node = edge.getFields().node;
    connectionRows.set(type.name, node ? (rowWeights.get(getNamedType(node.type).name) ?? 0) : 0);
  }
  const introspection = introspectionListSizes(schema);
  const bound = (coordinate: string, item: string): number | undefined =>
    LIST_SIZES[coordinate] ?? LIST_SIZES_BY_ITEM[item] ?? introspection[coordinate];
  for (const type of types) {
    if (!(isObjectType(type) || isInterfaceType(type)) || connectionRows.has(type.name)) continue;
    for (const field of Object.values(type.getFields())) {
      const list = isNonNullType(field.type) ? field.type.ofType : field.type;
      const coordinate = `${type.name}.${field.name}`;
      if (isListType(list) && bound(coordinate, getNamedType(list).name) === undefined) {
        throw new Error(`${coordinate} is a list with no bound in server/costModel.ts`);
      }
    }
  }
  return {
    fieldWeight: (coordinate) => FIELD_WEIGHTS[coordinate] ?? 0,
    rowWeight: (type) => rowWeights.get(type.name) ?? 0,
    connectionRowWeight: (type) => connectionRows.get(type.name) ?? 0,
    isEdge: (type) => edgeTypes.has(type.name),
    listSize(parentType, coordinate, item) {
      // A connection's list of edges is the page its `first` already counted.
      if (connectionRows.has(parentType.name)) return 1;
      // Every list has a bound (checked above); a field the schema lacks costs nothing more.
      return bound(coordinate, item.name) ?? 1;
    },
  };
}

/**
 * Introspection enumerates the schema: `types { fields { args } }` lists each
 * field and argument once, so each list counts as long as it is on average
 * (a path through the largest type could exceed that, but the depth limit
 * allows only a few lists deep, over a schema this small).
 */
function introspectionListSizes(schema: GraphQLSchema): Record<string, number> {
  const average = (counts: number[]) =>
    Math.max(1, Math.ceil(counts.reduce((sum, n) => sum + n, 0) / Math.max(1, counts.length)));
  const types = Object.values(schema.getTypeMap());
  const withFields = types.filter((t) => isObjectType(t) || isInterfaceType(t));
  const directives = schema.getDirectives();
  return {
    '__Schema.types': types.length,
    '__Schema.directives': directives.length,
    '__Type.fields': average(withFields.map((t) => Object.keys(t.getFields()).length)),
    '__Type.interfaces': average(withFields.map((t) => t.getInterfaces().length)),
    '__Type.possibleTypes': average(
      types.filter(isAbstractType).map((t) => schema.getPossibleTypes(t).length),
    ),
    '__Type.enumValues': average(types.filter(isEnumType).map((t) => t.getValues().length)),
    '__Type.inputFields': average(
      types.filter(isInputObjectType).map((t) => Object.keys(t.getFields()).length),
    ),
    '__Field.args': average(
      withFields.flatMap((t) => Object.values(t.getFields()).map((f) => f.args.length)),
    ),
    '__Directive.args': average(directives.map((d) => d.args.length)),
    '__Directive.locations': average(directives.map((d) => d.locations.length)),
  };
}
