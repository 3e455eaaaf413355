import { articleLikeStore } from './articleLikes';
import pg from 'pg';
import type { OpenStoreOptions, Store } from '../store';
import { articleReads } from './articles';
import { adjacentByAuthor } from '../../domain/adjacentArticles';
import { admitSignInAttempt, admitWrite } from '../../domain/admissions';
import { storeSession } from '../../domain/sessions';
import { articleWrites, scheduledPublishing } from '../../domain/articleWrites';
import { postgresAdmissionEngine } from './admissions';
import { postgresArticleEngine } from './articleWrites';
import { commentStore } from './comments';
import { PgDb, statement } from './db';
import { postgresDump } from './postgresDump';
import { importWrites } from '../../domain/imports';
import { postgresImportEngine, postgresRedirectStore } from './imports';
import { seedDemo } from '../seed/seed';
import { feedStore } from './feeds';
import { imageStore } from './images';
import { migratePostgres, type MigrationResult } from './migrate';
import { createPool, poolSettingsFromEnv, type PoolSettings } from './pool';
import { revisionStore } from './revisions';
import { scheduleStore } from './schedule';
import { searchStore } from './search';
import { postgresSessionEngine, sessionStore, signInStore } from './sessions';
import { postgresSiteEngine, siteStores } from './site';
import { postgresNewsletterStore } from './newsletters';
import { postgresSubscriptionStore } from './subscriptions';
import { postgresSubscriberStore } from './subscribers';
import { postgresFollowStore } from './follows';
import { postgresNotificationStore } from './notifications';
import { acceptInvitation, completeSetup, openSetup } from '../../domain/siteAccounts';
import { tagStore } from './tags';
import { userStore } from './users';

const q = {
  seedPending: statement(
    'store.seedPending',
    `SELECT 1 FROM secrets WHERE name = 'demo_seed_pending'`,
  ),
  seedDone: statement('store.seedDone', `DELETE FROM secrets WHERE name = 'demo_seed_pending'`),
  // What a half-made seed may have written: every table of content, not the secrets.
  clearContent: statement(
    'store.clearContent',
    `TRUNCATE users, sessions, sign_in_failures, sign_in_attempts, images, image_uploads,
       media_files, articles, tags, article_tags, comments, comment_edits, comment_likes,
       comment_reports, article_revisions, article_search, write_starts, article_old_slugs,
       invitations, newsletter_outbox, redirects, import_sources, author_follows, tag_follows,
       reading_list, notifications, article_likes, article_events, comment_mentions
     RESTART IDENTITY`,
  ),
  key: statement('store.key', `SELECT value FROM secrets WHERE name = 'node_id_key'`),
  changes: statement('store.changes', `SELECT n FROM store_changes`),
  version: statement(
    'store.version',
    `SELECT coalesce(max(version), 0) AS version FROM schema_migrations`,
  ),
};

/** The advisory lock key of seeding ("Seed"): one process seeds, the others wait and skip. */
const SEED_LOCK = 0x53656564;

/**
 * Seeds the demo content into a new database. Migration 001 marks the seed pending; it is
 * cleared once the seed is whole, so a seed cut short (a crash, an error) is cleared and redone
 * at the next open, as SQLite removes a half-seeded file. Processes starting together take
 * turns under a session advisory lock, held on a connection of its own (not the pool's, which
 * the seed needs), and the second finds nothing pending.
 */
async function seedIfPending(store: PostgresStore, url: string): Promise<void> {
  const { db } = store;
  if (!(await db.first(q.seedPending()))) return;
  const lock = new pg.Client({ connectionString: url, application_name: 'folio' });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
    if (!(await db.first(q.seedPending()))) return;
    await db.run(q.clearContent());
    await seedDemo(store);
    await db.run(q.seedDone());
  } finally {
    await lock.end();
  }
}

export interface PostgresStore extends Store {
  /** The pool's database, for the media store and for tests that look with SQL. */
  readonly db: PgDb;
  /** What the migrations did at open (a new database has previousVersion 0). */
  readonly migrations: MigrationResult;
}

