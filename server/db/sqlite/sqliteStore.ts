import fs from 'node:fs';
import type { OpenStoreOptions, Store } from '../store';
import { seedDemo } from '../seed/seed';
import { publishedNeighbour } from './adjacentArticles';
import { adjacentByAuthor } from '../../domain/adjacentArticles';
import { admitSignInAttempt, admitWrite } from '../../domain/admissions';
import { storeSession } from '../../domain/sessions';
import { articleWrites, scheduledPublishing } from '../../domain/articleWrites';
import { sqliteAdmissionEngine } from './admissions';
import { acceptInvitation, completeSetup, openSetup } from '../../domain/siteAccounts';
import { sqliteArticleEngine } from './articleWrites';
import * as articles from './articles';
import { sqliteArticleLikeStore } from './articleLikes';
import { sqliteCommentStore } from './comments';
import { closeDatabase, openDatabaseFile, type FolioDatabase } from './database';
import * as feeds from './feeds';
import * as images from './images';
import { revisionByNumber, revisionsOfArticle } from './revisions';
import { eventsOfArticle, publicCopyNumber } from './articleEvents';
import { dueArticleIds } from './schedule';
import { searchCount, searchPage, snippetsFor, toMatchExpression } from './search';
import { databaseSecret } from './secrets';
import { sqliteDump } from './sqliteDump';
import { importWrites } from '../../domain/imports';
import { sqliteImportEngine, sqliteRedirectStore } from './imports';
import * as sessions from './sessions';
import { sqliteNewsletterStore } from './newsletters';
import { sqliteSubscriptionStore } from './subscriptions';
import { sqliteSubscriberStore } from './subscribers';
import { sqliteFollowStore } from './follows';
import { sqliteNotificationStore } from './notifications';
import * as site from './site';
import * as tags from './tags';
import * as users from './users';

// The Store over one better-sqlite3 connection. Each method calls the module function that
// holds its prepared statements (compiled once per connection, statements.ts); the writes run
// their transactions synchronously inside it, so an async method costs one resolved promise.

const connections = new WeakMap<Store, FolioDatabase>();

