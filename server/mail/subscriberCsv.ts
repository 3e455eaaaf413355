// The CSV shape of the publication's subscribers, shared by the export and the import: one row
// per subscription, `email,target,confirmed_at,consent`. A target is `site`, `author:<handle>`
// or `tag:<name>`, so a file reads (and moves between sites) without the store's ids.
import { normalizeHandle, normalizeTagName } from '../../schema/rules';
import type { Store } from '../db/store';

export const CSV_COLUMNS = ['email', 'target', 'confirmed_at', 'consent'] as const;

// A spreadsheet runs a cell that starts with one of these as a formula: such a cell is written
// with a leading apostrophe, which the import drops again.
const FORMULA_STARTS = '=+-@\t\r';

/** One cell, quoted when it must be, never read as a formula. */
function csvCell(value: string): string {
  const cell = value !== '' && FORMULA_STARTS.includes(value[0]!) ? `'${value}` : value;
  const quoted = [',', '"', '\r', '\n'].some((char) => cell.includes(char));
  return quoted ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One CSV line (CRLF, as RFC 4180 writes it). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A cell as written, without the apostrophe the export put before a formula-like value. */
export function cellValue(cell: string | undefined): string {
  const value = (cell ?? '').trim();
  return value.startsWith("'") && FORMULA_STARTS.includes(value[1] ?? '') ? value.slice(1) : value;
}

/** The store's targets ('author:<id>') as the file names them, for a page of the export. */
export async function targetNames(
  store: Store,
  targets: readonly string[],
): Promise<Map<string, string>> {
  const ids = (kind: string) =>
    targets.filter((t) => t.startsWith(`${kind}:`)).map((t) => Number(t.slice(kind.length + 1)));
  const [users, tags] = await Promise.all([
    store.users.usersByIds(ids('author')),
    store.tags.tagsByIds(ids('tag')),
  ]);
  return new Map([
    ...users.map((user) => [`author:${user.id}`, `author:${user.handle}`] as const),
    ...tags.map((tag) => [`tag:${tag.id}`, `tag:${tag.name}`] as const),
  ]);
}

/**
 * The store's target a file's cell names: an empty cell or `site` is the site; an author must
 * be a staff account and a tag must exist. Null when it names nothing.
 */
export async function targetOfCell(store: Store, cell: string): Promise<string | null> {
  if (cell === '' || cell.toLowerCase() === 'site') return 'site';
  const colon = cell.indexOf(':');
  const kind = cell.slice(0, colon).toLowerCase();
  const name = cell.slice(colon + 1);
  if (kind === 'author') {
    const user = await store.users.userByHandle(normalizeHandle(name));
    return user && user.role !== 'READER' ? `author:${user.id}` : null;
  }
  if (kind === 'tag') {
    const tag = await store.tags.tagByName(normalizeTagName(name));
    return tag ? `tag:${tag.id}` : null;
  }
  return null;
}
