// An import's rules (issue 30 "Nothing lost, nothing doubled"), once for both engines: every
// post of a source is created, updated or skipped by its source id, with its author and its old
// paths, in one transaction. The importers (server/import/) only read formats into posts.
import crypto from 'node:crypto';
import type { ArticleStatus, UserRow } from '../db/rows';
import type { ImportStore } from '../db/importStores';
import type { NewUser } from '../db/accountStores';
import { bodyError, handleError, nameError, normalizeHandle } from '../../schema/rules';
import { type ArticleQueries, present } from './articleQueries';
import { insertArticle, updateArticle } from './articleSaves';
import { type ImportedSubscriber, importSubscribers } from './importedSubscribers';
import { redirectKey } from './redirectPaths';
import { normalizeTags, validateArticleFields } from './validation';
import { ask, type Answer, type Work } from './work';

/** A source's author: found by handle, else made an account without a password. */
export interface ImportedAuthor {
  handle: string;
  name: string;
}

export interface ImportedPost {
  /** The source's own id for the post: the key a second import finds it by. */
  sourceId: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  status: ArticleStatus;
  /** The public slug it had, kept when free. */
  slug: string | null;
  createdAt: string;
  publishedAt: string | null;
  /** Null: the importing editor. */
  author: ImportedAuthor | null;
  /** Paths (or URLs) it was reached at before: each answers 301 to it once published. */
  oldPaths: string[];
}

export interface ImportPlan {
  /** Which importer (`markdown`, `ghost` …): source ids are unique within one. */
  source: string;
  /** The editor running it: the author of posts without one. */
  importerId: number;
  now: string;
  /** Read once, in order, inside the transaction (the importers' spool keeps them on disk). */
  posts: Iterable<ImportedPost>;
  /** Newsletter subscribers whose source file shows their consent (importedSubscribers.ts). */
  subscribers?: Iterable<ImportedSubscriber>;
}

export type ImportAction = 'created' | 'updated' | 'skipped';

export interface ImportEntry {
  sourceId: string;
  title: string;
  action: ImportAction;
  /** Why it was skipped or updated; null for a plain creation. */
  reason: string | null;
}

export interface ImportReport {
  entries: ImportEntry[];
  /** Handles of the accounts made (without passwords). */
  accounts: string[];
  /** Redirects added. */
  redirects: number;
  /** Old paths not added, with the reason. */
  notes: string[];
  /** Newsletter subscribers added (confirmed, to the whole site). */
  subscribers: number;
}

/** What an import asks of an engine beside the article queries, on the same transaction. */
export interface ImportQueries {
  sourceArticle(
    source: string,
    sourceId: string,
  ): Answer<{ articleId: number; digest: string } | undefined>;
  /** Records (or moves) which article a source id became and the digest written. */
  linkSource(source: string, sourceId: string, articleId: number, digest: string): Answer<void>;
  userByHandle(handle: string): Answer<UserRow | undefined>;
  insertUser(user: NewUser): Answer<UserRow>;
  /** The article a key leads to, if any. */
  redirectTarget(path: string): Answer<number | undefined>;
  /** Adds a redirect (the key is free: the caller asked). */
  insertRedirect(path: string, articleId: number, createdAt: string): Answer<void>;
  /** Whether this address is a subscriber here already, or suppressed (mail to it bounced). */
  subscriberKnown(email: string): Answer<boolean>;
  /** Makes the address a subscriber with a confirmed subscription to `target`. */
  insertSubscription(email: string, target: string, at: number): Answer<void>;
}

/** An engine's one transaction over both kinds of queries. */
export interface ImportEngine {
  transaction<T>(work: (q: ArticleQueries, i: ImportQueries) => Work<T>): Promise<T>;
}

/** Thrown at the end of a dry run to roll its writes back, carrying what they were. */
class DryRunDone extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

/** ImportStore over `engine`. */
export function importWrites(engine: ImportEngine): ImportStore {
  return {
    async applyImport(plan, { dryRun }) {
      try {
        return await engine.transaction((q, i) => importWork(q, i, plan, dryRun));
      } catch (error) {
        if (error instanceof DryRunDone) return error.report;
        throw error;
      }
    },
  };
}

