import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { processImage } from '../../media/process';
import type { MediaStore } from '../../media/store';
import type { Store } from '../store';

const MEDIA_DIR = path.join(__dirname, 'media');
/** One hand-drawn portrait per demo user, `<handle>.svg` (made for Folio, so free to ship). */
const PORTRAITS_DIR = path.join(__dirname, 'portraits');
/** Avatars show at 40 px at most; 256 covers a 3× screen and the settings preview. */
const AVATAR_WIDTH = 256;
/** Covers are drawn at this width from the demo's SVGs: wide enough for every rendition up to 1200. */
const COVER_WIDTH = 1200;
// The demo's own Markdown, trusted: the first SVG an article shows, with its alt text.
const FIRST_SVG = /!\[([^\]\n]{0,300})\]\(\/media\/([a-z0-9-]{1,60}\.svg)\)/;

/**
 * Gives the demo's articles covers (the first diagram each one shows, drawn as a raster image)
 * and its users avatars (the portrait the repo ships for each demo handle), both drawn as raster
 * images and then put through the same processing and store as uploads (an SVG upload is refused).
 * Run once, after the demo content is seeded; async, since sharp is.
 */
export async function seedDemoImages(store: Store, media: MediaStore): Promise<void> {
  const now = new Date().toISOString();
  const articles = await store.articles.allArticles();
  for (const article of articles) {
    const match = FIRST_SVG.exec(article.body);
    if (!match) continue;
    const [, alt = '', file = ''] = match;
    const svg = fs.readFileSync(path.join(MEDIA_DIR, file));
    const png = await sharp(svg, { density: 216 })
      .resize({ width: COVER_WIDTH })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    const id = await store1(store, media, article.authorId, png, now);
    // Drawn at install time, shown as if it had always been there: no article's modified time
    // (sitemap lastmod, article:modified_time, JSON-LD dateModified) moves for it.
    await store.images.setCover(article.id, id, alt, null);
  }
  const users = await store.users.allUsers();
  const portraits = new Set(fs.readdirSync(PORTRAITS_DIR));
  for (const user of users) {
    // Anyone else (an account made before the demo images) keeps the initial the client draws.
    if (!portraits.has(`${user.handle}.svg`)) continue;
    const svg = fs.readFileSync(path.join(PORTRAITS_DIR, `${user.handle}.svg`));
    const png = await sharp(svg, { density: 144 }).resize({ width: AVATAR_WIDTH }).png().toBuffer();
    await store.images.setAvatar(user.id, await store1(store, media, user.id, png, now));
  }
}

async function store1(
  store: Store,
  media: MediaStore,
  userId: number,
  bytes: Buffer,
  now: string,
): Promise<string> {
  const image = await processImage(bytes);
  for (const file of image.files) await media.put(file.name, file.bytes);
  const size = image.files.reduce((sum, file) => sum + file.bytes.length, 0);
  await store.images.recordUpload(userId, { ...image, bytes: size }, now);
  return image.id;
}
