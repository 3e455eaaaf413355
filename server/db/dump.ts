// What `npm run folio -- db:export` writes and `db:import` reads, engine-neutral: the kept
// tables, each column with the one JSON shape both engines agree on. Each engine's DumpStore
// reads and writes its own types through this (SQLite: ISO text and BLOBs as stored;
// PostgreSQL: timestamptz and bytea converted). Derived data (the search index, the change
// counter) and short-lived rate-limit rows are not kept: an import rebuilds or starts them anew.

/**
 * A column's JSON shape: `int` a number, `text` a string, `time` an ISO-8601 UTC string with
 * milliseconds, `blob` the bytes in base64. `null` only where `nullable`.
 */
export type DumpColumnType = 'int' | 'text' | 'time' | 'blob';

export interface DumpColumn {
  name: string;
  type: DumpColumnType;
  nullable?: boolean;
}

export interface DumpTable {
  name: string;
  /** The primary key's columns: rows are written in this order, so two dumps compare line by line. */
  key: readonly string[];
  columns: readonly DumpColumn[];
  /** Kept only when asked (`--sessions`): a moved store need not keep everyone signed in. */
  optional?: boolean;
}

export type DumpValue = number | string | null;
export type DumpRow = Readonly<Record<string, DumpValue>>;

/** One row of one table, as the dump carries it. */
export interface DumpRecord {
  table: DumpTable;
  row: DumpRow;
}

const int = (name: string, nullable = false): DumpColumn => ({ name, type: 'int', nullable });
const text = (name: string, nullable = false): DumpColumn => ({ name, type: 'text', nullable });
const time = (name: string, nullable = false): DumpColumn => ({ name, type: 'time', nullable });
const blob = (name: string): DumpColumn => ({ name, type: 'blob' });

/**
 * The kept tables, parents before the rows that refer to them: an import inserts in this
 * order, with every constraint of the target checked as it goes.
 */
