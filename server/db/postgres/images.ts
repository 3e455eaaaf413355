import type { ImageValue, StoredImage } from '../../media/names';
import type { PgDb } from './db';
import { statement, storable } from './db';

const IMAGE_COLUMNS = 'i.id, i.width, i.height, i.fallback, i.placeholder';

const q = {
  byId: statement('images.byId', `SELECT ${IMAGE_COLUMNS} FROM images i WHERE i.id = $1`),
  bytes: statement('images.bytes', `SELECT bytes FROM images WHERE id = $1`),
  insert: statement(
    'images.insert',
    `INSERT INTO images (id, width, height, fallback, placeholder, bytes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
  ),
  recordUpload: statement(
    'images.recordUpload',
    `INSERT INTO image_uploads (user_id, image_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
  ),
  uploadedBy: statement(
    'images.uploadedBy',
    `SELECT ${IMAGE_COLUMNS} FROM images i
     JOIN image_uploads u ON u.image_id = i.id WHERE u.user_id = $1 AND i.id = $2`,
  ),
  bytesOfUser: statement(
    'images.bytesOfUser',
    `SELECT coalesce(sum(i.bytes), 0)::bigint AS bytes FROM images i
     JOIN image_uploads u ON u.image_id = i.id WHERE u.user_id = $1`,
  ),
  covers: statement(
    'images.covers',
    `SELECT a.id AS "ownerId", ${IMAGE_COLUMNS}, a.cover_alt AS alt FROM articles a
     JOIN images i ON i.id = a.cover_image_id WHERE a.id = ANY($1::bigint[])`,
  ),
  avatars: statement(
    'images.avatars',
    `SELECT u.id AS "ownerId", ${IMAGE_COLUMNS}, u.name AS alt FROM users u
     JOIN images i ON i.id = u.avatar_image_id WHERE u.id = ANY($1::bigint[])`,
  ),
  setCover: statement(
    'images.setCover',
    `UPDATE articles SET cover_image_id = $2, cover_alt = $3,
       updated_at = COALESCE($4::timestamptz, updated_at) WHERE id = $1`,
  ),
  setAvatar: statement('images.setAvatar', `UPDATE users SET avatar_image_id = $2 WHERE id = $1`),
};

function byOwner(rows: (ImageValue & { ownerId: number })[]): Map<number, ImageValue> {
  return new Map(rows.map(({ ownerId, ...image }) => [ownerId, image]));
}

/** ImageStore. */
export function imageStore(db: PgDb) {
  return {
    imageById: async (id: string) => (storable(id) ? db.first<StoredImage>(q.byId(id)) : undefined),
    async imageBytes(id: string) {
      if (!storable(id)) return undefined;
      return (await db.first<{ bytes: number }>(q.bytes(id)))?.bytes;
    },
    imageUploadedBy: async (userId: number, id: string) =>
      storable(id) ? db.first<StoredImage>(q.uploadedBy(userId, id)) : undefined,
    async mediaBytesOfUser(userId: number) {
      return (await db.first<{ bytes: number }>(q.bytesOfUser(userId)))!.bytes;
    },
    recordUpload(userId: number, image: StoredImage & { bytes: number }, createdAt: string) {
      return db.tx(async (tx) => {
        const { id, width, height, fallback, placeholder, bytes } = image;
        await tx.run(q.insert(id, width, height, fallback, placeholder, bytes, createdAt));
        await tx.run(q.recordUpload(userId, id, createdAt));
      });
    },
    async coversByArticleIds(articleIds: readonly number[]) {
      return byOwner(await db.rows(q.covers(articleIds)));
    },
    async avatarsByUserIds(userIds: readonly number[]) {
      return byOwner(await db.rows(q.avatars(userIds)));
    },
    async setCover(
      articleId: number,
      imageId: string | null,
      alt: string,
      updatedAt: string | null,
    ) {
      await db.run(q.setCover(articleId, imageId, imageId ? alt : '', updatedAt));
    },
    async setAvatar(userId: number, imageId: string | null) {
      await db.run(q.setAvatar(userId, imageId));
    },
  };
}
