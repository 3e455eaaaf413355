import type { Snippet } from '../db/search';
import type { FieldResolver, ObjectResolvers } from './types';

const snippet: FieldResolver<Snippet, unknown, string> = (result) => result.text;

export const SearchResult: ObjectResolvers = { snippet };
