// The store's areas readers' pages mostly read (see store.ts for the rules every implementation
// keeps): comments, tags, search, images, feeds and the sitemap.
import type { ImageValue, StoredImage } from '../media/names';
import type { ArticleLike } from '../domain/articleLikes';
import type { AddOutcome, CommentDraft, DeleteOutcome } from '../domain/comments';
import type { After, CommentRow, Page, TagRow } from './rows';
import type { Snippet } from './searchSnippet';
import type { SearchTerm } from './searchTokens';

/** How an article's threads are ordered: by their first comment's time, or by its likes. */
export type CommentOrder = 'OLDEST' | 'NEWEST' | 'MOST_LIKED';

/** A text a comment had before an edit. */
export interface CommentEdit {
  body: string;
  replacedAt: string;
}

/** A report of a comment, as editors read it. */
export interface CommentReport {
  reason: string;
  createdAt: string;
}

/** Whose hidden comments a list shows: the viewer's own (0: none), or all of them (editors). */
export interface CommentVisibility {
  viewerId: number;
  all: boolean;
}

export interface CommentStore {
  /** Comments by id, in one statement (tombstones included). */
  commentsByIds(ids: readonly number[]): Promise<CommentRow[]>;
  /**
   * An article's threads (comments listed under no other). OLDEST: (created_at, id) ASC, key =
   * createdAt; NEWEST: the reverse; MOST_LIKED: (like_count, id) DESC, key = likeCount. Hidden
   * comments only as `seen` allows (so for every list below).
   */
  threadsOfArticle(
    articleId: number,
    order: CommentOrder,
    first: number,
    after: After | null,
    seen: CommentVisibility,
  ): Promise<Page<CommentRow>>;
  /** The first `first` replies listed under each of these comments, oldest first, in one statement. */
  firstReplies(
    listParentIds: readonly number[],
    first: number,
    seen: CommentVisibility,
  ): Promise<Map<number, Page<CommentRow>>>;
  /** The replies listed under a comment, oldest first ((created_at, id) ASC); key = createdAt. */
  repliesOf(
    listParentId: number,
    first: number,
    after: After | null,
    seen: CommentVisibility,
  ): Promise<Page<CommentRow>>;
  /**
   * Replies listed under each comment (tombstones included, hidden ones not), in one statement;
   * none: absent.
   */
  replyCounts(listParentIds: readonly number[]): Promise<Map<number, number>>;
  /**
   * Comments per article, in one statement (articles without any are absent): tombstones, hidden
   * comments and the replies listed under a hidden comment left out, for every viewer.
   */
  commentCounts(articleIds: readonly number[]): Promise<Map<number, number>>;
  /** Adds a comment to a thread of its own and returns it (the demo, tests). */
  insertComment(
    articleId: number,
    authorId: number,
    body: string,
    createdAt: string,
  ): Promise<CommentRow>;
  /** Adds a comment or reply under the domain's rules (domain/comments.ts addComment). */
  addComment(draft: CommentDraft): Promise<AddOutcome>;
  /** Replaces a comment's text, keeping the old (domain/comments.ts editComment). */
  editComment(edit: { id: number; body: string; at: string }): Promise<CommentRow | undefined>;
  /** Removes a comment or leaves its tombstone (domain/comments.ts deleteComment). */
  deleteComment(remove: { id: number; at: string }): Promise<DeleteOutcome>;
  /** A reader's like of a comment, set or cleared (domain/comments.ts setCommentLike). */
  setLike(like: {
    commentId: number;
    userId: number;
    liked: boolean;
    at: string;
  }): Promise<CommentRow | undefined>;
  /** The earlier texts of these comments, newest first, in one statement; none: absent. */
  editsOf(commentIds: readonly number[]): Promise<Map<number, CommentEdit[]>>;
  /** Which of these comments this user likes, in one statement. */
  likedBy(userId: number, commentIds: readonly number[]): Promise<Set<number>>;
  /** Hides or restores a comment, settling its reports (domain/comments.ts setCommentHidden). */
  setHidden(change: { id: number; hidden: boolean; at: string }): Promise<CommentRow | undefined>;
  /** Records a reader's report of a comment; false when they had reported it already. */
  reportComment(report: {
    commentId: number;
    userId: number;
    reason: string;
    at: string;
  }): Promise<boolean>;
  /** Hidden and reported comments (not tombstones), newest first (id DESC); key = id. */
  moderationQueue(first: number, after: After | null): Promise<Page<CommentRow>>;
  /** The open reports of these comments, newest first, in one statement; none: absent. */
  reportsOf(commentIds: readonly number[]): Promise<Map<number, CommentReport[]>>;
  /**
   * The opaque version of the article's comments as `seen` reaches them (db/commentsVersion.ts):
   * it changes when a comment that viewer can see is added, edited, deleted, hidden or restored,
   * and only then. One statement.
   */
  commentsVersion(articleId: number, seen: CommentVisibility): Promise<string>;
  /** Which of these accounts an editor stopped from commenting, in one statement. */
  commentingStopped(userIds: readonly number[]): Promise<Set<number>>;
  /** Stops (a time) or lets again (null) an account's commenting; false when there is no such user. */
  setCommentingStopped(userId: number, at: string | null): Promise<boolean>;
}

