import fs from 'node:fs';
import { SaxesParser } from 'saxes';
import { type ArchiveLimits, ArchiveRefusal } from './archiveLimits';

// A WordPress export (WXR 1.2: RSS 2.0 with the wp:, content:, excerpt: and dc: elements that
// Tools → Export writes) read as a stream with saxes: an <item> at a time, each field's text
// bounded, the file never whole in memory. XML is hostile: a DOCTYPE (where entities that
// expand a billion times or read local files are declared) is refused, and saxes itself knows
// only XML's five entities and character references.

/** One <item> as WXR writes it: the fields the importer reads, as text. */
export interface WxrItem {
  fields: Map<string, string>;
  /** `<category domain="category|post_tag">` names, in order. */
  terms: string[];
}

/** An author of the export: `wp:author_login` and `wp:author_display_name`. */
export interface WxrAuthor {
  login: string;
  name: string;
}

export interface WxrHandlers {
  author(author: WxrAuthor): void;
  item(item: WxrItem): void;
}

const ITEM_FIELDS = new Set([
  'title',
  'link',
  'dc:creator',
  'content:encoded',
  'excerpt:encoded',
  'wp:post_id',
  'wp:post_date_gmt',
  'wp:post_name',
  'wp:status',
  'wp:post_type',
  'wp:post_password',
]);
const AUTHOR_FIELDS = new Set(['wp:author_login', 'wp:author_display_name']);

/** Reads the WXR file at `file`, calling `on` for each author and item as it closes. */
export async function readWxr(file: string, limits: ArchiveLimits, on: WxrHandlers): Promise<void> {
  const parser = new SaxesParser({ position: true });
  let item: WxrItem | null = null;
  let author: Map<string, string> | null = null;
  let field: string | null = null;
  let text = '';
  let term: string | null = null;
  let depth = 0;

  parser.on('doctype', () => {
    throw new ArchiveRefusal('it declares a DOCTYPE (entities are not expanded)');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > 64) throw new ArchiveRefusal('its elements nest more than 64 deep');
    const name = tag.name;
    if (name === 'item') item = { fields: new Map(), terms: [] };
    else if (name === 'wp:author') author = new Map();
    else if (item && depth === 4 && (ITEM_FIELDS.has(name) || name === 'category')) {
      field = name;
      text = '';
      const domain = tag.attributes.domain;
      term = name === 'category' && (domain === 'category' || domain === 'post_tag') ? '' : null;
    } else if (author && AUTHOR_FIELDS.has(name)) {
      field = name;
      text = '';
    }
  });
  const take = (chunk: string) => {
    if (field === null) return;
    text += chunk;
    if (text.length > limits.maxEntryBytes) {
      throw new ArchiveRefusal(
        `an item's ${field} is longer than ${limits.maxEntryBytes} characters`,
      );
    }
  };
  parser.on('text', take);
  parser.on('cdata', take);
  parser.on('closetag', (tag) => {
    depth -= 1;
    const name = tag.name;
    if (field === name) {
      if (name === 'category') {
        if (term !== null && item) item.terms.push(text.trim());
      } else if (item) item.fields.set(name, text);
      else author?.set(name, text.trim());
      field = null;
    } else if (name === 'item' && item) {
      on.item(item);
      item = null;
    } else if (name === 'wp:author' && author) {
      const login = author.get('wp:author_login');
      if (login) on.author({ login, name: author.get('wp:author_display_name') || login });
      author = null;
    }
  });

  const stat = await fs.promises.lstat(file).catch(() => null);
  if (!stat?.isFile()) throw new ArchiveRefusal(`${file} is not a file`);
  if (stat.size > limits.maxTotalBytes) {
    throw new ArchiveRefusal(`it holds more than ${limits.maxTotalBytes} bytes`);
  }
  try {
    for await (const chunk of fs.createReadStream(file, { encoding: 'utf8' })) {
      parser.write(chunk as string);
    }
    parser.close();
  } catch (error) {
    if (error instanceof ArchiveRefusal) throw error;
    throw new ArchiveRefusal(`it is not XML Folio reads (${(error as Error).message})`);
  }
}
