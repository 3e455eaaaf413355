import { buildSchema } from 'graphql';
import fs from 'node:fs';
import { attachResolvers, createSchema, resolvers, SCHEMA_FILE } from './schema';

const fresh = () => buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8'));

test('createSchema builds the contract with every Query and Mutation field resolved', () => {
  const schema = createSchema();
  for (const typeName of ['Query', 'Mutation'] as const) {
    const type = typeName === 'Query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(type!.getFields())) {
      expect([typeName, field.name, typeof field.resolve]).toEqual([
        typeName,
        field.name,
        'function',
      ]);
    }
  }
});

test('a resolver naming a field the schema lacks fails at start-up', () => {
  expect(() =>
    attachResolvers(fresh(), { ...resolvers, Query: { ...resolvers.Query, foo: () => 1 } }),
  ).toThrow('Resolver Query.foo names a field the schema lacks');
});

test('a resolver naming a type the schema lacks fails at start-up', () => {
  expect(() => attachResolvers(fresh(), { Ghost: { name: () => 'boo' } })).toThrow(
    'Resolver Ghost names a type the schema lacks',
  );
});

test('__resolveType on an object type is refused', () => {
  expect(() => attachResolvers(fresh(), { User: { __resolveType: () => 'User' } })).toThrow(
    /not abstract/,
  );
});
