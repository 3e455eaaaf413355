import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLE_STATUSES, type ArticleStatus } from '../../../schema/rules';

export interface SeedUser {
  handle: string;
  name: string;
  role: 'AUTHOR' | 'EDITOR';
  bio: string;
}

export interface SeedComment {
  /** The commenter's handle. */
  author: string;
  body: string;
  /** ISO 8601 UTC. */
  createdAt: string;
}

export interface SeedArticle {
  /** The file name without `.md`. */
  key: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  /** The author's handle. */
  author: string;
  status: ArticleStatus;
  createdAt: string;
  publishedAt: string | null;
  comments: SeedComment[];
}

export interface SeedContent {
  users: SeedUser[];
  articles: SeedArticle[];
}

const DEFAULT_DIR = join(__dirname, 'content');
const STATUSES: readonly ArticleStatus[] = ARTICLE_STATUSES;
const ROLES: readonly SeedUser['role'][] = ['AUTHOR', 'EDITOR'];
const FRONT_MATTER_KEYS = [
  'title',
  'summary',
  'author',
  'tags',
  'status',
  'createdAt',
  'publishedAt',
] as const;
type FrontMatterKey = (typeof FRONT_MATTER_KEYS)[number];
// A full date and time with an explicit UTC marker: a local time would seed differently per machine.
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

/** The one error type of the loader, so a broken content file reads as such in the start-up log. */
export class SeedContentError extends Error {
  constructor(file: string, reason: string) {
    super(`Malformed seed content in ${file}: ${reason}`);
    this.name = 'SeedContentError';
  }
}

/**
 * Reads the content files synchronously (paths resolved from this file's location via __dirname);
 * throws a clear error naming the file on malformed content. `dir` defaults to ./content and
 * exists so tests can point the loader at a scratch directory.
 */