/** Readers' likes of articles (domain/articleLikes.ts). */
export interface ArticleLikeStore {
  /** A reader's like of an article, set or cleared: the like count after it; undefined: no article. */
  setLike(like: ArticleLike): Promise<number | undefined>;
  /** Like counts of these articles, in one statement (articles without likes read 0). */
  likeCounts(articleIds: readonly number[]): Promise<Map<number, number>>;
  /** Which of these articles this user likes, in one statement. */
  likedBy(userId: number, articleIds: readonly number[]): Promise<Set<number>>;
}

export interface TagStore {
  /** The tags of many articles in one statement, each list in the author's order. */
  tagsByArticleIds(articleIds: readonly number[]): Promise<Map<number, TagRow[]>>;
  /** Published articles per tag, in one statement (tags without any are absent). */
  publishedCountsByTagIds(tagIds: readonly number[]): Promise<Map<number, number>>;
  /** Tags by id, in one statement. */
  tagsByIds(ids: readonly number[]): Promise<TagRow[]>;
  /** The tag of this normalized name (whether or not a published article carries it). */
  tagByName(name: string): Promise<TagRow | undefined>;
  /** The `limit` tags the most published articles carry (at least one; ties by name), by name. */
  tagsWithPublishedArticles(limit: number): Promise<TagRow[]>;
}

export interface SearchStore {
  /**
   * How many published articles match every term (searchTokens.ts: each term a token, the
   * last maybe a prefix, some symbols such as `C++`), counted up to SEARCH_COUNT_LIMIT + 1
   * (1,001) so that more reads as capped (totalCount 1000, totalCountCapped). No terms: zero.
   */
  searchCount(terms: readonly SearchTerm[]): Promise<SearchCount>;
  /**
   * A page of matching article ids, best first, `limit` rows after a keyset position. Titles
   * weigh ten times what bodies do. `score` is the hit's sort key in ascending order (SQLite:
   * bm25, lower is better; PostgreSQL e.g. -ts_rank) with id as the tie-breaker; the cursor
   * carries it back as `after.key` (a number), so it must be stable while the index is.
   */
  searchPage(
    terms: readonly SearchTerm[],
    limit: number,
    after: After | null,
  ): Promise<SearchHit[]>;
  /**
   * Snippets around each article's best match with highlight ranges (searchSnippet.ts
   * contract: every occurrence of ANY term is highlighted, so a title-only match still shows
   * one), for these article ids, in one statement.
   */
  snippetsFor(terms: readonly SearchTerm[], ids: readonly number[]): Promise<Map<number, Snippet>>;
}

export interface SearchCount {
  totalCount: number;
  totalCountCapped: boolean;
}

export interface SearchHit {
  id: number;
  score: number;
}

export interface ImageStore {
  imageById(id: string): Promise<StoredImage | undefined>;
  /** What the image's renditions take together, if it is stored. */
  imageBytes(id: string): Promise<number | undefined>;
  /** The image, if this user uploaded it (the only images a user may put on a page). */
  imageUploadedBy(userId: number, id: string): Promise<StoredImage | undefined>;
  /** The bytes of every image this user uploaded (their quota's use). */
  mediaBytesOfUser(userId: number): Promise<number>;
  /** Records an image (kept once however often uploaded) and that this user uploaded it. */
  recordUpload(
    userId: number,
    image: StoredImage & { bytes: number },
    createdAt: string,
  ): Promise<void>;
  /** Covers of these articles, by article id, in one statement (none: absent). */
  coversByArticleIds(articleIds: readonly number[]): Promise<Map<number, ImageValue>>;
  /** Avatars of these users, by user id, in one statement (none: absent). */
  avatarsByUserIds(userIds: readonly number[]): Promise<Map<number, ImageValue>>;
  /**
   * Sets (null clears) an article's cover and alt; updated_at moves to `updatedAt`, or stays
   * with null (work no reader asked for, such as the demo's covers); the revision does not.
   */
  setCover(
    articleId: number,
    imageId: string | null,
    alt: string,
    updatedAt: string | null,
  ): Promise<void>;
  /** Sets (null clears) a user's avatar. */
  setAvatar(userId: number, imageId: string | null): Promise<void>;
}

export interface FeedStore {
  /** The latest `limit` published articles, newest first: the site's, a tag's or an author's. */
  latestPublished(
    of: { tagId: number } | { authorId: number } | null,
    limit: number,
  ): Promise<FeedArticle[]>;
  /** The tag of this normalized name, if a published article carries it. */
  publishedTag(name: string): Promise<{ id: number; name: string } | undefined>;
  /** The user of this normalized handle, if they have published an article. */
  publishedAuthor(
    handle: string,
  ): Promise<{ id: number; handle: string; name: string } | undefined>;
  /** Every published article, and every tag and author that has one, read in one snapshot. */
  sitemapPages(): Promise<SitemapPages>;
}

/** A published article as a feed shows it. */
export interface FeedArticle {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  revision: number;
  publishedAt: string;
  updatedAt: string;
  authorHandle: string;
  authorName: string;
  /** Its tags' names, in the author's order. */
  tags: string[];
}

/** Every page the sitemap lists, with when it last changed (ISO 8601). */
export interface SitemapPages {
  /** published_at DESC, id DESC. */
  articles: { slug: string; updatedAt: string }[];
  /** By name; updatedAt = the newest updated_at of its published articles. */
  tags: { name: string; updatedAt: string }[];
  /** By handle; updatedAt likewise. */
  authors: { handle: string; updatedAt: string }[];
}
