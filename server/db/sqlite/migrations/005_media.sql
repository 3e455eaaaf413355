-- Images uploaded with POST /media, by content hash (the file names under the media store are
-- derived from it: server/media/names.ts). One row however many users uploaded the same pixels.
CREATE TABLE images (
  id TEXT PRIMARY KEY CHECK (length(id) = 32),
  -- The largest stored rendition (W = min(original width, 1600)) and its height.
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  fallback TEXT NOT NULL CHECK (fallback IN ('jpg', 'png')),
  placeholder TEXT NOT NULL,
  -- Every rendition's bytes together: what the image costs each uploader's quota.
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

-- Who uploaded what: a user may use (as a cover or avatar) only an image they uploaded.
CREATE TABLE image_uploads (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  image_id TEXT NOT NULL REFERENCES images (id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, image_id)
) WITHOUT ROWID;

ALTER TABLE articles ADD COLUMN cover_image_id TEXT REFERENCES images (id);
ALTER TABLE articles ADD COLUMN cover_alt TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN avatar_image_id TEXT REFERENCES images (id);