export const DUMP_TABLES: readonly DumpTable[] = [
  // The node-id key travels with the data: global ids (links, cursors) stay valid after a move.
  { name: 'secrets', key: ['name'], columns: [text('name'), blob('value')] },
  // The sign-up policy (and a pending setup's token hash: a new start replaces it).
  { name: 'site_settings', key: ['name'], columns: [text('name'), text('value')] },
  {
    name: 'images',
    key: ['id'],
    columns: [
      text('id'),
      int('width'),
      int('height'),
      text('fallback'),
      text('placeholder'),
      int('bytes'),
      time('created_at'),
    ],
  },
  {
    name: 'users',
    key: ['id'],
    columns: [
      int('id'),
      text('handle'),
      text('name'),
      text('bio'),
      text('role'),
      text('password_hash'),
      time('created_at'),
      text('avatar_image_id', true),
      time('comments_stopped_at', true),
    ],
  },
  {
    name: 'image_uploads',
    key: ['user_id', 'image_id'],
    columns: [int('user_id'), text('image_id'), time('created_at')],
  },
  {
    name: 'articles',
    key: ['id'],
    columns: [
      int('id'),
      text('slug'),
      text('title'),
      text('summary'),
      text('body'),
      text('status'),
      int('author_id'),
      time('created_at'),
      time('updated_at'),
      time('published_at', true),
      time('edited_at', true),
      int('revision'),
      int('reading_minutes'),
      text('cover_image_id', true),
      text('cover_alt'),
      int('pending_revision', true),
      time('scheduled_at', true),
      text('review_note', true),
      int('like_count'),
    ],
  },
  { name: 'tags', key: ['id'], columns: [int('id'), text('name')] },
  {
    name: 'article_tags',
    key: ['article_id', 'tag_id'],
    columns: [int('article_id'), int('tag_id'), int('position')],
  },
  { name: 'article_old_slugs', key: ['slug'], columns: [text('slug'), int('article_id')] },
  // Old links keep working after a move, and a later import of the same source still finds
  // the articles it made.
  {
    name: 'redirects',
    key: ['path'],
    columns: [text('path'), int('article_id'), time('created_at')],
  },
  {
    name: 'import_sources',
    key: ['source', 'source_id'],
    columns: [text('source'), text('source_id'), int('article_id'), text('digest')],
  },
  {
    name: 'article_revisions',
    key: ['id'],
    columns: [
      int('id'),
      int('article_id'),
      int('number'),
      text('title'),
      text('summary'),
      text('body'),
      text('tags'),
      int('author_id'),
      time('created_at'),
    ],
  },
  // The history's status changes, schedules and restores (issue 27).
  {
    name: 'article_events',
    key: ['id'],
    columns: [
      int('id'),
      int('article_id'),
      text('kind'),
      int('revision'),
      int('actor_id', true),
      time('created_at'),
      time('scheduled_for', true),
      int('restored_from', true),
    ],
  },
  // Pending staff invitations keep working after a move (only their tokens' hashes are kept).
  {
    name: 'invitations',
    key: ['id'],
    columns: [
      int('id'),
      blob('token_hash'),
      text('role'),
      int('created_by'),
      int('created_at'),
      int('expires_at'),
      int('used_by', true),
      int('used_at', true),
    ],
  },
  {
    name: 'comments',
    key: ['id'],
    columns: [
      int('id'),
      int('article_id'),
      int('author_id'),
      text('body'),
      time('created_at'),
      int('parent_id', true),
      int('list_parent_id', true),
      int('depth'),
      time('edited_at', true),
      time('deleted_at', true),
      int('like_count'),
      time('hidden_at', true),
      time('held_at', true),
    ],
  },
  {
    name: 'comment_mentions',
    key: ['comment_id', 'user_id'],
    columns: [int('comment_id'), int('user_id')],
  },
  {
    name: 'article_likes',
    key: ['article_id', 'user_id'],
    columns: [int('article_id'), int('user_id'), time('created_at')],
  },
  {
    name: 'comment_edits',
    key: ['id'],
    columns: [int('id'), int('comment_id'), text('body'), time('replaced_at')],
  },
  {
    name: 'comment_likes',
    key: ['comment_id', 'user_id'],
    columns: [int('comment_id'), int('user_id'), time('created_at')],
  },
  {
    name: 'comment_reports',
    key: ['comment_id', 'user_id'],
    columns: [int('comment_id'), int('user_id'), text('reason'), time('created_at')],
  },
  // Signed-in readers' follows, reading list and notifications (issue 28).
  {
    name: 'author_follows',
    key: ['user_id', 'author_id'],
    columns: [int('user_id'), int('author_id'), int('email'), time('created_at')],
  },
  {
    name: 'tag_follows',
    key: ['user_id', 'tag_id'],
    columns: [int('user_id'), int('tag_id'), int('email'), time('created_at')],
  },
  {
    name: 'reading_list',
    key: ['user_id', 'article_id'],
    columns: [int('user_id'), int('article_id'), time('saved_at')],
  },
  {
    name: 'notifications',
    key: ['id'],
    columns: [
      int('id'),
      int('user_id'),
      text('kind'),
      int('article_id'),
      int('comment_id', true),
      time('created_at'),
      time('read_at', true),
    ],
  },
  // Email subscribers, their subscriptions with consent, the outbox (so a moved store mails no
  // one twice) and suppressed addresses (issue 28). Pending confirmation requests are short-lived
  // and not kept: a moved store's readers ask again.
  {
    name: 'subscribers',
    key: ['id'],
    columns: [int('id'), text('email'), int('created_at')],
  },
  {
    name: 'subscriptions',
    key: ['subscriber_id', 'target'],
    columns: [int('subscriber_id'), text('target'), int('confirmed_at'), text('consent')],
  },
  {
    name: 'newsletter_outbox',
    key: ['id'],
    columns: [
      int('id'),
      int('article_id'),
      int('subscriber_id'),
      text('state'),
      int('attempts'),
      int('next_at'),
      text('lease', true),
      int('queued_at'),
      int('sent_at', true),
      text('last_error', true),
    ],
  },
  {
    name: 'mail_suppressions',
    key: ['email'],
    columns: [text('email'), int('suppressed_at'), text('reason')],
  },
  {
    name: 'sessions',
    key: ['id'],
    optional: true,
    columns: [
      int('id'),
      blob('token_hash'),
      int('user_id'),
      int('created_at'),
      int('renewed_at'),
      int('expires_at'),
    ],
  },
];
