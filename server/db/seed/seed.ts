import { hashPasswordSync } from '../../auth/passwords';
import { normalizeTags } from '../../domain/validation';
import type { Store } from '../store';
import { loadSeedContent, type SeedContent } from './content';

/** Every demo account's password (documented in the README). */
export const DEMO_PASSWORD = 'folio-demo';

// Seed files may omit seconds; the store sorts ISO strings as text, so all must share one format.
const iso = (value: string): string => new Date(value).toISOString();

/**
 * Inserts seed content through the store, as the app inserts (slugs, tags, search index): users
 * (each with its own salted hash of the demo password), articles and their comments. The
 * content is checked whole before anything is written, so content naming an unknown user or
 * a handle twice leaves the store as it was.
 */
export async function insertSeedContent(store: Store, content: SeedContent): Promise<void> {
  const handles = new Set<string>();
  for (const user of content.users) {
    const handle = user.handle.toLowerCase();
    if (handles.has(handle)) throw new Error(`Seed content has the handle "${user.handle}" twice`);
    handles.add(handle);
  }
  for (const article of content.articles) {
    for (const author of [article.author, ...article.comments.map((c) => c.author)]) {
      if (!handles.has(author.toLowerCase())) {
        throw new Error(`Seed content names an unknown user "${author}"`);
      }
    }
  }
  const userIds = new Map<string, number>();
  const userId = (handle: string): number => userIds.get(handle.toLowerCase())!;
  const createdAt = new Date(0).toISOString();
  for (const user of content.users) {
    const row = await store.users.insertUser({
      handle: user.handle.toLowerCase(),
      name: user.name,
      bio: user.bio,
      role: user.role,
      passwordHash: hashPasswordSync(DEMO_PASSWORD),
      createdAt,
    });
    if (!row) throw new Error(`The store already has the handle "${user.handle}"`);
    userIds.set(row.handle, row.id);
  }
  for (const article of content.articles) {
    const row = await store.articles.insertArticle({
      authorId: userId(article.author),
      title: article.title,
      summary: article.summary,
      body: article.body,
      tags: normalizeTags(article.tags),
      status: article.status,
      createdAt: iso(article.createdAt),
      publishedAt: article.publishedAt ? iso(article.publishedAt) : null,
    });
    for (const comment of article.comments) {
      await store.comments.insertComment(
        row.id,
        userId(comment.author),
        comment.body,
        iso(comment.createdAt),
      );
    }
  }
}

/** Inserts the demo content; all demo passwords are 'folio-demo'. */
export async function seedDemo(store: Store): Promise<void> {
  await insertSeedContent(store, loadSeedContent());
}