export function loadSeedContent(dir: string = DEFAULT_DIR): SeedContent {
  const users = readUsers(join(dir, 'users.json'));
  const articlesDir = join(dir, 'articles');
  const files = readdirSync(articlesDir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const articles = files.map((name) => parseArticleFile(join(articlesDir, name)));
  attachComments(join(dir, 'comments.json'), articles);
  articles.sort(byPublication);
  return { users, articles };
}

/**
 * Parses one article file: a front-matter block of `key: value` lines between `---` lines, then
 * the Markdown body. Exported for tests; the key is the file name without `.md`.
 */
export function parseArticleFile(file: string): SeedArticle {
  const source = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
  if (!match) {
    throw new SeedContentError(file, 'expected a front-matter block between "---" lines');
  }
  const fields = parseFrontMatter(file, match[1] ?? '');
  const required = (key: FrontMatterKey): string => {
    const value = fields.get(key);
    if (value === undefined || value === '') {
      throw new SeedContentError(file, `front matter is missing "${key}"`);
    }
    return value;
  };
  const status = required('status');
  if (!isOneOf(status, STATUSES)) {
    throw new SeedContentError(file, `status must be one of ${STATUSES.join(', ')}`);
  }
  const published = fields.get('publishedAt');
  const key = (file.split(/[\\/]/).pop() ?? file).replace(/\.md$/, '');
  return {
    key,
    title: required('title'),
    summary: fields.get('summary') ?? '',
    // Prettier ends every file with one newline; the stored body should not carry it.
    body: (match[2] ?? '').replace(/^\n+/, '').replace(/\s+$/, ''),
    tags: (fields.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
    author: required('author'),
    status,
    createdAt: toIsoUtc(file, 'createdAt', required('createdAt')),
    publishedAt:
      published === undefined || published === '' || published === 'null'
        ? null
        : toIsoUtc(file, 'publishedAt', published),
    comments: [],
  };
}

function parseFrontMatter(file: string, block: string): Map<FrontMatterKey, string> {
  const fields = new Map<FrontMatterKey, string>();
  let last: FrontMatterKey | undefined;
  for (const line of block.split('\n')) {
    if (line.trim() === '') continue;
    // An indented line continues the previous value, as YAML folds a long plain scalar.
    if (/^\s/.test(line) && last !== undefined) {
      fields.set(last, `${fields.get(last) ?? ''} ${line.trim()}`.trim());
      continue;
    }
    const pair = /^([A-Za-z]+):(?:\s+(.*))?$/.exec(line);
    if (!pair) {
      throw new SeedContentError(file, `cannot read front-matter line "${line}"`);
    }
    const name = pair[1] ?? '';
    if (!isOneOf(name, FRONT_MATTER_KEYS)) {
      throw new SeedContentError(file, `unknown front-matter key "${name}"`);
    }
    if (fields.has(name)) {
      throw new SeedContentError(file, `front-matter key "${name}" appears twice`);
    }
    fields.set(name, (pair[2] ?? '').trim());
    last = name;
  }
  return fields;
}

function readUsers(file: string): SeedUser[] {
  const data = readJson(file);
  if (!Array.isArray(data)) throw new SeedContentError(file, 'expected an array of users');
  return data.map((entry: unknown, index) => {
    const where = `user #${index + 1}`;
    const user = asRecord(file, entry, where);
    const role = stringField(file, user, 'role', where);
    if (!isOneOf(role, ROLES)) {
      throw new SeedContentError(file, `${where}: role must be AUTHOR or EDITOR`);
    }
    return {
      handle: stringField(file, user, 'handle', where),
      name: stringField(file, user, 'name', where),
      role,
      bio: stringField(file, user, 'bio', where),
    };
  });
}

function attachComments(file: string, articles: SeedArticle[]): void {
  const data = asRecord(file, readJson(file), 'the top level');
  const byKey = new Map(articles.map((article) => [article.key, article]));
  for (const [key, list] of Object.entries(data)) {
    const article = byKey.get(key);
    if (!article) throw new SeedContentError(file, `no article file for key "${key}"`);
    if (!Array.isArray(list)) throw new SeedContentError(file, `"${key}" must be an array`);
    article.comments = list.map((entry: unknown, index) => {
      const where = `"${key}" comment #${index + 1}`;
      const comment = asRecord(file, entry, where);
      return {
        author: stringField(file, comment, 'author', where),
        body: stringField(file, comment, 'body', where),
        createdAt: toIsoUtc(file, where, stringField(file, comment, 'createdAt', where)),
      };
    });
    article.comments.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
}

// Published (and archived-after-publishing) articles in publication order, so inserting them in
// this order gives ids that follow time; never-published drafts last.
function byPublication(a: SeedArticle, b: SeedArticle): number {
  if (a.publishedAt !== b.publishedAt) {
    if (a.publishedAt === null) return 1;
    if (b.publishedAt === null) return -1;
    return a.publishedAt.localeCompare(b.publishedAt);
  }
  return a.createdAt.localeCompare(b.createdAt) || a.key.localeCompare(b.key);
}

function readJson(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SeedContentError(file, (error as Error).message);
  }
}

function asRecord(file: string, value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SeedContentError(file, `${where} must be an object`);
  }
  return value as Record<string, unknown>;
}

function stringField(
  file: string,
  record: Record<string, unknown>,
  name: string,
  where: string,
): string {
  const value = record[name];
  if (typeof value !== 'string') {
    throw new SeedContentError(file, `${where}: "${name}" must be a string`);
  }
  return value;
}

// Normalized to the store's format (milliseconds, Z) so rows sort as text in time order.
function toIsoUtc(file: string, field: string, value: string): string {
  const time = ISO_UTC.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) {
    throw new SeedContentError(file, `${field} must be an ISO 8601 UTC time, got "${value}"`);
  }
  return new Date(time).toISOString();
}

function isOneOf<T extends string>(value: string, options: readonly T[]): value is T {
  return (options as readonly string[]).includes(value);
}
