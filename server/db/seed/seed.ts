import { hashPasswordSync } from '../../auth/passwords';
import { normalizeTags } from '../../validation';
import { insertArticle } from '../articles';
import { insertComment } from '../comments';
import type { FolioDatabase } from '../database';
import { insertUser } from '../users';
import { loadSeedContent, type SeedContent } from './content';

/** Every demo account's password (documented in the README). */
export const DEMO_PASSWORD = 'folio-demo';

// Seed files may omit seconds; the store sorts ISO strings as text, so all must share one format.
const iso = (value: string): string => new Date(value).toISOString();

/**
 * Inserts seed content in one transaction: users (each with its own salted
 * hash of the demo password), articles through the same insert path as the
 * app (slugs, tags, search index) and their comments.
 */
export function insertSeedContent(db: FolioDatabase, content: SeedContent): void {
  db.transaction(() => {
    const userIds = new Map<string, number>();
    const userId = (handle: string): number => {
      const id = userIds.get(handle.toLowerCase());
      if (id === undefined) throw new Error(`Seed content names an unknown user "${handle}"`);
      return id;
    };
    const createdAt = new Date(0).toISOString();
    for (const user of content.users) {
      const row = insertUser(db, {
        handle: user.handle.toLowerCase(),
        name: user.name,
        bio: user.bio,
        role: user.role,
        passwordHash: hashPasswordSync(DEMO_PASSWORD),
        createdAt,
      });
      if (!row) throw new Error(`Seed content has the handle "${user.handle}" twice`);
      userIds.set(row.handle, row.id);
    }
    for (const article of content.articles) {
      const row = insertArticle(db, {
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
        insertComment(db, row.id, userId(comment.author), comment.body, iso(comment.createdAt));
      }
    }
  })();
}

/** Inserts the demo content; all demo passwords are 'folio-demo'. */
export function seedDemo(db: FolioDatabase): void {
  insertSeedContent(db, loadSeedContent());
}
