import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  type GraphQLFieldResolver,
  GraphQLInterfaceType,
  GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  GraphQLUnionType,
} from 'graphql';
import type { Context } from './context';
import { costModel } from './costModel';
import { attachDateTime } from './dateTimeScalar';
import type { Resolvers, ResolversParentTypes } from './__generated__/resolvers';
import type { EveryFieldResolved, UnresolvedFields } from './resolverCoverage';
import { Article } from './resolvers/Article';
import { Comment } from './resolvers/Comment';
import { Image } from './resolvers/Image';
import { Mutation } from './resolvers/Mutation';
import { Node } from './resolvers/Node';
import { Notification } from './resolvers/Notification';
import { Query } from './resolvers/Query';
import { Invitation, Site, ViewerCapabilities } from './resolvers/Site';
import { Revision } from './resolvers/Revision';
import { ArticleEvent } from './resolvers/ArticleEvent';
import { SearchResult } from './resolvers/SearchResult';
import { SubscriberTarget, Subscribers } from './resolvers/Subscribers';
import { Tag } from './resolvers/Tag';
import { User } from './resolvers/User';

/** The contract, shared with the client's relay-compiler. */
export const SCHEMA_FILE = path.join(__dirname, '..', '..', 'schema', 'schema.graphql');

/**
 * Resolvers by type name, as `attachResolvers` takes them: loosely typed, so that a test can
 * hand it a map with a mistake in it.
 */
export type ResolverMap = Record<string, object | undefined>;

/** Folio's resolvers, checked against the contract by the generated `Resolvers` type. */
export const resolvers = {
  Query,
  Mutation,
  Node,
  User,
  Article,
  Tag,
  Comment,
  Revision,
  ArticleEvent,
  SearchResult,
  Image,
  Site,
  Invitation,
  ViewerCapabilities,
  Notification,
  Subscribers,
  SubscriberTarget,
} satisfies Resolvers;

// A field with neither a resolver above nor a property on its mapped row is a type error here
// that names it (server/graphql/resolverCoverage.ts), not a null at query time.
export const everyFieldResolved: EveryFieldResolved<
  UnresolvedFields<Resolvers, ResolversParentTypes, typeof resolvers>
> = true;

/**
 * Attaches resolvers to a schema built from SDL, in place. Throws at start-up
 * when the map names a type or field the schema lacks, so a renamed field in
 * the contract cannot silently fall back to the default resolver.
 */
export function attachResolvers(schema: GraphQLSchema, map: ResolverMap): GraphQLSchema {
  for (const [typeName, fields] of Object.entries(map)) {
    const type = schema.getType(typeName);
    if (!type) throw new Error(`Resolver ${typeName} names a type the schema lacks`);
    for (const [fieldName, resolver] of Object.entries(fields ?? {})) {
      if (fieldName === '__resolveType') {
        if (!(type instanceof GraphQLInterfaceType || type instanceof GraphQLUnionType)) {
          throw new Error(`Resolver ${typeName}.__resolveType names a type that is not abstract`);
        }
        type.resolveType = resolver as GraphQLTypeResolver<unknown, Context>;
        continue;
      }
      if (!(type instanceof GraphQLObjectType)) {
        throw new Error(`Resolver ${typeName}.${fieldName} names a type that is not an object`);
      }
      const field = type.getFields()[fieldName];
      if (!field) {
        throw new Error(`Resolver ${typeName}.${fieldName} names a field the schema lacks`);
      }
      field.resolve = resolver as GraphQLFieldResolver<unknown, Context>;
    }
  }
  return schema;
}

/** Builds the executable schema from schema/schema.graphql and server/resolvers. */
export function createSchema(map: ResolverMap = resolvers): GraphQLSchema {
  const schema = attachResolvers(
    attachDateTime(buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8'))),
    map,
  );
  // Priced now, so a list with no bound stops the server at start-up, not its first query.
  costModel(schema);
  return schema;
}
