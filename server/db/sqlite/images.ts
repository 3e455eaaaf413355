import type { ImageValue, StoredImage } from '../../media/names';
import type { FolioDatabase } from './database';
import { preparedOnce } from './statements';

const IMAGE_COLUMNS = 'i.id, i.width, i.height, i.fallback, i.placeholder';

const statements = preparedOnce((db) => ({
  byId: db.prepare(`SELECT ${IMAGE_COLUMNS} FROM images i WHERE i.id = ?`),
  bytes: db.prepare(`SELECT bytes FROM images WHERE id = ?`),
  insert: db.prepare(
    `INSERT INTO images (id, width, height, fallback, placeholder, bytes, created_at)
     VALUES (@id, @width, @height, @fallback, @placeholder, @bytes, @createdAt)
     ON CONFLICT (id) DO NOTHING`,
  ),
  recordUpload: db.prepare(
    `INSERT INTO image_uploads (user_id, image_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT DO NOTHING`,
  ),
  uploadedBy: db.prepare(
    `SELECT ${IMAGE_COLUMNS} FROM images i
     JOIN image_uploads u ON u.image_id = i.id WHERE u.user_id = ? AND i.id = ?`,
  ),
  bytesOfUser: db.prepare(
    `SELECT coalesce(sum(i.bytes), 0) AS bytes FROM images i
     JOIN image_uploads u ON u.image_id = i.id WHERE u.user_id = ?`,
  ),
  // Covers and avatars for a page of articles or users at once (loaders.ts): one statement.
  covers: db.prepare(
    `SELECT a.id AS ownerId, ${IMAGE_COLUMNS}, a.cover_alt AS alt FROM articles a
     JOIN images i ON i.id = a.cover_image_id WHERE a.id IN (SELECT value FROM json_each(?))`,
  ),
  avatars: db.prepare(
    `SELECT u.id AS ownerId, ${IMAGE_COLUMNS}, u.name AS alt FROM users u
     JOIN images i ON i.id = u.avatar_image_id WHERE u.id IN (SELECT value FROM json_each(?))`,
  ),
  setCover: db.prepare(
    `UPDATE articles SET cover_image_id = ?, cover_alt = ?, updated_at = COALESCE(?, updated_at)
     WHERE id = ?`,
  ),
  setAvatar: db.prepare(`UPDATE users SET avatar_image_id = ? WHERE id = ?`),
}));

export function imageById(db: FolioDatabase, id: string): StoredImage | undefined {
  return statements(db).byId.get(id) as StoredImage | undefined;
}

/** What the image's renditions take together, if it is stored. */
export function imageBytes(db: FolioDatabase, id: string): number | undefined {
  return (statements(db).bytes.get(id) as { bytes: number } | undefined)?.bytes;
}

/** The image, if this user uploaded it (the only images a user may put on a page). */
export function imageUploadedBy(
  db: FolioDatabase,
  userId: number,
  id: string,
): StoredImage | undefined {
  return statements(db).uploadedBy.get(userId, id) as StoredImage | undefined;
}

/** The bytes of every image this user uploaded (their quota's use). */
export function mediaBytesOfUser(db: FolioDatabase, userId: number): number {
  return (statements(db).bytesOfUser.get(userId) as { bytes: number }).bytes;
}

/** Records an image (kept once however often uploaded) and that this user uploaded it. */
export function recordUpload(
  db: FolioDatabase,
  userId: number,
  image: StoredImage & { bytes: number },
  createdAt: string,
): void {
  db.transaction(() => {
    const { id, width, height, fallback, placeholder, bytes } = image;
    statements(db).insert.run({ id, width, height, fallback, placeholder, bytes, createdAt });
    statements(db).recordUpload.run(userId, image.id, createdAt);
  })();
}

/** The covers of these articles, by article id (articles without one are absent). */
export function coversByArticleIds(
  db: FolioDatabase,
  articleIds: readonly number[],
): Map<number, ImageValue> {
  return byOwner(statements(db).covers.all(JSON.stringify(articleIds)));
}

/** The avatars of these users, by user id (users without one are absent). */
export function avatarsByUserIds(
  db: FolioDatabase,
  userIds: readonly number[],
): Map<number, ImageValue> {
  return byOwner(statements(db).avatars.all(JSON.stringify(userIds)));
}

function byOwner(rows: unknown[]): Map<number, ImageValue> {
  return new Map(
    (rows as (ImageValue & { ownerId: number })[]).map(({ ownerId, ...image }) => [ownerId, image]),
  );
}

/** Sets (or, with null, clears) the cover; the article's updatedAt moves (unless null), its revision does not. */
export function setCover(
  db: FolioDatabase,
  articleId: number,
  imageId: string | null,
  alt: string,
  updatedAt: string | null,
): void {
  statements(db).setCover.run(imageId, imageId ? alt : '', updatedAt, articleId);
}

export function setAvatar(db: FolioDatabase, userId: number, imageId: string | null): void {
  statements(db).setAvatar.run(imageId, userId);
}