/** The Store over an open connection (migrations applied). */
export function sqliteStore(db: FolioDatabase): Store {
  const changes = db.prepare('SELECT n FROM store_changes').pluck();
  const engine = sqliteArticleEngine(db);
  const admissions = sqliteAdmissionEngine(db);
  const sessionEngine = sessions.sqliteSessionEngine(db);
  const siteEngine = site.sqliteSiteEngine(db);
  const store: Store = {
    dialect: 'sqlite',
    nodeIdKey: databaseSecret(db, 'node_id_key'),
    articles: {
      articlesByIds: async (ids) => articles.articlesByIds(db, ids),
      articleBySlug: async (slug) => articles.articleBySlug(db, slug),
      articleByOldSlug: async (slug) => articles.articleByOldSlug(db, slug),
      publishedArticles: async (first, after, tag) =>
        articles.publishedArticles(db, first, after, tag),
      publishedArticlesByAuthor: async (authorId, first, after) =>
        articles.publishedArticlesByAuthor(db, authorId, first, after),
      draftsByAuthor: async (authorId, first, after) =>
        articles.draftsByAuthor(db, authorId, first, after),
      articlesInReview: async (first, after) => articles.articlesInReview(db, first, after),
      adjacentByAuthor: (article, direction) =>
        adjacentByAuthor(async (...place) => publishedNeighbour(db, ...place), article, direction),
      ...articleWrites(engine),
      allArticles: async () => articles.allArticles(db),
    },
    revisions: {
      revisionsOfArticle: async (articleId, first, after) =>
        revisionsOfArticle(db, articleId, first, after),
      revisionByNumber: async (articleId, number) => revisionByNumber(db, articleId, number),
      eventsOfArticle: async (articleId, first) => eventsOfArticle(db, articleId, first),
      publicCopyNumber: async (articleId, below) => publicCopyNumber(db, articleId, below),
    },
    comments: sqliteCommentStore(db),
    articleLikes: sqliteArticleLikeStore(db),
    tags: {
      tagsByArticleIds: async (articleIds) => tags.tagsByArticleIds(db, articleIds),
      publishedCountsByTagIds: async (tagIds) => tags.publishedCountsByTagIds(db, tagIds),
      tagsByIds: async (ids) => tags.tagsByIds(db, ids),
      tagByName: async (name) => tags.tagByName(db, name),
      tagsWithPublishedArticles: async (limit) => tags.tagsWithPublishedArticles(db, limit),
    },
    users: {
      usersByIds: async (ids) => users.usersByIds(db, ids),
      userByHandle: async (handle) => users.userByHandle(db, handle),
      credentialsByHandle: async (handle) => users.credentialsByHandle(db, handle),
      insertUser: async (user) => users.insertUser(db, user),
      updateProfile: async (id, name, bio) => users.updateProfile(db, id, name, bio),
      setRole: async (handle, role) => users.setRole(db, handle, role),
      setPasswordHash: async (handle, hash) => users.setPasswordHash(db, handle, hash),
      allUsers: async () => users.allUsers(db),
    },
    sessions: {
      insertSession: (tokenHash, userId, now, expiresAt, replaces) =>
        storeSession(sessionEngine, { tokenHash, userId, now, expiresAt }, replaces),
      sessionViewer: async (tokenHash, now) => sessions.sessionViewer(db, tokenHash, now),
      renewSession: async (sessionId, now, expiresAt) =>
        sessions.renewSession(db, sessionId, now, expiresAt),
      deleteSession: async (tokenHash) => sessions.deleteSession(db, tokenHash),
      deleteUserSessions: async (userId) => sessions.deleteUserSessions(db, userId),
    },
    signIns: {
      admitSignInAttempt: (attempt, limits, mayRecord) =>
        admitSignInAttempt(admissions, attempt, limits, mayRecord),
      forgetSignInFailure: async (failureId) => sessions.forgetSignInFailure(db, failureId),
    },
    writes: {
      admitWrite: (budgets, at, forgetBefore) => admitWrite(admissions, budgets, at, forgetBefore),
    },
    search: {
      searchCount: async (terms) => searchCount(db, terms.length ? toMatchExpression(terms) : null),
      searchPage: async (terms, limit, after) =>
        terms.length ? searchPage(db, toMatchExpression(terms), limit, after) : [],
      snippetsFor: async (terms, ids) => snippetsFor(db, [...terms], ids),
    },
    images: {
      imageById: async (id) => images.imageById(db, id),
      imageBytes: async (id) => images.imageBytes(db, id),
      imageUploadedBy: async (userId, id) => images.imageUploadedBy(db, userId, id),
      mediaBytesOfUser: async (userId) => images.mediaBytesOfUser(db, userId),
      recordUpload: async (userId, image, createdAt) =>
        images.recordUpload(db, userId, image, createdAt),
      coversByArticleIds: async (articleIds) => images.coversByArticleIds(db, articleIds),
      avatarsByUserIds: async (userIds) => images.avatarsByUserIds(db, userIds),
      setCover: async (articleId, imageId, alt, updatedAt) =>
        images.setCover(db, articleId, imageId, alt, updatedAt),
      setAvatar: async (userId, imageId) => images.setAvatar(db, userId, imageId),
    },
    feeds: {
      latestPublished: async (of, limit) => feeds.latestPublished(db, of, limit),
      publishedTag: async (name) => feeds.publishedTag(db, name),
      publishedAuthor: async (handle) => feeds.publishedAuthor(db, handle),
      sitemapPages: async () => feeds.sitemapPages(db),
    },
    schedule: {
      dueArticleIds: async (now, limit) => dueArticleIds(db, now, limit),
      ...scheduledPublishing(engine),
    },
    site: {
      siteProfile: async () => site.siteProfile(db),
      setSiteProfile: async (profile) => site.setSiteProfile(db, profile),
      signUpPolicy: async () => site.signUpPolicy(db),
      setSignUpPolicy: async (policy) => site.setSignUpPolicy(db, policy),
      heldFirstComments: async () => site.heldFirstComments(db),
      setHeldFirstComments: async (count) => site.setHeldFirstComments(db, count),
      hasOwner: async () => site.hasOwner(db),
      openSetup: (tokenHash) => openSetup(siteEngine, tokenHash),
      completeSetup: (tokenHash, account) => completeSetup(siteEngine, tokenHash, account),
      staff: async (first, after) => site.staff(db, first, after),
    },
    invitations: {
      insertInvitation: async (invitation) => site.insertInvitation(db, invitation),
      pendingInvitations: async (now, first, after) =>
        site.pendingInvitations(db, now, first, after),
      pendingInvitation: async (id, now) => site.pendingInvitation(db, id, now),
      deleteInvitation: async (id) => site.deleteInvitation(db, id),
      acceptInvitation: (tokenHash, now, account) =>
        acceptInvitation(siteEngine, tokenHash, now, account),
    },
    subscriptions: sqliteSubscriptionStore(db),
    subscribers: sqliteSubscriberStore(db),
    follows: sqliteFollowStore(db),
    notifications: sqliteNotificationStore(db),
    redirects: sqliteRedirectStore(db),
    imports: importWrites(sqliteImportEngine(db)),
    newsletters: sqliteNewsletterStore(db),
    dump: sqliteDump(db),
    // The content counter migration 009 keeps with triggers, so no write path (a mutation, the
    // scheduler, the CLI, another process) has to announce itself, and sessions and sign-in
    // attempts (not content) leave it alone. A rolled-back write does not move it: its trigger's
    // update rolls back too. One prepared statement, about a microsecond a call.
    changeMarker: async () => String(changes.get()),
    schemaVersion: async () =>
      Number(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()),
    close: async () => closeDatabase(db),
  };
  connections.set(store, db);
  return store;
}

/**
 * Opens the SQLite store at `file` (created if needed, migrations applied) and, when the file
 * was new, seeds the demo content through the store unless told not to.
 */
export async function openSqliteStore(
  file: string,
  options: OpenStoreOptions = {},
): Promise<Store> {
  const { db, isNew } = openDatabaseFile(file, { verbose: options.verbose });
  const store = sqliteStore(db);
  if (isNew) options.onCreated?.();
  if (isNew && (options.seed ?? 'demo') !== 'none') {
    try {
      // A half-seeded file is removed below, so the seed's many small commits need not wait for
      // the disk one by one; the setting is restored before the store serves anything.
      db.pragma('synchronous = OFF');
      await seedDemo(store);
      db.pragma('synchronous = FULL');
    } catch (error) {
      // A half-made demo database would never be seeded again: remove it so the next start retries.
      closeDatabase(db);
      if (file !== ':memory:') {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      }
      throw error;
    }
  }
  return store;
}

/**
 * The connection under a SQLite store, for tests, benches and the CLI's migration report that
 * look at the file with SQL. Throws for any other store.
 */
export function sqliteOf(store: Store): FolioDatabase {
  const db = connections.get(store);
  if (!db) throw new Error(`This is a ${store.dialect} store, not SQLite`);
  return db;
}