/**
 * Opens the PostgreSQL store at `url` (FOLIO_DATABASE_URL): a pool (FOLIO_PG_POOL_SIZE,
 * FOLIO_PG_STATEMENT_TIMEOUT_MS), pending migrations applied under the advisory lock, the
 * node-id key read, and the demo seeded into a new database unless `seed` is 'none'.
 */
export async function openPostgresStore(
  url: string,
  options: OpenStoreOptions & { pool?: PoolSettings } = {},
): Promise<PostgresStore> {
  const settings = options.pool ?? poolSettingsFromEnv({});
  const pool = createPool(url, settings);
  const db = new PgDb(pool, options.verbose, settings.prepared ?? true);
  try {
    const migrations = await migratePostgres(pool);
    const key = await db.first<{ value: Buffer }>(q.key());
    if (!key || key.value.length !== 16) throw new Error('The database has no node-id key');
    let closed = false;
    const engine = postgresArticleEngine(db);
    const admissions = postgresAdmissionEngine(db);
    const sessionEngine = postgresSessionEngine(db);
    const siteEngine = postgresSiteEngine(db);
    const sites = siteStores(db);
    // The neighbour query serves the domain's rule and is no Store method of its own.
    const { publishedNeighbour, ...reads } = articleReads(db);
    const store: PostgresStore = {
      dialect: 'postgres',
      db,
      migrations,
      nodeIdKey: key.value,
      articles: {
        ...reads,
        adjacentByAuthor: (article, direction) =>
          adjacentByAuthor(publishedNeighbour, article, direction),
        ...articleWrites(engine),
      },
      revisions: revisionStore(db),
      comments: commentStore(db),
      articleLikes: articleLikeStore(db),
      tags: tagStore(db),
      users: userStore(db),
      sessions: {
        ...sessionStore(db),
        insertSession: (tokenHash, userId, now, expiresAt, replaces) =>
          storeSession(sessionEngine, { tokenHash, userId, now, expiresAt }, replaces),
      },
      signIns: {
        ...signInStore(db),
        admitSignInAttempt: (attempt, limits, mayRecord) =>
          admitSignInAttempt(admissions, attempt, limits, mayRecord),
      },
      writes: {
        admitWrite: (budgets, at, forgetBefore) =>
          admitWrite(admissions, budgets, at, forgetBefore),
      },
      search: searchStore(db),
      images: imageStore(db),
      feeds: feedStore(db),
      schedule: { ...scheduleStore(db), ...scheduledPublishing(engine) },
      site: {
        ...sites.site,
        openSetup: (tokenHash) => openSetup(siteEngine, tokenHash),
        completeSetup: (tokenHash, account) => completeSetup(siteEngine, tokenHash, account),
      },
      invitations: {
        ...sites.invitations,
        acceptInvitation: (tokenHash, now, account) =>
          acceptInvitation(siteEngine, tokenHash, now, account),
      },
      subscriptions: postgresSubscriptionStore(db),
      subscribers: postgresSubscriberStore(db),
      follows: postgresFollowStore(db),
      notifications: postgresNotificationStore(db),
      redirects: postgresRedirectStore(db),
      imports: importWrites(postgresImportEngine(db)),
      newsletters: postgresNewsletterStore(db),
      dump: postgresDump(db),
      async changeMarker() {
        return String((await db.first<{ n: number }>(q.changes()))!.n);
      },
      async schemaVersion() {
        return (await db.first<{ version: number }>(q.version()))!.version;
      },
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
    if (migrations.previousVersion === 0) options.onCreated?.();
    // A store first opened without the demo (the CLI's db:migrate, db:import) stays without it.
    if ((options.seed ?? 'demo') === 'none') await db.run(q.seedDone());
    else await seedIfPending(store, url);
    return store;
  } catch (error) {
    await pool.end();
    throw error;
  }
}
