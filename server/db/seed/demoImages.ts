import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { processImage } from '../../media/process';
import type { MediaStore } from '../../media/store';
import type { FolioDatabase } from '../database';
import { recordUpload, setAvatar, setCover } from '../images';

const MEDIA_DIR = path.join(__dirname, 'media');
/** Covers are drawn at this width from the demo's SVGs: wide enough for every rendition up to 1200. */
const COVER_WIDTH = 1200;
// The demo's own Markdown, trusted: the first SVG an article shows, with its alt text.
const FIRST_SVG = /!\[([^\]\n]{0,300})\]\(\/media\/([a-z0-9-]{1,60}\.svg)\)/;
const AVATAR_COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490'];

/**
 * Gives the demo's articles covers (the first diagram each one shows, drawn as a raster image)
 * and its users avatars (their initials), through the same processing and store as uploads.
 * Run once, after the demo content is seeded; async, since sharp is.
 */
export async function seedDemoImages(db: FolioDatabase, store: MediaStore): Promise<void> {
  const now = new Date().toISOString();
  const articles = db
    .prepare(`SELECT id, author_id AS authorId, body FROM articles ORDER BY id`)
    .all() as { id: number; authorId: number; body: string }[];
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
    const id = await store1(db, store, article.authorId, png, now);
    setCover(db, article.id, id, alt, now);
  }
  const users = db.prepare(`SELECT id, name FROM users ORDER BY id`).all() as {
    id: number;
    name: string;
  }[];
  for (const user of users) {
    const png = await sharp(Buffer.from(avatarSvg(user.name, user.id)))
      .png()
      .toBuffer();
    setAvatar(db, user.id, await store1(db, store, user.id, png, now));
  }
}

async function store1(
  db: FolioDatabase,
  store: MediaStore,
  userId: number,
  bytes: Buffer,
  now: string,
): Promise<string> {
  const image = await processImage(bytes);
  for (const file of image.files) await store.put(file.name, file.bytes);
  const size = image.files.reduce((sum, file) => sum + file.bytes.length, 0);
  recordUpload(db, userId, { ...image, bytes: size }, now);
  return image.id;
}

function avatarSvg(name: string, id: number): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const colour = AVATAR_COLOURS[id % AVATAR_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="${colour}"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="sans-serif"
    font-size="104" font-weight="600" fill="#ffffff">${initials}</text>
</svg>`;
}