/** Which of the field rules a post breaks, in words, or null. */
function postProblem(post: ImportedPost): string | null {
  const { errors } = validateArticleFields({
    title: post.title,
    summary: post.summary,
    tags: post.tags,
  });
  const body = bodyError(post.body, { publishing: post.status === 'PUBLISHED' });
  const problems = [
    ...errors.map((e) => `${e.field}: ${e.message}`),
    ...(body ? [`body: ${body}`] : []),
  ];
  if (post.author && (handleError(post.author.handle) || nameError(post.author.name))) {
    problems.push(`author: "${post.author.handle}" is not a handle Folio takes`);
  }
  return problems.length ? problems.join('; ') : null;
}

/** What an import wrote of a post: an unchanged digest means a second import skips it. */
function digestOf(post: ImportedPost): string {
  // The old paths are not content: a new one is added to an article the import leaves alone.
  const content = [post.title, post.summary, post.body, post.tags, post.status, post.slug];
  const more = [post.createdAt, post.publishedAt, post.author?.handle ?? null, post.author?.name];
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([...content, ...more]))
    .digest('base64url');
}

function* importWork(
  q: ArticleQueries,
  i: ImportQueries,
  plan: ImportPlan,
  dryRun: boolean,
): Work<ImportReport> {
  const report: ImportReport = {
    entries: [],
    accounts: [],
    redirects: 0,
    notes: [],
    subscribers: 0,
  };
  const authors = new Map<string, number>();
  const keep = (slug: string) => slug;

  function* authorOf(post: ImportedPost): Work<number> {
    if (!post.author) return plan.importerId;
    const handle = normalizeHandle(post.author.handle);
    const known = authors.get(handle) ?? (yield* ask(i.userByHandle(handle)))?.id;
    if (known !== undefined) {
      authors.set(handle, known);
      return known;
    }
    const user = yield* ask(
      i.insertUser({
        handle,
        name: post.author.name.trim(),
        role: 'AUTHOR',
        passwordHash: '',
        createdAt: plan.now,
      }),
    );
    report.accounts.push(user.handle);
    authors.set(handle, user.id);
    return user.id;
  }

  for (const post of plan.posts) {
    const entry = (action: ImportAction, reason: string | null) =>
      report.entries.push({ sourceId: post.sourceId, title: post.title, action, reason });
    const problem = postProblem(post);
    if (problem) {
      entry('skipped', problem);
      continue;
    }
    const values = {
      ...post,
      title: post.title.trim(),
      summary: post.summary.trim(),
      tags: normalizeTags(post.tags),
      // A published post without a date was published when it was written.
      publishedAt: post.publishedAt ?? (post.status === 'PUBLISHED' ? post.createdAt : null),
    };
    const digest = digestOf(values);
    const known = yield* ask(i.sourceArticle(plan.source, post.sourceId));
    let articleId: number;
    if (known?.digest === digest) {
      entry('skipped', 'unchanged since it was last imported');
      articleId = known.articleId;
    } else if (known) {
      const current = present(yield* ask(q.lockArticle(known.articleId)), known.articleId);
      const by = yield* authorOf(post);
      const options = { by, autosave: false };
      yield* updateArticle(q, current.id, current.revision, values, plan.now, options, keep);
      yield* ask(i.linkSource(plan.source, post.sourceId, current.id, digest));
      entry('updated', 'changed at the source since it was last imported');
      articleId = current.id;
    } else {
      const authorId = yield* authorOf(post);
      const slug = post.slug ?? undefined;
      articleId = (yield* insertArticle(q, { ...values, authorId, slug }, keep, new Set())).id;
      yield* ask(i.linkSource(plan.source, post.sourceId, articleId, digest));
      entry('created', null);
    }
    for (const old of post.oldPaths) {
      const key = redirectKey(old);
      if ('problem' in key) {
        report.notes.push(`${post.sourceId}: ${old}: ${key.problem}`);
        continue;
      }
      const target = yield* ask(i.redirectTarget(key.key));
      if (target === undefined) {
        yield* ask(i.insertRedirect(key.key, articleId, plan.now));
        report.redirects += 1;
      } else if (target !== articleId) {
        report.notes.push(`${post.sourceId}: ${key.key} already leads to another article`);
      }
    }
  }
  if (plan.subscribers) yield* importSubscribers(i, plan.subscribers, report);
  if (dryRun) throw new DryRunDone(report);
  return report;
}
